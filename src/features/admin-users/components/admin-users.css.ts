import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/ui/theme.css'

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md })
export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: vars.space.md, marginBlockEnd: vars.space.lg, padding: 0, listStyle: 'none' })
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, display: 'grid', gap: vars.space.xs })
export const cardValue = style({ fontSize: vars.font.sizeXl, fontWeight: 700, color: vars.color.primary })
export const cardLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
})
export const tableWrap = style({ overflowX: 'auto', background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm })
export const th = style({ textAlign: 'start', padding: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' })
export const td = style({ padding: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}`, verticalAlign: 'top' })
export const desktopOnly = style({ '@media': { '(max-width: 720px)': { display: 'none' } } })
export const mobileOnly = style({ display: 'none', '@media': { '(max-width: 720px)': { display: 'grid', gap: vars.space.md, padding: 0, listStyle: 'none' } } })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const small = style({ minHeight: '36px', paddingInline: vars.space.sm, fontSize: vars.font.sizeSm })
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
export const dialog = style({
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  inlineSize: 'min(32rem, calc(100vw - 2rem))',
  selectors: { '&::backdrop': { background: 'rgb(16 40 51 / 45%)' } },
})
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginBlockStart: vars.space.lg })
export const alert = style({ background: vars.color.dangerSoft, color: vars.color.danger, borderRadius: vars.radius.md, padding: vars.space.md, whiteSpace: 'pre-line' })
export const mobileCard = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, display: 'grid', gap: vars.space.xs })
export const empty = style({ textAlign: 'center', padding: vars.space.xl, color: vars.color.textMuted })
