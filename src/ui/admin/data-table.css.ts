import { style } from '@vanilla-extract/css'
import { vars } from '../primitives/theme.css'

export const tableWrap = style({
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
})
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm })
export const cell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
})
export const nowrap = style({ whiteSpace: 'nowrap' })
export const desktopOnly = style({ '@media': { '(max-width: 720px)': { display: 'none' } } })
export const mobileOnly = style({
  display: 'none',
  '@media': { '(max-width: 720px)': { display: 'grid', gap: vars.space.md, padding: 0, listStyle: 'none' } },
})
