import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../primitives/breakpoints'
import { vars } from '../primitives/theme.css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: '100%',
  maxInlineSize: '48rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: `${vars.space.lg} ${vars.space.xxl}`,
})
/** Set when the page holds a congress (programme, registration): the room of a list page. */
export const wide = style({ maxInlineSize: vars.layout.maxWidth })

export const crumbs = style({ fontSize: vars.font.sizeSm })
export const crumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
// The separator is drawn, not written, so a screen reader reads only the links; a slash reads the same way in both directions.
globalStyle(`${crumbList} > li + li::before`, {
  content: '"/"',
  marginInlineEnd: vars.space.xs,
  color: vars.color.textMuted,
})
export const crumbLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // A whole touch target both ways, however short the word ("Home", "Jobs").
  minBlockSize: '44px',
  minInlineSize: '44px',
  color: vars.color.primary,
  fontWeight: 600,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
})
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  // On a phone the actions stand one under the other, each the full width (44 px targets).
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
})
