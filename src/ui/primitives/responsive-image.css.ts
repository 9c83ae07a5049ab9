import { globalStyle, style } from '@vanilla-extract/css'

/** The picture adds no box of its own: the img inside keeps the layout its class gives it. */
export const picture = style({ display: 'contents' })
/*
 * Nor do its sources: the browser's own sheet gives `source` no `display: none`, so inside a
 * flex or grid container with a gap (a card) each would be an empty item and add a gap,
 * pushing the picture 1rem below the card's top edge it is meant to cover.
 */
globalStyle(`${picture} > source`, { display: 'none' })
