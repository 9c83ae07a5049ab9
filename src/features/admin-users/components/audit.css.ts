import { style } from '@vanilla-extract/css'
import { media } from '@/ui/primitives/breakpoints'
import { vars } from '@/ui/primitives/theme.css'

/** Below 600 px the log is a list of cards; from 600 px a table. CSS decides, so the first paint has the right one. */
export const wideOnly = style({ '@media': { [media.phone]: { display: 'none' } } })
export const phoneOnly = style({
  display: 'none',
  '@media': {
    [media.phone]: { display: 'grid', gap: vars.space.md, padding: 0, margin: 0, listStyle: 'none' },
  },
})
export const sentence = style({ margin: 0, lineHeight: 1.6, overflowWrap: 'anywhere' })
export const changes = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
})
export const change = style({ overflowWrap: 'anywhere' })
export const field = style({ fontWeight: 600 })
export const before = style({ color: vars.color.textMuted, textDecoration: 'line-through' })
export const when = style({ whiteSpace: 'nowrap' })
export const filters = style({ alignItems: 'end' })
