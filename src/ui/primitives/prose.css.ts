import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './theme.css'

export const prose = style({ lineHeight: 1.75, overflowWrap: 'anywhere' })
globalStyle(`${prose} p`, { marginBlock: `0 ${vars.space.md}` })
globalStyle(`${prose} h3, ${prose} h4, ${prose} h5`, { marginBlock: `${vars.space.lg} ${vars.space.sm}` })
globalStyle(`${prose} ul, ${prose} ol`, {
  paddingInlineStart: vars.space.lg,
  marginBlock: `0 ${vars.space.md}`,
})
globalStyle(`${prose} blockquote`, {
  margin: `0 0 ${vars.space.md}`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
})
globalStyle(`${prose} pre`, {
  overflowX: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  direction: 'ltr',
})
globalStyle(`${prose} img`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  marginBlock: vars.space.md,
  background: vars.color.primarySoft,
})
