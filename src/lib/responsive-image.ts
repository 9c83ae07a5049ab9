import { IMAGE_VARIANT_WIDTHS, type ImageVariantFormat } from '@contract/constants'

/**
 * Images the server can resize: public uploads in a format sharp reads (the server makes
 * `?w=&fm=` copies of them, server/lib/uploads/image-variants.ts). Anything else — another
 * site's picture, a local preview, an SVG — is shown as it is.
 */
export function hasVariants(src: string): boolean {
  return /^\/uploads\/[^?#]+\.(jpe?g|png|webp|gif)$/i.test(src)
}

/** The srcset of an upload's copies in one format: every width the server makes. */
export function variantSrcSet(src: string, format: ImageVariantFormat): string {
  return IMAGE_VARIANT_WIDTHS.map((width) => `${src}?w=${width}&fm=${format} ${width}w`).join(', ')
}

/**
 * Starts the download of the picture a page will show as its largest paint as soon as the
 * page knows which it is (when its list arrives), instead of when the card renders: a
 * `<link rel="preload" as="image">` with the same AVIF srcset and sizes as the card's
 * `<picture>`, so the browser picks the same copy and fetches it once. Browsers without
 * AVIF skip it (`type`) and the card's own request is unchanged. Once per picture.
 */
export function preloadResponsiveImage(src: string, sizes: string, doc: Document = document): void {
  const href = hasVariants(src) ? `${src}?w=${IMAGE_VARIANT_WIDTHS[0]}&fm=avif` : src
  const preloads = doc.head.querySelectorAll('link[rel="preload"][as="image"]')
  if ([...preloads].some((link) => link.getAttribute('href') === href)) return
  const link = doc.createElement('link')
  const attributes: Record<string, string> = { rel: 'preload', as: 'image', href, fetchpriority: 'high' }
  if (hasVariants(src)) Object.assign(attributes, { type: 'image/avif', imagesrcset: variantSrcSet(src, 'avif'), imagesizes: sizes })
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  doc.head.append(link)
}
