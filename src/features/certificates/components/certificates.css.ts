import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const page = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  width: '100%',
})

export const lead = style({ color: vars.color.textMuted, marginBlockEnd: vars.space.lg })

export const note = style({ margin: 0, marginBlockEnd: vars.space.md })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
})

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '1fr auto' } },
})

export const formHeading = style({ fontSize: vars.font.sizeLg, marginBlockEnd: vars.space.sm })

// The verdict panels and the code are shared with the CPD transcript's page (the facts: src/ui/items/FactList.tsx).
export {
  code,
  revoked,
  revokedMark,
  revokedVerdict,
  unknown,
  valid,
  validMark,
  validVerdict,
  verdict,
} from '@/ui/items/verification.css'
