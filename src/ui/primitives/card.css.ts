import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
})
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
})
/** A card that is one link in the member area (a member, a team): outlined, the outline coloured on hover. */
export const linkCard = style({
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
})
export const cardMedia = style({
  marginBlockStart: `calc(-1 * ${vars.space.lg})`,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  marginBlockEnd: vars.space.xs,
  aspectRatio: '16 / 9',
  width: `calc(100% + 2 * ${vars.space.lg})`,
  maxWidth: 'none',
  height: 'auto',
  objectFit: 'cover',
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  background: vars.color.primarySoft,
})
export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
})
export const cardTitle = style({ margin: 0, fontSize: '1.1rem', lineHeight: 1.4, overflowWrap: 'anywhere' })
export const cardText = style({ margin: 0, color: vars.color.textMuted, flex: 1, overflowWrap: 'anywhere' })
export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
})
export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  width: '100%',
})
export const pageTitle = style({ fontSize: vars.font.sizeXl, marginBlockEnd: vars.space.xs })
export const pageLead = style({ color: vars.color.textMuted, marginBlock: `0 ${vars.space.lg}` })
export const count = style({ color: vars.color.textMuted, marginBlock: vars.space.md, fontWeight: 600 })
export const sectionTitle = style({
  fontSize: vars.font.sizeLg,
  marginBlock: `${vars.space.lg} ${vars.space.md}`,
})
export const detailList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
})
export const detailTerm = style({ fontWeight: 600, color: vars.color.textMuted })
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' })
export const factList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.15rem',
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
})
