import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../primitives/theme.css'

const dialogBase = style({
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  selectors: { '&::backdrop': { background: 'rgb(16 40 51 / 45%)' } },
})
export const dialog = styleVariants({
  wide: [dialogBase, { inlineSize: 'min(48rem, calc(100vw - 2rem))' }],
  narrow: [dialogBase, { inlineSize: 'min(32rem, calc(100vw - 2rem))' }],
})
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
})
