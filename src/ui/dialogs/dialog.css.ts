import { style } from '@vanilla-extract/css'
import { media } from '../primitives/breakpoints'
import { vars } from '../primitives/theme.css'

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgb(10 30 40 / 55%)', zIndex: 50 })
export const content = style({
  position: 'fixed',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: 51,
  width: 'min(44rem, calc(100vw - 1.5rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  selectors: { '[dir="rtl"] &': { transform: 'translate(50%, -50%)' } },
})
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})
export const title = style({ flex: 1, margin: 0, fontSize: vars.font.sizeLg })
export const close = style({
  minWidth: '44px',
  minHeight: '44px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
})
export const body = style({
  overflowY: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  '@media': { [media.phone]: { paddingInline: vars.space.md } },
})
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  // On a phone the actions stand one under the other, each the full width (a tidy column
  // of 44 px targets instead of a ragged wrap).
  '@media': {
    [media.phone]: { flexDirection: 'column', alignItems: 'stretch', paddingInline: vars.space.md },
  },
})
/** On a phone a sheet rises from the bottom edge, the full width. */
export const sheet = style({
  '@media': {
    [media.phone]: {
      selectors: {
        '&&, [dir="rtl"] &&': {
          insetBlockStart: 'auto',
          insetBlockEnd: 0,
          insetInlineStart: 0,
          transform: 'none',
          width: '100%',
          maxHeight: 'calc(100dvh - 3rem)',
          borderEndStartRadius: 0,
          borderEndEndRadius: 0,
        },
      },
    },
  },
})
/** The whole window: a page over the list it was opened from (Escape or Close goes back to it). */
export const page = style({
  selectors: {
    '&&, [dir="rtl"] &&': {
      inset: 0,
      transform: 'none',
      width: '100%',
      maxHeight: '100dvh',
      borderRadius: 0,
      background: vars.color.surfaceAlt,
    },
  },
})
