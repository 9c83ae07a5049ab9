import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } })

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minHeight: '12rem',
})
const lineBase = style({
  height: '0.9rem',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
export const line = styleVariants({
  short: [lineBase, { width: '30%' }],
  medium: [lineBase, { width: '55%' }],
  long: [lineBase, { width: '90%' }],
})
