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
