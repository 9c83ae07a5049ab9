import { imagePreload } from '@contract/responsive-image'

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
