import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../primitives/theme.css'

const base = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
})
export const box = styleVariants({
  neutral: [base],
  error: [base, { borderColor: vars.color.danger, background: vars.color.dangerSoft }],
})
export const title = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeLg })
export const description = style({ margin: 0, color: vars.color.textMuted })
