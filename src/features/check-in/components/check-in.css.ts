import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 })

export const statusBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
  margin: 0,
})
export const statusItem = style({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline' })
export const statusTerm = style({ fontWeight: 600, color: vars.color.textMuted })
export const statusValue = style({ margin: 0 })
export const connection = styleVariants({
  online: { color: vars.color.success, fontWeight: 700 },
  offline: { color: vars.color.warning, fontWeight: 700 },
})

const resultBase = style({
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minHeight: '8rem',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  borderInlineStartWidth: '12px',
  borderInlineStartStyle: 'solid',
})
/** Colour is a second signal: the words (and the sign before them) say the same. */
export const result = styleVariants({
  admitted: [
    resultBase,
    { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.success },
  ],
  repeat: [
    resultBase,
    { background: vars.color.warningSoft, borderColor: vars.color.warning, color: vars.color.warning },
  ],
  refused: [
    resultBase,
    { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.danger },
  ],
  idle: [
    resultBase,
    { background: vars.color.surface, borderColor: vars.color.border, color: vars.color.textMuted },
  ],
})
export const resultTitle = style({ fontSize: vars.font.sizeXl, fontWeight: 700, margin: 0, lineHeight: 1.3 })
export const resultName = style({
  fontSize: vars.font.sizeLg,
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})
export const resultNote = style({ margin: 0, color: vars.color.text })

export const camera = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const video = style({
  width: '100%',
  maxHeight: '50vh',
  borderRadius: vars.radius.md,
  background: '#000',
  objectFit: 'cover',
})
export const cameraProblem = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
})

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const panelTitle = style({ fontSize: vars.font.sizeLg, margin: 0 })
export const codeInput = style({
  fontFamily: 'monospace',
  fontSize: vars.font.sizeSm,
  minHeight: '4.5rem',
  direction: 'ltr',
})
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
export const listItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})
export const name = style({ overflowWrap: 'anywhere', minWidth: 0 })
export const eventLink = style({ fontWeight: 600, fontSize: vars.font.sizeLg })
