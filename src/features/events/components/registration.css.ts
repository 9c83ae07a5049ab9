import { style } from '@vanilla-extract/css'
import { media } from '@/ui/primitives/breakpoints'
import { vars } from '@/ui/primitives/theme.css'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  // A phone's buttons span its width; wider screens keep them their own size.
  alignItems: 'stretch',
  '@media': { [media.wide]: { alignItems: 'flex-start' } },
  gap: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
})
export const heading = style({ fontSize: vars.font.sizeLg, margin: 0 })
export const text = style({ margin: 0 })
export const success = style({ margin: 0, color: vars.color.success, fontWeight: 600 })
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })
