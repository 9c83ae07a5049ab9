import { style, styleVariants } from '@vanilla-extract/css'
import { BADGE_COLORS } from '../primitives/badge.css'
import { button } from '../primitives/button.css'
import { vars } from '../primitives/theme.css'

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
})
export const toolbarDense = style([toolbar, { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' }])
export const alert = style({
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  whiteSpace: 'pre-line',
})
export const empty = style({ textAlign: 'center', padding: vars.space.xl, color: vars.color.textMuted })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
})
export const textarea = style({
  inlineSize: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontFamily: 'inherit',
})
export const preview = style({
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  whiteSpace: 'pre-wrap',
  maxBlockSize: '12rem',
  overflowY: 'auto',
})
export const thumb = style({ maxInlineSize: '12rem', borderRadius: vars.radius.sm })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
/**
 * A surface card: the stat cards and the rows of the phone lists. A long e-mail address
 * (one unbreakable word) wraps inside the card instead of widening the page on a phone.
 */
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
})
// Composed with the button variants (and so emitted after them) so the smaller size wins
// whatever order the chunks' CSS arrives in.
const smallSize = { minHeight: '36px', paddingInline: vars.space.sm, fontSize: vars.font.sizeSm }
export const smallButton = styleVariants(button, (variant) => [variant, smallSize])
const badgeBase = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
})
/** Status badges of the admin tables, by tone; features map their statuses to a tone. */
export const ADMIN_BADGE_COLORS = {
  neutral: BADGE_COLORS.neutral,
  info: BADGE_COLORS.primary,
  success: BADGE_COLORS.success,
  warning: BADGE_COLORS.warning,
  danger: BADGE_COLORS.danger,
}
export const badge = styleVariants(ADMIN_BADGE_COLORS, (colors) => [badgeBase, colors])
export type AdminBadgeTone = keyof typeof badge
