import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.primary}, #136f93)`,
  color: vars.color.onPrimary,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
})
export const heroInner = style({ maxWidth: vars.layout.maxWidth, marginInline: 'auto' })
export const kicker = style({ margin: 0, fontWeight: 700, opacity: 0.9 })
export const heroTitle = style({
  fontSize: vars.font.sizeHero,
  marginBlock: `${vars.space.sm} ${vars.space.md}`,
})
export const bullets = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '44rem',
})
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  marginBlockStart: vars.space.lg,
})
export const heroLink = style({
  color: vars.color.onPrimary,
  fontWeight: 700,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
})
export const highlights = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
})
export const sectionTitle = style({ fontSize: vars.font.sizeXl })
export const scroller = style({
  // Positioned, so that the visually hidden text of its cards stays inside its scrolling box
  // (an absolute box would otherwise widen the page to the last card's edge: 632 px on a phone).
  position: 'relative',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(85%, 22rem)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBlockEnd: vars.space.md,
  marginBlockEnd: vars.space.lg,
})
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
})
export const article = style({
  scrollSnapAlign: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
})
export const articleMeta = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
})
export const note = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted })
export const articleTitle = style({ margin: 0, fontSize: '1.1rem' })
export const teaser = style({ margin: 0, color: vars.color.textMuted, flex: 1 })
export const readLink = style({
  fontWeight: 700,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
})
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
