import { style } from '@vanilla-extract/css'
import { vars } from '../primitives/theme.css'

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlock: vars.space.xl,
})
export const status = style({ paddingInline: vars.space.xs })
export const list = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 })
const base = style({
  minHeight: '44px',
  minWidth: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
  },
})
export const step = base
export const number = style([
  base,
  {
    paddingInline: vars.space.sm,
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        borderColor: vars.color.primary,
      },
    },
  },
])
