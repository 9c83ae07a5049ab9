import { STICKY_TOOLBAR_OFFSET_PX } from '@contract/constants'
import { globalStyle, style } from '@vanilla-extract/css'
import { CONTROL_BOX, vars, VISUALLY_HIDDEN } from '../primitives/theme.css'

export const bar = style({
  position: 'sticky',
  insetBlockStart: `${STICKY_TOOLBAR_OFFSET_PX}px`,
  zIndex: 10,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
  background: 'rgb(255 255 255 / 96%)',
  backdropFilter: 'blur(6px)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
})
// On a phone the search box takes the whole line and "More filters" goes below it.
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const searchForm = style({
  position: 'relative',
  flex: '1 1 20rem',
  display: 'flex',
  alignItems: 'center',
})
export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: '1.25rem',
  pointerEvents: 'none',
})
export const searchInput = style({
  width: '100%',
  minHeight: '44px',
  paddingInlineStart: '2.25rem',
  paddingInlineEnd: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
})
export const clear = style({
  position: 'absolute',
  insetInlineEnd: '2px',
  minWidth: '40px',
  minHeight: '40px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  fontSize: '1.4rem',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primarySoft } },
})
export const advancedToggle = style({
  ...CONTROL_BOX,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  color: vars.color.primary,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
})
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const chip = style({
  ...CONTROL_BOX,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
})
export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const panel = style({
  selectors: { '&[hidden]': { display: 'none' } },
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
})
export const visuallyHidden = style(VISUALLY_HIDDEN)

/** The toolbar's controls; hidden but kept in the flow while the bar is folded, so the list does not move. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
// Folded: the bar's own box vanishes (what is under it shows and takes taps) and the folded row is laid over it.
globalStyle(`${bar}[data-folded]`, {
  background: 'transparent',
  backdropFilter: 'none',
  borderColor: 'transparent',
  boxShadow: 'none',
  pointerEvents: 'none',
})
globalStyle(`${bar}[data-folded] > ${body}`, { visibility: 'hidden' })
/** The folded toolbar: one row of at most 60 px (a 44 px target and its padding) that opens the whole bar. */
export const folded = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  boxSizing: 'content-box',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: 'rgb(255 255 255 / 96%)',
  backdropFilter: 'blur(6px)',
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
})
export const foldedText = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
export const foldedPlaceholder = style({ color: vars.color.textMuted })
export const foldedFilters = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  paddingInline: vars.space.sm,
  minHeight: '32px',
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
})
/** "Hide search and filters" on an opened stuck toolbar: folds it back. */
export const foldButton = style({
  ...CONTROL_BOX,
  minWidth: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  color: vars.color.primary,
  cursor: 'pointer',
})
