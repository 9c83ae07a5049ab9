import { style } from '@vanilla-extract/css'
import { vars } from '../primitives/theme.css'

const panel = style({
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  marginBlockEnd: vars.space.xl,
  borderInlineStartWidth: '6px',
  borderInlineStartStyle: 'solid',
  boxShadow: vars.shadow.card,
  overflowWrap: 'anywhere',
})

export const valid = style([
  panel,
  { background: vars.color.successSoft, borderInlineStartColor: vars.color.success },
])
export const revoked = style([
  panel,
  { background: vars.color.dangerSoft, borderInlineStartColor: vars.color.danger },
])
export const unknown = style([
  panel,
  { background: vars.color.surface, borderInlineStartColor: vars.color.border },
])

/** The verdict takes the focus from the script, not the keyboard: no focus ring on it. */
export const verdict = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.sizeLg,
  outline: 'none',
})
export const validVerdict = style([verdict, { color: vars.color.success }])
export const revokedVerdict = style([verdict, { color: vars.color.danger }])

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  color: vars.color.onPrimary,
  fontWeight: 700,
})
export const validMark = style([mark, { background: vars.color.success }])
export const revokedMark = style([mark, { background: vars.color.danger }])

export const code = style({
  direction: 'ltr',
  unicodeBidi: 'isolate',
  whiteSpace: 'nowrap',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  letterSpacing: '0.05em',
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  margin: 0,
  columnGap: vars.space.lg,
  '@media': { 'screen and (min-width: 30rem)': { gridTemplateColumns: 'max-content 1fr' } },
})
export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const value = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: 600,
  '@media': { 'screen and (min-width: 30rem)': { marginBlockEnd: vars.space.xs } },
})
