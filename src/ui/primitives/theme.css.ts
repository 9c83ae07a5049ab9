import { createGlobalTheme, globalStyle } from '@vanilla-extract/css'

/** Design tokens: every colour, space and size comes from here. */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#0b4f6c',
    primaryHover: '#083b51',
    primarySoft: '#e6f1f5',
    accent: '#b7791f',
    accentSoft: '#fdf3e1',
    text: '#1a2b33',
    textMuted: '#4d5f67',
    surface: '#ffffff',
    surfaceAlt: '#f5f8fa',
    border: '#d5dee3',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#1e7a45',
    successSoft: '#e7f6ec',
    warning: '#8a5a00',
    warningSoft: '#fff6dd',
    focus: '#1d70b8',
    onPrimary: '#ffffff',
  },
  font: {
    body: '"IBM Plex Sans Arabic", "Plex Fallback", "Noto Sans Arabic", "Noto Sans", "Segoe UI", Tahoma, system-ui, sans-serif',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.75rem',
    sizeHero: 'clamp(1.75rem, 4vw + 1rem, 3rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgb(16 40 51 / 8%), 0 2px 8px rgb(16 40 51 / 6%)',
    raised: '0 8px 24px rgb(16 40 51 / 16%)',
  },
  layout: {
    maxWidth: '72rem',
    headerHeight: '64px',
  },
})

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', {
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surfaceAlt,
  lineHeight: 1.6,
  WebkitTextSizeAdjust: '100%',
})
globalStyle('body', { margin: 0, minHeight: '100dvh' })
globalStyle('a', { color: vars.color.primary })
globalStyle('img', { maxWidth: '100%', height: 'auto' })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
globalStyle('h1, h2, h3', { lineHeight: 1.25, marginBlock: `0 ${vars.space.md}` })
globalStyle('button, input, select, textarea', { font: 'inherit' })
/** Out of sight but read by screen readers (a label the layout has no room for). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
globalStyle('.visually-hidden', VISUALLY_HIDDEN)
/**
 * The box every bordered control shares (inputs, selects, chips, day tabs): a 44 px touch target
 * on the surface colour with a one-pixel border. Spread it first and override what differs
 * (radius, padding, width), so the touch-target height lives in one place.
 */
export const CONTROL_BOX = {
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
} as const
