import { style } from '@vanilla-extract/css'
import { linkCard } from '@/ui/primitives/card.css'
import { CONTROL_BOX, vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
})

// Sticky under the header (64 px) on wide screens only; on a phone it would hide the results.
export const toolbar = style({
  '@media': {
    '(min-width: 900px)': { position: 'sticky', insetBlockStart: vars.layout.headerHeight, zIndex: 5 },
  },
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'end',
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const searchField = style({
  gridColumn: '1 / -1',
  '@media': { '(min-width: 900px)': { gridColumn: 'span 2' } },
})
export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
})
export const control = style({ ...CONTROL_BOX, width: '100%', borderRadius: vars.radius.sm, fontWeight: 400 })

export const summary = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
})

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const card = style([linkCard, { display: 'flex', gap: vars.space.md }])

export const cardBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, alignContent: 'start' })
export const cardName = style({ margin: 0, fontSize: vars.font.sizeMd, color: vars.color.primary })
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const bio = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

// The shared Badge would stretch across a grid column.
export const badgeSlot = style({ justifySelf: 'start' })

export const avatar = style({
  flexShrink: 0,
  alignSelf: 'flex-start',
  aspectRatio: '1 / 1',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.primarySoft,
})

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
})
export const error = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
})

export const profileHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'center',
  marginBlockEnd: vars.space.lg,
})
// Beside the photo when there is room for 15rem of name, else on a line of its own (a 360 px phone): a long name never widens the page.
export const profileTitle = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  flex: '1 1 15rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
})
export const sections = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
})
export const section = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const sectionTitle = style({ fontSize: vars.font.sizeMd, marginBlockEnd: vars.space.sm })
export const plainList = style({ margin: 0, paddingInlineStart: vars.space.lg })
export const backLink = style({ display: 'inline-block', marginBlockEnd: vars.space.md })
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
