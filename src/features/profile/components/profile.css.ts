import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/theme.css'

export const page = style({ maxWidth: '52rem', marginInline: 'auto', paddingInline: vars.space.md, paddingBlock: vars.space.xl })
export const form = style({ display: 'grid', gap: vars.space.lg })
export const fieldset = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
})
export const legend = style({ paddingInline: vars.space.xs, fontWeight: 700, fontSize: vars.font.sizeLg })
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))' })
export const field = style({ display: 'grid', gap: vars.space.xs, fontWeight: 600, fontSize: vars.font.sizeSm, minWidth: 0 })
export const control = style({
  minHeight: '44px',
  width: '100%',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 400,
})
export const textarea = style([control, { minHeight: '6rem', resize: 'vertical' }])
export const hint = style({ margin: 0, color: vars.color.textMuted, fontWeight: 400, fontSize: vars.font.sizeSm })
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 400 })
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: 600,
})
// Chips' buttons and suggestions are touch targets of 44 px on a phone.
export const chipRemove = style({
  minWidth: '44px',
  minHeight: '44px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.border } },
})
export const addRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' })
export const suggestions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const suggestion = style({
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: `1px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
})
export const rowCard = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm })
export const rowGrid = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))', alignItems: 'end' })
export const fileInput = style({ minBlockSize: '44px', maxInlineSize: '100%' })
export const avatarRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })
export const avatar = style({ flexShrink: 0, aspectRatio: '1 / 1', borderRadius: '50%', objectFit: 'cover', background: vars.color.primarySoft })
export const error = style({ whiteSpace: 'pre-line', padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.danger })
export const status = style({ color: vars.color.textMuted })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const pendingBox = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  marginBlockEnd: vars.space.md,
})
/** A field across the whole width of its section's grid (texts, lists, rows and grouped fields). */
export const wide = style({ gridColumn: '1 / -1' })
