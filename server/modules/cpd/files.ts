import { randomUUID } from 'node:crypto'
import { CPD_FILE_MAX_BYTES, type CpdFile, type CpdFileType } from '@contract/cpd'
import { VALIDATION_CODES } from '@contract/errors'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-env'
import type { SignedInEnv } from '../../lib/access'
import { HttpError } from '../../lib/errors'
import { readBodyLimited, sniffImageType } from '../../lib/uploads/image-upload'
import { countUpload } from '../../lib/uploads/upload-limit'
import type { Limit } from '../../lib/rate-limit'
import * as repository from './repository'

/**
 * CPD certificate files: PDF or image types read from the bytes, at most 10 MB, under a private key named for
 * the member, which /uploads never serves; only the owner's activity file route hands one back.
 */
const OVERHEAD = 64 * 1024
export const CPD_FILE_UPLOADS: Limit = { max: 60, windowSeconds: 10 * 60 }

const EXTENSIONS: Record<CpdFileType, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png', webp: 'webp' }
export const CONTENT_TYPES: Record<CpdFileType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

const tooLarge = () => new HttpError(413, 'File size exceeds 10MB', 'cpdFileTooLarge')

function sniff(bytes: Uint8Array): CpdFileType | undefined {
  if (bytes.length >= 5 && [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => bytes[i] === b)) return 'pdf'
  const image = sniffImageType(bytes)
  return image === 'gif' ? undefined : image
}

export function cleanFileName(name: string, type: CpdFileType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-120)
  return base || `certificate.${EXTENSIONS[type]}`
}

/** Reads, checks and stores the `file` field of a multipart upload; answers what the activity write names. */
export async function acceptCpdFile(c: Context<SignedInEnv>): Promise<CpdFile> {
  const contentType = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(contentType))
    throw new HttpError(415, 'Expected a multipart/form-data upload', 'multipartRequired')
  const deps = c.get('deps')
  const userId = c.get('viewer').id
  await countUpload(deps, 'cpd-file', userId, CPD_FILE_UPLOADS)
  const body = await readBodyLimited(c.req.raw, CPD_FILE_MAX_BYTES + OVERHEAD).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 413 ? tooLarge() : error
  })
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
  if (file.size > CPD_FILE_MAX_BYTES) throw tooLarge()
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniff(bytes)
  if (!type)
    throw new HttpError(415, 'Invalid file type. Allowed: PDF, JPG, PNG, WEBP', 'cpdFileTypeNotAllowed')
  const id = randomUUID()
  const key = `private/cpd/m${userId}-${id}.${EXTENSIONS[type]}`
  await deps.storage.put(key, bytes)
  const row = {
    id,
    user_id: userId,
    storage_key: key,
    name: cleanFileName(file.name, type),
    type,
    size: bytes.byteLength,
    created_at: deps.now().toISOString(),
  }
  await repository.insertFile(deps.db, row)
  return { id, name: row.name, size: row.size, type }
}

/** Removes a stored file and its row. A failed delete of the bytes is logged and leaves only litter: the record is already right. */
export async function deleteCpdFile(deps: AppDeps, file: { id: string; storage_key: string }): Promise<void> {
  await repository.deleteFile(deps.db, file.id)
  try {
    await deps.storage.delete(file.storage_key)
  } catch (error) {
    console.error(
      `[cpd] could not delete ${file.storage_key}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
