import { ERROR_DETAILS } from '@contract/errors'
import { HttpError } from '../errors'

/** Addressed by plain `/`-separated keys (no `..`, no leading `/`), so a folder and a bucket share one interface. */
export interface FileStorage {
  /** The whole file or nothing. */
  put(key: string, data: Uint8Array): Promise<void>
  get(key: string): Promise<Uint8Array | undefined>
  size(key: string): Promise<number | undefined>
  /** A missing file is no error. */
  delete(key: string): Promise<void>
  /** Without holding the file in memory. */
  stream(key: string): Promise<StoredFile | undefined>
}

export interface StoredFile {
  body: ReadableStream<Uint8Array>
  size: number
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
