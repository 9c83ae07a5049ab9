import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBlockEnd: vars.space.md })
export const label = style({ fontWeight: 600 })
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const error = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, fontWeight: 600 })
export const control = style({
  minHeight: '44px',
  width: '100%',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
})
