import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const featured = style({ marginBlockEnd: vars.space.lg })
export const featuredList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.md,
})
export const featuredItem = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.border}`,
})
export const featuredBody = style({ minWidth: 0 })
export const featuredTitle = style({ margin: 0, fontSize: vars.font.sizeMd })
export const featuredText = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted })
export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  textDecoration: 'underline',
  // A touch target of 44 px on a phone.
  minHeight: '44px',
})
export const fileIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  flex: 'none',
})
export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
