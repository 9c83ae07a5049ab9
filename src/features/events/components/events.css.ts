import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

/** The event's details: badges, facts and description one under the other. */
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
/** The event's picture above its details: the shape it was cropped to, the column's width. */
export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
})
