import * as css from './responsive-image.css'
import { hasVariants, variantSrcSet } from '@contract/responsive-image'

interface Props {
  src: string
  alt: string
  /** The intrinsic size the layout reserves (the aspect ratio; CSS sets the shown size). */
  width: number
  height: number
  /** How wide the image shows, for the browser's choice among the copies (the `sizes` attribute). */
  sizes: string
  className?: string
  /** The page's largest paint (the first card's picture): fetched at once, at high priority. */
  priority?: boolean
}

/**
 * A picture of an upload in AVIF or WebP at the width the layout needs (the server's copies),
 * the original as the fallback; width and height reserve its room before it loads. Lazy
 * unless it is the page's largest paint.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, className, priority = false }: Props) {
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sizes={hasVariants(src) ? sizes : undefined}
    />
  )
  if (!hasVariants(src)) return img
  return (
    <picture className={css.picture}>
      <source type="image/avif" srcSet={variantSrcSet(src, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(src, 'webp')} sizes={sizes} />
      {img}
    </picture>
  )
}

/** A card of the list grid (card.css.ts `grid`); in the contract because the server preloads the /news shell's first picture with it. */
export { CARD_IMAGE_SIZES } from '@contract/responsive-image'
/** A picture across a dialog or an article's text column. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 46rem, 100vw'

/**
 * Requests a card's picture in the copy the card will show (the same `<picture>` sources and
 * sizes as ResponsiveImage, detached from the page), so a background warm-up fills the
 * service worker's image cache with what the list shows offline instead of the full-size
 * original. Returns the element (its download runs whether or not it is kept).
 */
export function warmCardPicture(src: string, sizes: string, doc: Document = document): HTMLImageElement {
  const img = doc.createElement('img')
  img.decoding = 'async'
  if (!hasVariants(src)) {
    img.src = src
    return img
  }
  const picture = doc.createElement('picture')
  for (const format of ['avif', 'webp'] as const) {
    const source = doc.createElement('source')
    source.type = `image/${format}`
    source.srcset = variantSrcSet(src, format)
    source.sizes = sizes
    picture.append(source)
  }
  img.sizes = sizes
  picture.append(img)
  // The src goes last: the browser chooses among the sources when it is set.
  img.src = src
  return img
}
