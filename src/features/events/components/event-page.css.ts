import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '60rem',
  marginInline: 'auto',
  paddingBlockEnd: vars.space.xl,
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const heading = style({ fontSize: vars.font.sizeLg, margin: 0 })
export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })
