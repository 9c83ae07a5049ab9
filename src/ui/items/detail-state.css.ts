import { style } from '@vanilla-extract/css'
import { vars } from '../primitives/theme.css'

export const error = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
})

export const actions = style({ display: 'flex', gap: vars.space.sm, marginBlockStart: vars.space.md })
