import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/ui/theme.css'

// The users screens' badges stay on one line and the neutral one is outlined (several sit side by side).
const badgeBase = style({ display: 'inline-block', paddingInline: vars.space.sm, borderRadius: vars.radius.pill, fontSize: vars.font.sizeSm, fontWeight: 600, whiteSpace: 'nowrap' })
export const badge = styleVariants({
  neutral: [badgeBase, { background: vars.color.surfaceAlt, color: vars.color.text, border: `1px solid ${vars.color.border}` }],
  info: [badgeBase, { background: vars.color.primarySoft, color: vars.color.primary }],
  success: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  warning: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  danger: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
})
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBlock: vars.space.md })
export const pageButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, padding: 0, margin: 0, listStyle: 'none' })
