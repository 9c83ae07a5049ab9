import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxWidth: '34rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
})

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  '@media': { '(max-width: 480px)': { padding: vars.space.lg } },
})

export const toggle = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  padding: vars.space.xs,
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
})

export const toggleLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surface,
      color: vars.color.primary,
      boxShadow: vars.shadow.card,
    },
  },
})

export const intro = style({ color: vars.color.textMuted, marginBlockEnd: vars.space.lg })

export const alert = style({
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
})

export const success = style({
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 600,
})

export const info = style({
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: 600,
})

export const submit = style({ width: '100%', marginBlockStart: vars.space.sm })

export const list = style({
  paddingInlineStart: vars.space.lg,
  marginBlock: `0 ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.sm,
})

export const section = style({
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBlockStart: vars.space.lg,
})

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })

/** The "Forgot password?" link under the password field, at the end of the line (left in Arabic, right in English). */
export const forgot = style({
  textAlign: 'end',
  marginBlock: `calc(-1 * ${vars.space.xs}) ${vars.space.sm}`,
  fontSize: vars.font.sizeSm,
})

/** The passkey sign-in under the password form, set apart by a rule. */
export const passkeyBlock = style({
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const passkeyList = style({
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.sm,
})

export const passkeyItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
