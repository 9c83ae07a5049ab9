import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/ui/theme.css'

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md })
export const tableWrap = style({ overflowX: 'auto', background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm })
export const cell = style({ textAlign: 'start', padding: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}`, verticalAlign: 'top' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const small = style({ minHeight: '36px', paddingInline: vars.space.sm, fontSize: vars.font.sizeSm })
const badgeBase = style({ display: 'inline-block', paddingInline: vars.space.sm, borderRadius: vars.radius.pill, fontSize: vars.font.sizeSm, fontWeight: 600 })
export const badge = styleVariants({
  draft: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  published: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  scheduled: [badgeBase, { background: vars.color.primarySoft, color: vars.color.primary }],
})
export const dialog = style({
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  inlineSize: 'min(48rem, calc(100vw - 2rem))',
  selectors: { '&::backdrop': { background: 'rgb(16 40 51 / 45%)' } },
})
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.md })
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginBlockStart: vars.space.lg })
export const alert = style({ background: vars.color.dangerSoft, color: vars.color.danger, borderRadius: vars.radius.md, padding: vars.space.md, whiteSpace: 'pre-line' })
export const empty = style({ textAlign: 'center', padding: vars.space.xl, color: vars.color.textMuted })
export const textarea = style({ inlineSize: '100%', padding: vars.space.sm, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, fontFamily: 'inherit' })
export const preview = style({ background: vars.color.surfaceAlt, borderRadius: vars.radius.sm, padding: vars.space.sm, whiteSpace: 'pre-wrap', maxBlockSize: '12rem', overflowY: 'auto' })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const thumb = style({ maxInlineSize: '12rem', borderRadius: vars.radius.sm })
export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: vars.space.md, marginBlockEnd: vars.space.lg, padding: 0, listStyle: 'none' })
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, display: 'grid', gap: vars.space.xs })
export const cardValue = style({ fontSize: vars.font.sizeXl, fontWeight: 700, color: vars.color.primary })
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
export const statusBadge = styleVariants({
  open: [badgeBase, { background: vars.color.primarySoft, color: vars.color.primary }],
  active: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  'closing-soon': [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  expired: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
})
