import { style } from '@vanilla-extract/css'
import { vars } from '../primitives/theme.css'

export const ticket = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `2px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
})
export const title = style({ margin: 0, fontSize: vars.font.sizeLg, overflowWrap: 'anywhere' })
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
})
export const term = style({ fontWeight: 600, color: vars.color.textMuted })
export const value = style({ margin: 0, overflowWrap: 'anywhere' })
/**
 * The QR code: always black on white with its quiet zone (a door scanner needs the contrast,
 * whatever the page's colours), as wide as a phone allows up to 18 rem — about 45 mm of
 * modules at arm's length.
 */
export const qr = style({
  display: 'block',
  alignSelf: 'center',
  inlineSize: 'min(100%, 18rem)',
  blockSize: 'auto',
  aspectRatio: '1',
  background: '#ffffff',
  borderRadius: vars.radius.sm,
  colorScheme: 'light',
})
export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const code = style({
  flex: '1 1 12rem',
  minInlineSize: 0,
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  userSelect: 'all',
})
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
