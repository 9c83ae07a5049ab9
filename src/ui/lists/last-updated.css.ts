import { style } from '@vanilla-extract/css'
import { vars } from '../primitives/theme.css'

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${vars.space.sm}`,
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
})
export const savedNote = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: 600,
})
