import { ERROR_DETAILS } from '@contract/errors'
import { HttpError } from '../errors'

/**
 * Where the server keeps the files it writes (uploads, private resource files, the mail
 * outbox). Addressed by keys such as `uploads/avatars/m12-<uuid>.webp`, never by disk
 * paths, so that the local folder (`local.ts`) and an S3-compatible bucket (`s3.ts`)
 * stand behind the same interface. A key is a `/`-separated list of plain segments: no `..`, no leading `/`.
 */
export interface FileStorage {
  /** Stores the whole file or nothing: a failed write leaves no partial file behind. */
  put(key: string, data: Uint8Array): Promise<void>
  /** The stored bytes, or undefined when there is no such file. */
  get(key: string): Promise<Uint8Array | undefined>
  /** The stored size in bytes, or undefined when there is no such file. */
  size(key: string): Promise<number | undefined>
  /** Removes the file; a missing file is no error. */
  delete(key: string): Promise<void>
  /** The file as a stream with its size and a validator, or undefined when there is no such file (served without holding it in memory). */
  stream(key: string): Promise<StoredFile | undefined>
}

export interface StoredFile {
  body: ReadableStream<Uint8Array>
  size: number
  /** A weak ETag that changes whenever the stored bytes change. */
  etag: string
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/

export function isStorageKey(key: string): boolean {
  const segments = key.split('/')
  return (
    key.length <= 500 &&
    segments.length >= 2 &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
  )
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`)
}

/** The storage key behind a public `/uploads/...` or `/private/...` path, or undefined. */
export function storageKeyOfPath(path: string): string | undefined {
  if (!/^\/(uploads|private)\//.test(path)) return undefined
  const key = path.slice(1)
  return isStorageKey(key) ? key : undefined
}

/** Errors of a full, read-only, over-quota or no-longer-writable disk: they pass once fixed. */
const UNAVAILABLE_CODES = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EACCES', 'EPERM'])

export function isStorageFault(error: unknown): error is NodeJS.ErrnoException {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    UNAVAILABLE_CODES.has(error.code)
  )
}

export const STORAGE_UNAVAILABLE_CODE = 'storageUnavailable'
const STORAGE_UNAVAILABLE_DETAIL = ERROR_DETAILS.storageUnavailable

/**
 * A write refused by the storage itself. Clients get 503 with `detail` and code
 * `storageUnavailable` (it passes once space is back; nothing was stored). `message` is
 * the one line for the server log — the operation, the key and the system code, no stack.
 */
export class StorageUnavailableError extends HttpError {
  constructor(operation: string, key: string, reason: string) {
    super(503, STORAGE_UNAVAILABLE_DETAIL, STORAGE_UNAVAILABLE_CODE)
    this.name = 'StorageUnavailableError'
    this.message = `storage unavailable: ${operation} ${key} failed (${reason})`
  }
}
