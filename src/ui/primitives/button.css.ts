import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
})

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.primary,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
    },
  ],
  onDark: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primary,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
    },
  ],
  danger: [base, { background: vars.color.danger, color: vars.color.onPrimary }],
})
