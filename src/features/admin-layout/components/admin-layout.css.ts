import { style } from '@vanilla-extract/css'
import { VISUALLY_HIDDEN, vars } from '@/ui/primitives/theme.css'

/** Below this width the menu is one row that scrolls sideways, so the screen's own content starts near the top. */
const narrow = '(max-width: 900px)'

export const shell = style({
  display: 'grid',
  gridTemplateColumns: '14rem minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: vars.space.md,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
})
export const sidebar = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  alignSelf: 'start',
  '@media': {
    [narrow]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xs,
      overflowX: 'auto',
      padding: vars.space.xs,
      scrollbarWidth: 'thin',
    },
  },
})
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [narrow]: { display: 'flex', flexWrap: 'nowrap', whiteSpace: 'nowrap' } },
})
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primary },
    '&:hover': { background: vars.color.surfaceAlt },
  },
})
export const back = style({
  display: 'inline-block',
  marginBlockStart: vars.space.md,
  fontSize: vars.font.sizeSm,
  '@media': { [narrow]: { marginBlockStart: 0, paddingInline: vars.space.md, whiteSpace: 'nowrap' } },
})
export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
})
export const crumbSep = style({ color: vars.color.textMuted, paddingInline: vars.space.xs })
export const sidebarTitle = style({
  fontSize: vars.font.sizeMd,
  marginBlockEnd: vars.space.sm,
  '@media': { [narrow]: VISUALLY_HIDDEN },
})
export const quick = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
})
export const alert = style({
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
})
