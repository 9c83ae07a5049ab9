import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const featuredGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
})
export const requirementsTitle = style({
  fontSize: vars.font.sizeMd,
  marginBlock: `${vars.space.md} ${vars.space.sm}`,
})
export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
export const checkItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' })
export const check = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.4rem',
  height: '1.4rem',
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 700,
  fontSize: vars.font.sizeSm,
})
