import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/theme.css'

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.primary}, #136f93)`,
  color: vars.color.onPrimary,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
})

export const heroInner = style({ maxWidth: vars.layout.maxWidth, marginInline: 'auto' })
export const heroTitle = style({ fontSize: vars.font.sizeHero, marginBlockEnd: vars.space.md })
export const heroSubtitle = style({ fontSize: vars.font.sizeLg, maxWidth: '40rem', opacity: 0.95 })
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.lg })

export const faq = style({ paddingBlock: vars.space.xxl, paddingInline: vars.space.md, scrollMarginBlockStart: vars.layout.headerHeight })
export const faqInner = style({ maxWidth: '48rem', marginInline: 'auto' })
export const faqItem = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  marginBlockEnd: vars.space.sm,
  paddingInline: vars.space.lg,
})
export const faqQuestion = style({ cursor: 'pointer', fontWeight: 600, paddingBlock: vars.space.md, minHeight: '44px' })
export const faqAnswer = style({ marginBlock: `0 ${vars.space.md}`, color: vars.color.textMuted })
