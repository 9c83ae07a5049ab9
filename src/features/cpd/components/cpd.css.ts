import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxInlineSize: '48rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 })
export const lead = style({ margin: 0, color: vars.color.textMuted })
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.primarySoft,
  borderRadius: vars.radius.lg,
})
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
})
export const heading = style({ fontSize: vars.font.sizeLg, margin: 0 })
export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
})
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
})
globalStyle(`${totals} dt`, { color: vars.color.textMuted, fontSize: vars.font.sizeSm })
// The browser indents a definition by default; each figure sits under its own label.
globalStyle(`${totals} dd`, { margin: 0, fontSize: vars.font.sizeLg, fontWeight: 700 })
export const bar = style({ inlineSize: '100%', blockSize: '0.75rem' })
export const chart = style({
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: '26rem',
  blockSize: 'auto',
})
export const chartTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
})
export const barFill = style({ fill: vars.color.primary })
export const chartLabel = style({ fill: vars.color.text, fontSize: '13px' })
export const chartValue = style({ fill: vars.color.textMuted, fontSize: '12px' })
export const table = style({
  inlineSize: '100%',
  maxInlineSize: '26rem',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
})
globalStyle(`${table} caption`, { textAlign: 'start', fontWeight: 600, paddingBlockEnd: vars.space.xs })
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})
globalStyle(`${table} th[scope="row"]`, { fontWeight: 400 })
globalStyle(`${table} td`, { fontVariantNumeric: 'tabular-nums' })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  minInlineSize: 0,
})
export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeMd, overflowWrap: 'anywhere' })
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  minInlineSize: 0,
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const check = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' })
/** The public verification page: one column, as the certificates' page. */
export const verifyPage = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  width: '100%',
  display: 'grid',
  gap: vars.space.md,
})
/** An activity waiting on this device: the card's shape with a dashed edge. */
export const pending = style([card, { border: `1px dashed ${vars.color.border}`, boxShadow: 'none' }])
