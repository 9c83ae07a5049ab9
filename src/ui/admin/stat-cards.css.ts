import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../primitives/theme.css'

const cardsBase = style({ display: 'grid', gap: vars.space.md, padding: 0, listStyle: 'none' })
export const cards = styleVariants({
  stats: [
    cardsBase,
    { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', marginBlockEnd: vars.space.lg },
  ],
  overview: [
    cardsBase,
    { gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', marginBlockEnd: vars.space.xl },
  ],
})
export const value = style({ fontSize: vars.font.sizeXl, fontWeight: 700, color: vars.color.primary })
