import { style } from '@vanilla-extract/css'

export const icon = style({
  display: 'inline-block',
  verticalAlign: '-0.15em',
  flex: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
})
