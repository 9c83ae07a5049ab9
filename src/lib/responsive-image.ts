import { hasVariants, imagePreload, variantSrcSet } from '@contract/responsive-image'

export { hasVariants, variantSrcSet } from '@contract/responsive-image'

/**
 * Starts the download of the picture a page will show as its largest paint as soon as the
 * page knows which it is (when its list arrives), instead of when the card renders: a
 * `<link rel="preload" as="image">` with the same AVIF srcset and sizes as the card's
 * `<picture>`, so the browser picks the same copy and fetches it once. Browsers without
 * AVIF skip it (`type`) and the card's own request is unchanged. Once per picture (the
 * server may have announced it already in the page's headers; the browser then reuses that
 * download).
 */
export function preloadResponsiveImage(src: string, sizes: string, doc: Document = document): void {
  const { href, ...image } = imagePreload(src, sizes)
  const preloads = doc.head.querySelectorAll('link[rel="preload"][as="image"]')
  if ([...preloads].some((link) => link.getAttribute('href') === href)) return
  const link = doc.createElement('link')
  const attributes: Record<string, string> = { rel: 'preload', as: 'image', href, fetchpriority: 'high' }
  for (const [name, value] of Object.entries(image)) if (value !== undefined) attributes[name] = value
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  doc.head.append(link)
}

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
