import { style } from '@vanilla-extract/css'
import { vars } from '../primitives/theme.css'

export const wrap = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  maxInlineSize: '100%',
})
export const saved = style({
  borderColor: vars.color.success,
  color: vars.color.success,
  background: vars.color.successSoft,
})
export const busy = style({ cursor: 'progress' })
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  maxInlineSize: '22rem',
})
