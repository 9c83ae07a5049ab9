import { randomUUID } from 'node:crypto'
import { IMAGE_MAX_BYTES } from '@contract/constants'
import { VALIDATION_CODES } from '@contract/errors'
import type { Context } from 'hono'
import sharp, { type ResizeOptions } from 'sharp'
import type { AppEnv } from '../../app-env'
import { HttpError } from '../errors'
import type { FileStorage } from '../storage/storage'

/**
 * Typed by their bytes; 413 as soon as known too large; decoded with a pixel limit and re-encoded, which drops
 * EXIF/GPS and appended bytes.
 */
export const UPLOAD_MESSAGES = {
  tooLarge: 'File size exceeds 10MB',
  badType: 'Invalid file type. Allowed: JPG, PNG, GIF, WEBP',
  tooManyPixels: 'Image dimensions are too large',
  unreadable: 'The image could not be read',
  notMultipart: 'Expected a multipart/form-data upload',
} as const

const MULTIPART_OVERHEAD_BYTES = 64 * 1024
const MAX_INPUT_PIXELS = 50_000_000
const MAX_INPUT_SIDE = 12_000

export type SniffedType = 'jpeg' | 'png' | 'gif' | 'webp'

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0))

export function sniffImageType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  return undefined
}

const tooLarge = () => new HttpError(413, UPLOAD_MESSAGES.tooLarge, 'imageTooLarge')

export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) throw tooLarge()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(received)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

async function readUploadedFile<E extends AppEnv>(c: Context<E>, field: string): Promise<Uint8Array> {
  const contentType = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(contentType))
    throw new HttpError(415, UPLOAD_MESSAGES.notMultipart, 'multipartRequired')
  const body = await readBodyLimited(c.req.raw, IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
  let form: FormData
  try {
    form = await new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData()
  } catch {
    throw new HttpError(400, [{ msg: VALIDATION_CODES.invalid, loc: ['body'] }], 'unreadableBody')
  }
  const file = form.get(field)
  if (!(file instanceof Blob))
    throw new HttpError(422, [{ msg: VALIDATION_CODES.required, loc: ['body', field] }], 'validationFailed')
  if (file.size > IMAGE_MAX_BYTES) throw tooLarge()
  return new Uint8Array(await file.arrayBuffer())
}

/** `cover`: a square; `inside`: the ratio kept, never enlarged; `crop`: width × height around the centre. */
export type ImageOutput =
  { maxSide: number; fit: 'cover' | 'inside' } | { fit: 'crop'; width: number; height: number }

function resizeOf(output: ImageOutput): ResizeOptions {
  if (output.fit === 'crop') return { width: output.width, height: output.height, fit: 'cover' }
  return output.fit === 'cover'
    ? { width: output.maxSide, height: output.maxSide, fit: 'cover' }
    : { width: output.maxSide, height: output.maxSide, fit: 'inside', withoutEnlargement: true }
}

async function reencodeImage(bytes: Uint8Array, output: ImageOutput): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw new HttpError(415, UPLOAD_MESSAGES.badType, 'imageTypeNotAllowed')
  let width: number | undefined
  let height: number | undefined
  try {
    // The header alone, so that a bomb is named as such below.
    ;({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata())
  } catch {
    throw new HttpError(
      422,
      [{ msg: UPLOAD_MESSAGES.unreadable, loc: ['body', 'image'] }],
      'validationFailed',
    )
  }
  if (!width || !height)
    throw new HttpError(
      422,
      [{ msg: UPLOAD_MESSAGES.unreadable, loc: ['body', 'image'] }],
      'validationFailed',
    )
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || width * height > MAX_INPUT_PIXELS) {
    throw new HttpError(
      422,
      [{ msg: UPLOAD_MESSAGES.tooManyPixels, loc: ['body', 'image'] }],
      'validationFailed',
    )
  }
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
  try {
    return await image
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .resize(resizeOf(output))
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new HttpError(
      422,
      [{ msg: UPLOAD_MESSAGES.unreadable, loc: ['body', 'image'] }],
      'validationFailed',
    )
  }
}

/** The caller names the file, so a name can say whose it is. */
async function storeUpload(storage: FileStorage, key: string, data: Uint8Array): Promise<string> {
  await storage.put(key, data)
  return `/${key}`
}

/** A fresh, unguessable storage key below `uploads/<folder>/`, optionally starting with `prefix`. */
export const newUploadKey = (folder: string, extension: string, prefix = '') =>
  `uploads/${folder}/${prefix}${randomUUID()}.${extension}`

/** The whole flow for one route: read the field, check, re-encode, store under `key`; answers the URL. */
export async function acceptImageUpload<E extends AppEnv>(
  c: Context<E>,
  options: { field: string; key: string; output: ImageOutput },
): Promise<string> {
  const bytes = await readUploadedFile(c, options.field)
  const encoded = await reencodeImage(bytes, options.output)
  return storeUpload(c.get('deps').storage, options.key, encoded)
}
