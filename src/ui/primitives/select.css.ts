import { style } from '@vanilla-extract/css'
import { CONTROL_BOX, vars } from './theme.css'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.15rem',
  minWidth: '9rem',
  flex: '1 1 9rem',
})
export const label = style({ fontSize: vars.font.sizeSm, fontWeight: 600, color: vars.color.textMuted })
export const select = style({ ...CONTROL_BOX, width: '100%', borderRadius: vars.radius.md })
