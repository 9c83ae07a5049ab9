import { STICKY_TOOLBAR_OFFSET_PX } from '@contract/constants'
import { style } from '@vanilla-extract/css'
import { CONTROL_BOX, vars, VISUALLY_HIDDEN } from './theme.css'

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
export const searchForm = style({ position: 'relative', flex: '1 1 20rem', display: 'flex', alignItems: 'center' })
export const searchIcon = style({ position: 'absolute', insetInlineStart: vars.space.sm, color: vars.color.textMuted, fontSize: '1.25rem', pointerEvents: 'none' })
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
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary } },
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
