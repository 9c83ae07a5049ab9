import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/primitives/theme.css'

export const category = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlockEnd: vars.space.sm,
  marginInline: 0,
})

export const legend = style({ fontWeight: 600, paddingInline: vars.space.xs })

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  marginBlock: `0 ${vars.space.sm}`,
})

export const channels = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
})

export const channel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'default', color: vars.color.textMuted } },
})

export const checkbox = style({ width: '1.25rem', height: '1.25rem', margin: 0 })
