import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import * as fs from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import { assertStorageKey, isStorageFault, StorageUnavailableError, type FileStorage } from './storage'

/** A test replaces `writeFile` to inject a full disk. */
export interface LocalStorageIo {
  writeFile: (path: string, data: Uint8Array) => Promise<void>
  mkdir: (path: string) => Promise<unknown>
  rename: (from: string, to: string) => Promise<void>
  unlink: (path: string) => Promise<void>
  readFile: (path: string) => Promise<Uint8Array>
  stat: (path: string) => Promise<{ size: number; mtimeMs: number; isFile: () => boolean }>
}

export const nodeIo: LocalStorageIo = {
  writeFile: (path, data) => fs.writeFile(path, data),
  mkdir: (path) => fs.mkdir(path, { recursive: true }),
  rename: (from, to) => fs.rename(from, to),
  unlink: (path) => fs.unlink(path),
  readFile: (path) => fs.readFile(path),
  stat: (path) => fs.stat(path),
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT'

/** Written to a temporary name and renamed into place: no reader sees half a file, no failure leaves one. */
export function createLocalStorage(root: string, io: Partial<LocalStorageIo> = {}): FileStorage {
  const base = resolve(root)
  const ops: LocalStorageIo = { ...nodeIo, ...io }
  const pathOf = (key: string) => {
    assertStorageKey(key)
    const full = resolve(join(base, key))
    // assertStorageKey already refuses `..`; this is the second lock on the same door.
    if (!full.startsWith(base + sep)) throw new Error('Storage key leaves the storage root')
    return full
  }
  const fault = (operation: string, key: string, error: unknown): never => {
    if (isStorageFault(error)) throw new StorageUnavailableError(operation, key, error.code ?? 'unknown')
    throw error
  }

  return {
    async put(key, data) {
      const full = pathOf(key)
      const temporary = join(dirname(full), `.${randomBytes(6).toString('hex')}.partial`)
      try {
        await ops.mkdir(dirname(full))
        await ops.writeFile(temporary, data)
        await ops.rename(temporary, full)
      } catch (error) {
        await ops.unlink(temporary).catch(() => undefined)
        fault('write', key, error)
      }
    },
    async get(key) {
      try {
        return await ops.readFile(pathOf(key))
      } catch (error) {
        if (isMissing(error)) return undefined
        return fault('read', key, error)
      }
    },
    async size(key) {
      try {
        const stat = await ops.stat(pathOf(key))
        return stat.isFile() ? stat.size : undefined
      } catch (error) {
        if (isMissing(error)) return undefined
        return fault('read', key, error)
      }
    },
    async stream(key) {
      const full = pathOf(key)
      try {
        const stat = await ops.stat(full)
        if (!stat.isFile()) return undefined
        // Node's stream type is the web ReadableStream of the DOM lib at run time; only the declarations differ.
        const body = Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>
        return { body, size: stat.size, etag: `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"` }
      } catch (error) {
        if (isMissing(error)) return undefined
        return fault('read', key, error)
      }
    },
    async delete(key) {
      try {
        await ops.unlink(pathOf(key))
      } catch (error) {
        if (isMissing(error)) return
        fault('delete', key, error)
      }
    },
  }
}
