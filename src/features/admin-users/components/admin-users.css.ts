import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { ADMIN_BADGE_COLORS } from '@/ui/admin/admin-page.css'
import { NEUTRAL_OUTLINE } from '@/ui/primitives/badge.css'
import { vars } from '@/ui/primitives/theme.css'

// The users screens' badges stay on one line and the neutral one is outlined (several sit side by side).
const badgeBase = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
})
export const badge = styleVariants(ADMIN_BADGE_COLORS, (colors, tone) => [
  badgeBase,
  colors,
  tone === 'neutral' ? NEUTRAL_OUTLINE : {},
])
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlock: vars.space.md,
})
export const pageButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
})
/** A pending applicant's card: what they chose at registration, label beside value. */
export const cardFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.sizeSm,
})
globalStyle(`${cardFacts} dt`, { color: vars.color.textMuted, fontWeight: 600 })
globalStyle(`${cardFacts} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' })
