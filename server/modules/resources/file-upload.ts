import { randomUUID } from 'node:crypto'
import { VALIDATION_CODES } from '@contract/errors'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../../app-env'
import { HttpError } from '../../lib/errors'
import { storageKeyOfPath, type FileStorage } from '../../lib/storage/storage'
import { readBodyLimited } from '../../lib/uploads/image-upload'
import { ADMIN_FILE_UPLOADS, countUpload } from '../../lib/uploads/upload-limit'

/**
 * At most 25 MB, the type read from the bytes, never the declared type; public files go under
 * /uploads/resources, the others under private keys reached only through signed links.
 */
const RESOURCE_FILE_MAX_BYTES = 25 * 1024 * 1024
const OVERHEAD = 64 * 1024
const RESOURCE_UPLOAD_MESSAGES = {
  tooLarge: 'File size exceeds 25MB',
  badType: 'Invalid file type. Allowed: PDF, DOCX, XLSX, CSV, TXT, PNG, JPG',
} as const

export const RESOURCE_FILE_KINDS = ['pdf', 'docx', 'xlsx', 'csv', 'txt', 'png', 'jpg'] as const
type FileKind = (typeof RESOURCE_FILE_KINDS)[number]

const starts = (bytes: Uint8Array, sig: readonly number[]) =>
  bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b)
const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')

function sniffResourceFile(bytes: Uint8Array, name: string): FileKind | undefined {
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

export async function acceptResourceFile<E extends AppEnv>(
  c: Context<E>,
): Promise<{ url: string; file_type: FileKind; file_size: number }> {
  const contentType = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(contentType))
    throw new HttpError(415, 'Expected a multipart/form-data upload', 'multipartRequired')
  const deps = c.get('deps')
  // requireRole() has answered 401/403 already when there is no viewer.
  await countUpload(deps, 'admin-file', c.get('viewer')!.id, ADMIN_FILE_UPLOADS)
  const body = await readBodyLimited(c.req.raw, RESOURCE_FILE_MAX_BYTES + OVERHEAD).catch(
    (error: unknown) => {
      throw error instanceof HttpError && error.status === 413
        ? new HttpError(413, RESOURCE_UPLOAD_MESSAGES.tooLarge, 'fileTooLarge')
        : error
    },
  )
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
  const file = form.get('file')
  if (!(file instanceof File))
    throw new HttpError(422, [{ msg: VALIDATION_CODES.required, loc: ['body', 'file'] }], 'validationFailed')
  if (file.size > RESOURCE_FILE_MAX_BYTES)
    throw new HttpError(413, RESOURCE_UPLOAD_MESSAGES.tooLarge, 'fileTooLarge')
  const visibility = form.get('visibility')
  if (visibility !== 'public' && visibility !== 'member' && visibility !== 'admin')
    throw new HttpError(
      422,
      [{ msg: VALIDATION_CODES.oneOf, loc: ['body', 'visibility'] }],
      'validationFailed',
    )
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffResourceFile(bytes, file.name)
  if (!kind) throw new HttpError(415, RESOURCE_UPLOAD_MESSAGES.badType, 'fileTypeNotAllowed')
  const key = `${rootFor(visibility)}/${RESOURCE_FOLDER}/${randomUUID()}.${kind}`
  await deps.storage.put(key, bytes)
  return { url: `/${key}`, file_type: kind, file_size: bytes.byteLength }
}

const RESOURCE_FOLDER = 'resources'
/** Public files are served as they are from /uploads; member and admin ones sit in /private. */
const rootFor = (visibility: string) => (visibility === 'public' ? 'uploads' : 'private')

const RESOURCE_FILE_NOT_STORED_CODE = 'resourceFileNotStored'

/**
 * A resource's file is a typed link (http/https) or a file the upload above stored for
 * resources: its folder, a name of the kinds it writes, the root that matches the
 * resource's visibility (a member resource never points into the public folder, nor a
 * public one into the private folder), and present in storage. Other stored files — an
 * avatar, a post image, the mail outbox — can never become a resource's download.
 */
export async function checkResourceFile(deps: AppDeps, filePath: string, visibility: string): Promise<void> {
  if (/^https?:\/\//i.test(filePath)) return
  const match = /^\/(uploads|private)\/resources\/([A-Za-z0-9_-]+)\.(pdf|docx|xlsx|csv|txt|png|jpg)$/.exec(
    filePath,
  )
  const key = filePath.slice(1)
  if (!match || match[1] !== rootFor(visibility) || (await deps.storage.size(key)) === undefined) {
    throw new HttpError(
      422,
      [{ msg: VALIDATION_CODES.invalid, loc: ['body', 'file_path'] }],
      RESOURCE_FILE_NOT_STORED_CODE,
    )
  }
}

/** The size of a stored /uploads or /private file, or null (typed links, missing files). */
export async function storedFileSize(storage: FileStorage, path: string): Promise<number | null> {
  const key = storageKeyOfPath(path)
  return key === undefined ? null : ((await storage.size(key)) ?? null)
}
