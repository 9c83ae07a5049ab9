import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
})

export const greeting = style({
  fontSize: vars.font.sizeXl,
  marginBlock: `0 ${vars.space.xs}`,
  overflowWrap: 'anywhere',
})
export const lead = style({ color: vars.color.textMuted, margin: 0 })

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  marginBlockEnd: vars.space.xl,
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
})

export const cardTitle = style({ fontSize: vars.font.sizeLg, margin: 0 })

export const badge = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.sm,
  paddingBlock: '2px',
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  background: vars.color.successSoft,
  color: vars.color.success,
})

export const badgeWarning = style([badge, { background: vars.color.warningSoft, color: vars.color.warning }])

export const badgeNeutral = style([badge, { background: vars.color.surfaceAlt, color: vars.color.text }])
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

/** The completeness bar: a native progress element, drawn in the theme's colours. */
export const meter = style({
  inlineSize: '100%',
  blockSize: '10px',
  appearance: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  overflow: 'hidden',
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceAlt },
    '&::-webkit-progress-value': { background: vars.color.primary },
    '&::-moz-progress-bar': { background: vars.color.primary },
  },
})

export const hero = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
})
export const avatar = style({
  borderRadius: '50%',
  objectFit: 'cover',
  flexShrink: 0,
  background: vars.color.surfaceAlt,
})

/** A long address wraps inside the card instead of widening it. */
export const email = style({ color: vars.color.textMuted, margin: 0, overflowWrap: 'anywhere' })
export const textLink = style({ alignSelf: 'flex-start' })

export const muted = style({ color: vars.color.textMuted, margin: 0 })

export const events = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const eventItem = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const links = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const quickLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '56px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primarySoft } },
})
