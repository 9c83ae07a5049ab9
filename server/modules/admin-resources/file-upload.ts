import { randomUUID } from 'node:crypto'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { VALIDATION_CODES } from '@contract/errors'
import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { HttpError } from '../../lib/errors'
import { readBodyLimited } from '../../lib/uploads/image-upload'

/**
 * Resource files uploaded from the admin form (decision 040): at most 25 MB; the type is
 * read from the bytes (PDF, Office Open XML word/excel, PNG, JPEG, UTF-8 text as CSV or
 * TXT), never from the declared type. Public files go under /uploads/resources, member and
 * admin ones under DATA_DIR/private/resources, reached only through signed links.
 */
export const RESOURCE_FILE_MAX_BYTES = 25 * 1024 * 1024
const OVERHEAD = 64 * 1024
export const RESOURCE_UPLOAD_MESSAGES = {
  tooLarge: 'File size exceeds 25MB',
  badType: 'Invalid file type. Allowed: PDF, DOCX, XLSX, CSV, TXT, PNG, JPG',
} as const

type FileKind = 'pdf' | 'docx' | 'xlsx' | 'csv' | 'txt' | 'png' | 'jpg'

const starts = (bytes: Uint8Array, sig: readonly number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b)
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')

export function sniffResourceFile(bytes: Uint8Array, name: string): FileKind | undefined {
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // The entry names of a zip are stored uncompressed: an Office file names its main part.
    const text = latin1(bytes)
    if (!text.includes('[Content_Types].xml')) return undefined
    if (text.includes('word/document.xml')) return 'docx'
    if (text.includes('xl/workbook.xml')) return 'xlsx'
    return undefined
  }
  if (bytes.length === 0 || bytes.includes(0)) return undefined
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
  return /\.csv$/i.test(name) ? 'csv' : 'txt'
}

export async function acceptResourceFile(c: Context<AppEnv>): Promise<{ url: string; file_type: FileKind; file_size: number }> {
  const contentType = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(contentType)) throw new HttpError(415, 'Expected a multipart/form-data upload', 'multipartRequired')
  const body = await readBodyLimited(c.req.raw, RESOURCE_FILE_MAX_BYTES + OVERHEAD).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 413 ? new HttpError(413, RESOURCE_UPLOAD_MESSAGES.tooLarge, 'fileTooLarge') : error
  })
  let form: FormData
  try {
    form = await new Request('http://upload.local/', { method: 'POST', headers: { 'content-type': contentType }, body }).formData()
  } catch {
    throw new HttpError(400, [{ msg: VALIDATION_CODES.invalid, loc: ['body'] }], 'unreadableBody')
  }
  const file = form.get('file')
  if (!(file instanceof File)) throw new HttpError(422, [{ msg: VALIDATION_CODES.required, loc: ['body', 'file'] }], 'validationFailed')
  if (file.size > RESOURCE_FILE_MAX_BYTES) throw new HttpError(413, RESOURCE_UPLOAD_MESSAGES.tooLarge, 'fileTooLarge')
  const visibility = form.get('visibility')
  if (visibility !== 'public' && visibility !== 'member' && visibility !== 'admin') throw new HttpError(422, [{ msg: VALIDATION_CODES.oneOf, loc: ['body', 'visibility'] }], 'validationFailed')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffResourceFile(bytes, file.name)
  if (!kind) throw new HttpError(415, RESOURCE_UPLOAD_MESSAGES.badType, 'fileTypeNotAllowed')
  const root = visibility === 'public' ? 'uploads' : 'private'
  const dir = join(c.get('deps').config.dataDir, root, 'resources')
  await mkdir(dir, { recursive: true })
  const name = `${randomUUID()}.${kind}`
  await writeFile(join(dir, name), bytes)
  return { url: `/${root}/resources/${name}`, file_type: kind, file_size: bytes.byteLength }
}

/** The size of a stored /uploads or /private file, or null (typed links, missing files). */
export async function storedFileSize(dataDir: string, path: string): Promise<number | null> {
  if (!/^\/(uploads|private)\//.test(path)) return null
  const base = resolve(dataDir)
  const full = resolve(join(base, path))
  if (!full.startsWith(base + sep)) return null
  try {
    return (await stat(full)).size
  } catch {
    return null
  }
}
