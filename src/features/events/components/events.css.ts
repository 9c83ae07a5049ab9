import { style } from '@vanilla-extract/css'
import { vars } from '@/ui/theme.css'

/** The event's details: badges, facts and description one under the other. */
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
