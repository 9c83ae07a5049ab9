import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: '0.1rem',
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
})

export const badge = styleVariants({
  neutral: [base, { background: vars.color.surfaceAlt, color: vars.color.text, border: `1px solid ${vars.color.border}` }],
  primary: [base, { background: vars.color.primarySoft, color: vars.color.primary }],
  accent: [base, { background: vars.color.accentSoft, color: vars.color.warning }],
  success: [base, { background: vars.color.successSoft, color: vars.color.success }],
  warning: [base, { background: vars.color.warningSoft, color: vars.color.warning }],
  danger: [base, { background: vars.color.dangerSoft, color: vars.color.danger }],
})
export type BadgeTone = keyof typeof badge
