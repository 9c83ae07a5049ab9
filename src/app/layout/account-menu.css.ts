import { style } from '@vanilla-extract/css'
import { vars, VISUALLY_HIDDEN } from '@/ui/primitives/theme.css'
import { media } from '@/ui/primitives/breakpoints'

export const wrapper = style({
  position: 'relative',
  display: 'none',
  '@media': { [media.headerLinks]: { display: 'block' } },
})

export const panel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: 'calc(100% + 6px)',
  zIndex: 30,
  minWidth: '14rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' })

export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  fontWeight: 500,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
})

export const banner = style({
  background: vars.color.warningSoft,
  color: vars.color.warning,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'center',
  fontWeight: 600,
})

export const desktopActions = style({
  display: 'none',
  gap: vars.space.xs,
  '@media': { [media.headerLinks]: { display: 'inline-flex' } },
})

export const mobileAccount = style({
  marginBlockStart: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const menuLabel = style({
  '@media': {
    '(max-width: 419px)': VISUALLY_HIDDEN,
  },
})
