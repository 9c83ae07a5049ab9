import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const featureImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  marginBlock: vars.space.md,
})
