import { globalStyle, style } from '@vanilla-extract/css'

export const picture = style({ display: 'contents' })
// Nor do its sources: in a flex or grid with a gap each would be an empty item.
globalStyle(`${picture} > source`, { display: 'none' })
