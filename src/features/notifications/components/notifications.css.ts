import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxInlineSize: '48rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})
export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  borderInlineStart: `4px solid transparent`,
})
export const unread = style({
  borderInlineStartColor: vars.color.primary,
  background: vars.color.primarySoft,
})
export const itemTitle = style({ margin: 0, fontSize: vars.font.sizeMd, overflowWrap: 'anywhere' })
export const body = style({ margin: 0, overflowWrap: 'anywhere' })
export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
})
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '44px',
  minBlockSize: '44px',
  color: 'inherit',
})
export const count = style({
  position: 'absolute',
  insetBlockStart: '4px',
  insetInlineEnd: '2px',
  minInlineSize: '1.25rem',
  paddingInline: '0.25rem',
  borderRadius: '999px',
  background: vars.color.danger,
  color: vars.color.onPrimary,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '1.25rem',
  textAlign: 'center',
})

export const push = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
})
export const pushText = style({ margin: 0, flex: '1 1 16rem' })
