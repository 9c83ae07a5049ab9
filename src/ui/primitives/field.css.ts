import { style } from '@vanilla-extract/css'
import { CONTROL_BOX, vars } from './theme.css'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
})
export const label = style({ fontWeight: 600 })
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const error = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, fontWeight: 600 })
export const control = style({
  ...CONTROL_BOX,
  width: '100%',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
})
