import { style } from '@vanilla-extract/css'
import { linkCard } from '@/ui/primitives/card.css'
import { vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
})
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const card = style([linkCard, { display: 'grid', gap: vars.space.xs }])
export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeMd, color: vars.color.primary })
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const member = style({ display: 'flex', alignItems: 'center', gap: vars.space.md })
export const avatar = style({
  alignSelf: 'flex-start',
  aspectRatio: '1 / 1',
  borderRadius: '50%',
  objectFit: 'cover',
  flexShrink: 0,
  background: vars.color.primarySoft,
})
export const role = style({ fontWeight: 600 })
export const error = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
})
export const back = style({ display: 'inline-block', marginBlockEnd: vars.space.md })
