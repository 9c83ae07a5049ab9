import { globalStyle, style } from '@vanilla-extract/css'
import { CONTROL_BOX, vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxWidth: '52rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlockStart: vars.space.md,
  paddingBlockEnd: vars.space.xl,
})
export const intro = style({
  marginBlock: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
})
export const form = style({ display: 'grid', gap: vars.space.sm })
/** What the sticky save bar may cover: a control scrolled into view keeps clear of it. */
const SAVE_BAR_ROOM = '5.5rem'
globalStyle(`${form} :is(input, select, textarea, button)`, {
  scrollMarginBlockEnd: SAVE_BAR_ROOM,
  scrollMarginBlockStart: '5rem',
})
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
export const grid = style({
  display: 'grid',
  gap: '0.75rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
})
export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
  minWidth: 0,
})
export const control = style({
  ...CONTROL_BOX,
  width: '100%',
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontWeight: 400,
})
export const textarea = style([control, { minHeight: '6rem', resize: 'vertical' }])
/** A select of a few short choices, on its label's row. */
export const compactSelect = style([control, { width: 'auto', minInlineSize: '8rem' }])
export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: 400,
  fontSize: vars.font.sizeSm,
})
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 400 })
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
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
  ...CONTROL_BOX,
  border: `1px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  color: vars.color.primary,
  cursor: 'pointer',
})
export const rowCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
})
export const rowGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  alignItems: 'end',
})
/** Both previews and the picker on one row, even on a phone (the picker's column narrows); the rest wraps. */
export const avatarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
})
globalStyle(`${avatarRow} > ${field}`, { flex: '1 1 6rem', minInlineSize: 0 })
export const avatar = style({
  flexShrink: 0,
  aspectRatio: '1 / 1',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.primarySoft,
})
export const error = style({
  whiteSpace: 'pre-line',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
})
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

export const cell = style({ minWidth: 0 })
/** A label with the field's "who can see" choice at its inline end. */
export const fieldHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minWidth: 0,
})
export const legendAside = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
})
export const visibility = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 400,
  color: vars.color.textMuted,
})
// A touch target of 44 px like every control on a phone.
export const visibilitySelect = style({
  ...CONTROL_BOX,
  maxInlineSize: '11rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  fontSize: vars.font.sizeSm,
})
export const fieldError = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
})
globalStyle(`${control}[aria-invalid="true"], ${textarea}[aria-invalid="true"]`, {
  borderColor: vars.color.danger,
  borderWidth: '2px',
})
export const rowList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
})
export const iconButton = style({
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
})
/** One section of the editor: a heading that opens and closes it. */
export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
})
export const sectionHeading = style({ margin: 0, fontSize: vars.font.sizeMd })
export const sectionToggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '48px',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
})
export const sectionProblems = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
})
export const chevron = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.sizeLg,
  color: vars.color.primary,
})
export const sectionBody = style({ paddingInline: vars.space.md, paddingBlockEnd: vars.space.sm })
/** Save and Cancel stay in reach at the bottom of the screen while the form scrolls. */
export const saveBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInline: `calc(-1 * ${vars.space.md})`,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
})
// The indicator takes what the two buttons leave (wrapping inside it), so Save and Cancel stay on one line on a phone.
export const dirty = style({
  flex: '1 1 0',
  minWidth: 0,
  color: vars.color.warning,
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.3,
})
