import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: '0.1rem',
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
})

export const BADGE_COLORS = {
  neutral: { background: vars.color.surfaceAlt, color: vars.color.text },
  primary: { background: vars.color.primarySoft, color: vars.color.primary },
  accent: { background: vars.color.accentSoft, color: vars.color.warning },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
}
export const NEUTRAL_OUTLINE = { border: `1px solid ${vars.color.border}` }

export const badge = styleVariants(BADGE_COLORS, (colors, tone) => [
  base,
  colors,
  tone === 'neutral' ? NEUTRAL_OUTLINE : {},
])
export type BadgeTone = keyof typeof badge
