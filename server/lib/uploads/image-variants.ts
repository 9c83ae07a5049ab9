import { isOneOf } from '@contract/narrow'
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, type ImageVariantFormat } from '@contract/constants'
import sharp from 'sharp'
import type { FileStorage, StoredFile } from '../storage/storage'

export interface ImageVariant {
  width: (typeof IMAGE_VARIANT_WIDTHS)[number]
  format: ImageVariantFormat
}

const RESIZABLE = /\.(jpe?g|png|webp|gif)$/i
/** The same decoding limit as uploads: a stored file is never trusted to be small. */
const MAX_INPUT_PIXELS = 50_000_000

const isWidth = (value: number): value is ImageVariant['width'] => isOneOf(IMAGE_VARIANT_WIDTHS, value)
const isFormat = (value: string): value is ImageVariantFormat => isOneOf(IMAGE_VARIANT_FORMATS, value)

/** Any other width or format is `invalid`, so no one can make the server encode and store without end. */
export function parseImageVariant(
  key: string,
  width: string | undefined,
  format: string | undefined,
): ImageVariant | 'invalid' | undefined {
  if (width === undefined && format === undefined) return undefined
  const w = Number(width)
  if (
    !RESIZABLE.test(key) ||
    !/^\d+$/.test(width ?? '') ||
    !isWidth(w) ||
    format === undefined ||
    !isFormat(format)
  )
    return 'invalid'
  return { width: w, format }
}

/** Outside /uploads and /private, so no URL reaches a variant except through its original. */
export function variantKey(key: string, { width, format }: ImageVariant): string {
  return `image-variants/${key}/${width}.${format}`
}

/** Re-encodes an image at a width (never enlarged), EXIF orientation applied; AVIF at a fast effort (made on a request). */
export async function encodeVariant(
  original: Uint8Array,
  { width, format }: ImageVariant,
): Promise<Uint8Array> {
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
  const encoded = format === 'avif' ? image.avif({ quality: 50, effort: 2 }) : image.webp({ quality: 75 })
  return new Uint8Array(await encoded.toBuffer())
}

const inFlight = new Map<string, Promise<boolean>>()

/**
 * The stored variant of `key`, made and kept on its first request (one encoding at a time per
 * variant: concurrent first requests wait for the same one). Undefined when the original is
 * missing or cannot be decoded (the caller then answers as for the original).
 */
export async function imageVariant(
  storage: FileStorage,
  key: string,
  variant: ImageVariant,
): Promise<StoredFile | undefined> {
  const stored = variantKey(key, variant)
  const existing = await storage.stream(stored)
  if (existing) return existing
  let making = inFlight.get(stored)
  if (!making) {
    making = (async () => {
      const original = await storage.get(key)
      if (!original) return false
      let bytes: Uint8Array
      try {
        bytes = await encodeVariant(original, variant)
      } catch {
        return false
      }
      await storage.put(stored, bytes)
      return true
    })().finally(() => inFlight.delete(stored))
    inFlight.set(stored, making)
  }
  return (await making) ? storage.stream(stored) : undefined
}
