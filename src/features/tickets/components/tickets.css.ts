import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxInlineSize: '48rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 })
export const lead = style({ margin: 0, color: vars.color.textMuted })
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const heading = style({ fontSize: vars.font.sizeLg, margin: 0 })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const certificate = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
})
export const certificateTitle = style({ margin: 0, fontSize: vars.font.sizeMd, overflowWrap: 'anywhere' })
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const code = style({ fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
})
export const revoked = style({
  alignSelf: 'flex-start',
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
})
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })
