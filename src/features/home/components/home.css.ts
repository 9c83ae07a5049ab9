import { style } from '@vanilla-extract/css'
import { vars, VISUALLY_HIDDEN } from '@/ui/primitives/theme.css'

/**
 * Sections below the first screen: the browser skips their layout and paint until they come
 * near the viewport (content stays in the page and its accessibility tree). That keeps
 * the first render's tasks short on a slow phone (docs/decisions/005-first-visit-budget.md).
 */
const offscreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto 28rem' } as const

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.primary}, #136f93)`,
  color: vars.color.onPrimary,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
})

export const heroInner = style({ maxWidth: vars.layout.maxWidth, marginInline: 'auto' })
export const heroTitle = style({ fontSize: vars.font.sizeHero, marginBlockEnd: vars.space.md })
export const heroSubtitle = style({ fontSize: vars.font.sizeLg, maxWidth: '40rem', opacity: 0.95 })
export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
})

export const faq = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  scrollMarginBlockStart: vars.layout.headerHeight,
  ...offscreen,
})
export const faqInner = style({ maxWidth: '48rem', marginInline: 'auto' })
export const faqItem = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  marginBlockEnd: vars.space.sm,
  paddingInline: vars.space.lg,
})
export const faqQuestion = style({
  cursor: 'pointer',
  fontWeight: 600,
  paddingBlock: vars.space.md,
  minHeight: '44px',
})
export const faqAnswer = style({ marginBlock: `0 ${vars.space.md}`, color: vars.color.textMuted })

export const heroGrid = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { '(min-width: 960px)': { gridTemplateColumns: '3fr 2fr' } },
})
export const metrics = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0 0`,
})
export const metric = style({ display: 'flex', flexDirection: 'column-reverse' })
export const metricValue = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: 800 })
export const metricLabel = style({ fontSize: vars.font.sizeSm, opacity: 0.9 })
export const carousel = style({
  background: 'rgb(255 255 255 / 12%)',
  border: '1px solid rgb(255 255 255 / 25%)',
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minHeight: '12rem',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.md,
})
export const slide = style({ selectors: { '&[hidden]': { display: 'none' } } })
export const slideTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 700 })
export const slideText = style({ margin: `${vars.space.sm} 0 0`, opacity: 0.95 })
export const indicators = style({ display: 'flex', gap: vars.space.xs })
export const indicator = style({
  width: '44px',
  height: '44px',
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlockStart: '18px',
    insetInlineStart: '8px',
    width: '28px',
    height: '8px',
    borderRadius: vars.radius.pill,
    background: 'rgb(255 255 255 / 45%)',
  },
  selectors: { '&[aria-current="true"]::after': { background: vars.color.onPrimary } },
})
export const container = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
})
export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
  gap: vars.space.md,
  marginBlockStart: `calc(-1 * ${vars.space.xl})`,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  position: 'relative',
})
export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
})
export const counterValue = style({
  fontSize: vars.font.sizeXl,
  fontWeight: 800,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
})
export const counterLabel = style({ color: vars.color.textMuted, fontWeight: 600 })
export const visuallyHidden = style(VISUALLY_HIDDEN)
export const section = style({ paddingBlock: vars.space.xl, ...offscreen })
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
})
export const sectionTitle = style({ fontSize: vars.font.sizeXl, margin: 0 })
export const more = style({
  fontWeight: 700,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
})
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const memberGrid = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
})
export const memberCard = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
})
export const memberAvatar = style({ borderRadius: vars.radius.pill, objectFit: 'cover', flex: 'none' })
export const memberBody = style({ minWidth: 0 })
export const memberName = style({ margin: 0, fontWeight: 700 })
export const journal = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  marginBlock: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.border}`,
  ...offscreen,
  '@media': { '(min-width: 860px)': { gridTemplateColumns: '2fr 1fr', alignItems: 'center' } },
})
export const journalTags = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const journalActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'stretch',
})
export const cta = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  ...offscreen,
})
export const ctaInner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
})
export const ctaTitle = style({ fontSize: vars.font.sizeXl })
/** Stand-in for a home section not rendered yet (Deferred): about one section high. */
export const deferred = style({ minHeight: '24rem' })
