import { style } from '@vanilla-extract/css'

/** The picture adds no box of its own: the img inside keeps the layout its class gives it. */
export const picture = style({ display: 'contents' })
