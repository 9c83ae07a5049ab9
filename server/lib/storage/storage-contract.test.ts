import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalS3, type LocalS3 } from '../../test-support/s3-server'
import { createLocalStorage } from './local'
import { createS3Storage } from './s3'
import { StorageUnavailableError, STORAGE_UNAVAILABLE_CODE, type FileStorage } from './storage'

const bytes = (text: string) => new TextEncoder().encode(text)
const text = (data: Uint8Array | undefined) =>
  data === undefined ? undefined : new TextDecoder().decode(data)
const readAll = async (stream: ReadableStream<Uint8Array>) =>
  text(new Uint8Array(await new Response(stream).arrayBuffer()))

/** What every FileStorage must do, run over the local folder and over a real S3-compatible bucket. */
function storageContract(name: string, open: () => FileStorage) {
  describe(`${name} storage`, () => {
    it('puts and gets the same bytes; a second put replaces the first', async () => {
      const storage = open()
      await storage.put('uploads/avatars/a.webp', bytes('first'))
      expect(text(await storage.get('uploads/avatars/a.webp'))).toBe('first')
      await storage.put('uploads/avatars/a.webp', bytes('second, longer'))
      expect(text(await storage.get('uploads/avatars/a.webp'))).toBe('second, longer')
    })

    it('streams a file with its size and an ETag that changes with the bytes', async () => {
      const storage = open()
      await storage.put('private/resources/r.txt', bytes('streamed bytes'))
      const first = await storage.stream('private/resources/r.txt')
      expect(first?.size).toBe(14)
      expect(first?.etag).toMatch(/^W\/".+"$/)
      expect(await readAll(first!.body)).toBe('streamed bytes') // checked just above
      await storage.put('private/resources/r.txt', bytes('other bytes!!!'))
      const second = await storage.stream('private/resources/r.txt')
      expect(await readAll(second!.body)).toBe('other bytes!!!') // put just above
      expect(second?.etag).not.toBe(first?.etag)
    })

    it('sizes files, an empty one included', async () => {
      const storage = open()
      await storage.put('uploads/sizes/five.txt', bytes('12345'))
      await storage.put('uploads/sizes/empty.txt', new Uint8Array())
      expect(await storage.size('uploads/sizes/five.txt')).toBe(5)
      expect(await storage.size('uploads/sizes/empty.txt')).toBe(0)
      expect(text(await storage.get('uploads/sizes/empty.txt'))).toBe('')
    })

    it('deletes; deleting twice or a file never stored is no error', async () => {
      const storage = open()
      await storage.put('uploads/gone/x.txt', bytes('x'))
      await storage.delete('uploads/gone/x.txt')
      await storage.delete('uploads/gone/x.txt')
      await storage.delete('uploads/never/stored.txt')
      expect(await storage.get('uploads/gone/x.txt')).toBeUndefined()
    })

    it('a missing key reads, sizes and streams as undefined', async () => {
      const storage = open()
      expect(await storage.get('uploads/missing/none.webp')).toBeUndefined()
      expect(await storage.size('uploads/missing/none.webp')).toBeUndefined()
      expect(await storage.stream('uploads/missing/none.webp')).toBeUndefined()
    })

    it('refuses what is not a storage key before touching the store', async () => {
      const storage = open()
      await expect(storage.put('../outside.txt', bytes('x'))).rejects.toThrow(/Not a storage key/)
      await expect(storage.get('uploads/../../etc/passwd')).rejects.toThrow(/Not a storage key/)
    })
  })
}

let root: string
let s3: LocalS3
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-storage-contract-'))
  s3 = await startLocalS3()
})
afterAll(async () => {
  rmSync(root, { recursive: true, force: true })
  await s3.close()
})

storageContract('local', () => createLocalStorage(root))
storageContract('S3', () => createS3Storage(s3.settings))

describe('an unreachable bucket', () => {
  it('fails every operation with the 503 storageUnavailable and one line naming the key', async () => {
    // A port nothing listens on: the store cannot be reached at all.
    const dead = createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' })
    for (const attempt of [
      () => dead.put('uploads/a/b.txt', bytes('x')),
      () => dead.get('uploads/a/b.txt'),
      () => dead.stream('uploads/a/b.txt'),
      () => dead.size('uploads/a/b.txt'),
    ]) {
      const error = await attempt().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(StorageUnavailableError)
      expect(error).toMatchObject({ status: 503, code: STORAGE_UNAVAILABLE_CODE })
      // What the code under test throws is an Error.
      expect((error as Error).message).toMatch(
        /^storage unavailable: (write|read) uploads\/a\/b\.txt failed \(ECONNREFUSED\)$/,
      )
    }
  })

  it('a bucket that does not exist is a fault, not a missing file', async () => {
    const wrong = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' })
    await expect(wrong.get('uploads/a/b.txt')).rejects.toBeInstanceOf(StorageUnavailableError)
    await expect(wrong.put('uploads/a/b.txt', bytes('x'))).rejects.toBeInstanceOf(StorageUnavailableError)
  })
})
