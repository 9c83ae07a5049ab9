import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'
import { media } from '@/ui/primitives/breakpoints'

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: '-100px',
  zIndex: 100,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
})

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' })

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '84rem',
  marginInline: 'auto',
  minHeight: vars.layout.headerHeight,
  paddingInline: vars.space.md,
})

export const brand = style({ display: 'inline-flex', alignItems: 'center', flexShrink: 0 })

// The wordmark needs ~170 px; on the narrowest phones the seal alone keeps the header on one line.
const NARROW = '(max-width: 399px)'
export const logoFull = style({ '@media': { [NARROW]: { display: 'none' } } })
export const logoMark = style({ display: 'none', '@media': { [NARROW]: { display: 'block' } } })

export const desktopNav = style({
  display: 'none',
  flex: 1,
  '@media': { [media.headerLinks]: { display: 'block' } },
})

export const navList = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const navLink = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-current="page"]': {
      color: vars.color.primary,
      boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
    },
  },
})

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
})

export const compactButton = style({ paddingInline: vars.space.sm })

export const menuButton = style({
  paddingInline: vars.space.sm,
  // A touch target of its own size whichever padding wins (the label is hidden on narrow phones).
  minInlineSize: '44px',
  // Doubled class: the button's own `display` must not win by stylesheet order.
  '@media': { [media.headerLinks]: { selectors: { '&&': { display: 'none' } } } },
})

export const mobilePanel = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  boxShadow: vars.shadow.raised,
  '@media': { [media.headerLinks]: { display: 'none' } },
})

export const mobileList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const mobileLink = style([
  navLink,
  { display: 'block', paddingBlock: vars.space.sm, fontSize: vars.font.sizeMd },
])

export const mobileActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
})

export const main = style({ flex: 1, width: '100%', outline: 'none' })

export const footer = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
})

export const footerInner = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.lg,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
})
export const footerColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})
export const footerHeading = style({ fontSize: vars.font.sizeMd, margin: 0, color: vars.color.onPrimary })
export const footerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
})
export const footerAddress = style({ fontStyle: 'normal', paddingBlock: vars.space.sm, lineHeight: 1.5 })
/** The phone link: the footer's colour and a 44 px target. */
export const footerPhone = style({})
globalStyle(`${footerPhone} a`, {
  color: vars.color.onPrimary,
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
})
/** The copyright line with the privacy policy and terms. */
export const footerBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: '1px solid rgb(255 255 255 / 25%)',
})

export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })
// A touch target of 44 px on a phone.
export const footerLink = style({
  color: vars.color.onPrimary,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '44px',
  minInlineSize: '44px',
})

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } })
export const progress = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: 50,
  '::before': {
    content: '""',
    display: 'block',
    width: '40%',
    height: '100%',
    background: vars.color.accent,
    animation: `${slide} 1s ease-in-out infinite`,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { '::before': { animation: 'none', width: '100%' } } },
})

export const pageLoading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '40vh',
  color: vars.color.textMuted,
})

export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
})

export const notice = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  // Under a dialog's backdrop (50): a notice never covers a dialog's buttons.
  zIndex: 45,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.raised,
})

export const offlineBanner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  fontWeight: 600,
})
export const offlineText = style({ flex: 1, margin: 0, textAlign: 'center' })
export const offlineDismiss = style({
  flex: 'none',
  minWidth: '44px',
  minHeight: '44px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
})
