import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

export const field = style({ display: 'flex', flexDirection: 'column', gap: '0.15rem', minWidth: '9rem', flex: '1 1 9rem' })
export const label = style({ fontSize: vars.font.sizeSm, fontWeight: 600, color: vars.color.textMuted })
export const select = style({
  minHeight: '44px',
  width: '100%',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
})
