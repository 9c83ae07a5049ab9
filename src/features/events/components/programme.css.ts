import { style } from '@vanilla-extract/css'
import { media } from '@/ui/primitives/breakpoints'
import { CONTROL_BOX, vars } from '@/ui/primitives/theme.css'

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const heading = style({ fontSize: vars.font.sizeLg, margin: 0 })
/** The days as a row of tabs that scrolls sideways on a phone rather than wrapping. */
export const days = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.xs,
  scrollbarWidth: 'thin',
})
export const day = style({
  ...CONTROL_BOX,
  flex: '0 0 auto',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
})
export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(12rem, 2fr) minmax(10rem, 1fr) auto' } },
})
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const label = style({ fontWeight: 600, fontSize: vars.font.sizeSm })
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  fontWeight: 600,
  cursor: 'pointer',
})
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const session = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
})
export const sessionBreak = style({
  borderInlineStartColor: vars.color.border,
  background: vars.color.surfaceAlt,
})
export const time = style({
  margin: 0,
  fontWeight: 700,
  color: vars.color.primary,
  fontSize: vars.font.sizeSm,
})
export const title = style({ margin: 0, fontSize: vars.font.sizeMd, overflowWrap: 'anywhere' })
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  margin: 0,
})
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 })
export const speakers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
export const speaker = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
export const photo = style({
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: '50%',
  objectFit: 'cover',
  flex: '0 0 auto',
})
export const speakerText = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.font.sizeSm,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
})
export const affiliation = style({ color: vars.color.textMuted })
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
})
export const star = style({
  minInlineSize: '44px',
  minBlockSize: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '1.4rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      color: vars.color.accent,
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
    },
  },
})
export const icsLink = style({
  minInlineSize: '44px',
  minBlockSize: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primarySoft } },
})
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
