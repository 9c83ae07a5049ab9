import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const storage = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
})
export const storageText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  flex: '1 1 16rem',
})
export const storageUsed = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeLg })
export const storageNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const jump = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
})
export const jumpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
})
export const jumpCount = style({
  minInlineSize: '1.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textAlign: 'center',
  fontSize: vars.font.sizeSm,
})
export const section = style({ scrollMarginBlockStart: vars.space.xl })
export const sectionCount = style({ color: vars.color.textMuted, fontWeight: 400 })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
})
export const noneSaved = style({ margin: 0, color: vars.color.textMuted })
export const emptyLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
})
