import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

export const picker = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  maxInlineSize: '100%',
})

/** The real input covers the picker, invisible: taps, focus, dropped files and automation reach it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
})

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 600,
  selectors: {
    [`${input}:focus-visible ~ &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    [`${input}:hover:not(:disabled) ~ &`]: { background: vars.color.primarySoft },
    [`${input}:disabled ~ &`]: { opacity: 0.6 },
    [`${input}[aria-invalid="true"] ~ &`]: { borderColor: vars.color.danger },
  },
})

export const fileName = style({ color: vars.color.textMuted, overflowWrap: 'anywhere', minInlineSize: 0 })
