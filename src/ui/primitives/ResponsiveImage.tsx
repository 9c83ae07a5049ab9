import * as css from './responsive-image.css'
import { hasVariants, variantSrcSet } from '@contract/responsive-image'

interface Props {
  src: string
  alt: string
  width: number
  height: number
  sizes: string
  className?: string
  /** The page's largest paint: fetched at once, at high priority. */
  priority?: boolean
}

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

/** In the contract because the server preloads the /news shell's first picture with it. */
export { CARD_IMAGE_SIZES } from '@contract/responsive-image'
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 46rem, 100vw'

/** Requests a card's picture in the copy the card shows, so the worker's image cache keeps that copy. */
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
