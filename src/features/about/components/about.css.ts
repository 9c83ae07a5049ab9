import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxWidth: '60rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
})

export const lead = style({ fontSize: vars.font.sizeLg, color: vars.color.textMuted })

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  marginBlock: vars.space.xl,
})

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
})

export const section = style({ marginBlockStart: vars.space.xl })
export const list = style({ paddingInlineStart: vars.space.lg })
