import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxInlineSize: '40rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 })
export const lead = style({ margin: 0 })
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })
