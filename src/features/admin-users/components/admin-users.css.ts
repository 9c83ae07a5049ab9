import { style, styleVariants } from '@vanilla-extract/css'
import { ADMIN_BADGE_COLORS } from '@/ui/admin-page.css'
import { NEUTRAL_OUTLINE } from '@/ui/badge.css'
import { vars } from '@/ui/theme.css'

// The users screens' badges stay on one line and the neutral one is outlined (several sit side by side).
const badgeBase = style({ display: 'inline-block', paddingInline: vars.space.sm, borderRadius: vars.radius.pill, fontSize: vars.font.sizeSm, fontWeight: 600, whiteSpace: 'nowrap' })
export const badge = styleVariants(ADMIN_BADGE_COLORS, (colors, tone) => [badgeBase, colors, tone === 'neutral' ? NEUTRAL_OUTLINE : {}])
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBlock: vars.space.md })
export const pageButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, padding: 0, margin: 0, listStyle: 'none' })
