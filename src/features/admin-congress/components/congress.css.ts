import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

/** The event's back-office pages: Programme, Attendees, Certificates. */
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlock: vars.space.sm,
  padding: 0,
  listStyle: 'none',
})
export const tab = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
})
/** The certificates page's sections, apart from each other. */
export const section = style({ marginBlockStart: vars.space.lg })
export const subtitle = style({ margin: 0, color: vars.color.textMuted })

/** Table / Grid switch: two toggle buttons. */
export const viewSwitch = style({ display: 'inline-flex', gap: vars.space.xs, marginBlockEnd: vars.space.md })
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
/** Inside a grid block the badges are smaller, so an hour's block still shows its buttons. */
export const blockBadge = style({ fontSize: '0.75rem', lineHeight: 1.4 })
export const warnings = style({
  background: vars.color.warningSoft,
  color: vars.color.warning,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
})
export const warningList = style({ margin: 0, paddingInlineStart: vars.space.lg })

/** One quarter hour of the grid, in pixels (the layout math works in slots). */
export const SLOT_PX = 28

/** The custom property holding a block's height (the TSX sets it from the session's length). */
export const BLOCK_SIZE = '--session-block-size'

/** The grid scrolls sideways inside its own box on a phone; the page never does. */
export const gridScroll = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
})
export const grid = style({ display: 'grid', minInlineSize: 'max-content' })
export const roomHeader = style({
  position: 'sticky',
  insetBlockStart: 0,
  background: vars.color.surfaceAlt,
  padding: vars.space.sm,
  fontWeight: 600,
  textAlign: 'center',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  borderInlineStart: `1px solid ${vars.color.border}`,
})
export const timeColumn = style({ position: 'relative' })
export const timeLabel = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  transform: 'translateY(-0.6em)',
})
export const roomColumn = style({
  position: 'relative',
  borderInlineStart: `1px solid ${vars.color.border}`,
  // A line every hour, a fainter one every quarter.
  backgroundImage: `repeating-linear-gradient(to bottom, ${vars.color.border} 0 1px, transparent 1px ${SLOT_PX * 4}px), repeating-linear-gradient(to bottom, ${vars.color.surfaceAlt} 0 1px, transparent 1px ${SLOT_PX}px)`,
})
export const block = style({
  position: 'absolute',
  boxSizing: 'border-box',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.primarySoft,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  overflow: 'hidden',
  fontSize: vars.font.sizeSm,
  lineHeight: 1.3,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  cursor: 'grab',
  // The pointer drags the block on touch screens too, instead of scrolling the grid.
  touchAction: 'none',
  userSelect: 'none',
  // As tall as the session lasts (set per block); a short block grows over its neighbours while
  // the keyboard is inside it, so its focused button is never hidden by the clipping.
  blockSize: `var(${BLOCK_SIZE})`,
  selectors: {
    '&:focus-within': {
      blockSize: 'auto',
      minBlockSize: `var(${BLOCK_SIZE})`,
      zIndex: 2,
      boxShadow: vars.shadow.raised,
    },
  },
})
export const blockClash = style({
  borderInlineStartColor: vars.color.warning,
  background: vars.color.warningSoft,
})
export const blockDragging = style({ opacity: 0.4 })
export const dropPreview = style({
  position: 'absolute',
  boxSizing: 'border-box',
  border: `2px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  pointerEvents: 'none',
})
export const blockTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' })
export const blockActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  marginBlockStart: 'auto',
})
export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  minBlockSize: '24px',
})

/** Speakers: one bordered group per speaker. */
export const speaker = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
})
export const fieldset = style({ border: 'none', padding: 0, margin: 0, marginBlockStart: vars.space.md })
export const photo = style({
  inlineSize: '4rem',
  blockSize: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.pill,
})

export const selectCell = style({ inlineSize: '2.5rem' })
