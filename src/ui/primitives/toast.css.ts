import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
})

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const regionInDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  marginBlockStart: vars.space.md,
  padding: 0,
  listStyle: 'none',
})

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  borderInlineStart: '4px solid',
  background: vars.color.surface,
  animation: `${enter} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const toast = styleVariants({
  success: [base, { borderInlineStartColor: vars.color.success }],
  error: [base, { borderInlineStartColor: vars.color.danger }],
  info: [base, { borderInlineStartColor: vars.color.primary }],
})

export const message = style({ flex: 1 })
export const close = style({
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.textMuted,
  minWidth: '32px',
  minHeight: '32px',
  borderRadius: vars.radius.sm,
})
