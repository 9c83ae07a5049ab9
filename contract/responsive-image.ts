import { IMAGE_VARIANT_WIDTHS, type ImageVariantFormat } from './constants'

/** Public uploads sharp reads get `?w=&fm=` copies; anything else is shown as it is. */
export function hasVariants(src: string): boolean {
  return /^\/uploads\/[^?#]+\.(jpe?g|png|webp|gif)$/i.test(src)
}

export function variantSrcSet(src: string, format: ImageVariantFormat): string {
  return IMAGE_VARIANT_WIDTHS.map((width) => `${src}?w=${width}&fm=${format} ${width}w`).join(', ')
}

/**
 * How wide a card of the list grid shows its picture (the `sizes` attribute): the grid is one
 * column on a phone, columns of 18rem or more up to 72rem. Shared with the server, whose
 * preload of the /news shell must name the copy the card will pick.
 */
export const CARD_IMAGE_SIZES = '(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw'

/**
 * An event's uploaded picture is cropped to the link-preview shape (1.91:1), so its size is
 * known wherever its path is: link previews claim it, cards reserve it.
 */
export const EVENT_PICTURE_SIZE = { width: 1200, height: 630 } as const

/** The size of a picture whose upload fixed it (an event's), undefined for any other. */
export function knownPictureSize(src: string): { width: number; height: number } | undefined {
  return /^\/uploads\/events\/[^?#]+$/.test(src) ? EVENT_PICTURE_SIZE : undefined
}
