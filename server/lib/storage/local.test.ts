import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMailer } from '../mail/mailer'
import { createLocalStorage, nodeIo } from './local'
import { isStorageKey, STORAGE_UNAVAILABLE_CODE, StorageUnavailableError, storageKeyOfPath } from './storage'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-storage-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const bytes = (text: string) => new TextEncoder().encode(text)
const systemError = (code: string) =>
  Object.assign(new Error(`${code}: simulated, write '/data/uploads/x'`), { code })
/** Everything below the root, dot files (temporary names) included. */
const allFiles = (dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [entry.name],
  )

describe('storage keys', () => {
  it('are plain segments below a folder: no climbing, no absolute paths, no hidden names', () => {
    expect(isStorageKey('uploads/avatars/m1-abc.webp')).toBe(true)
    for (const bad of [
      '../etc/passwd',
      'uploads/../../etc/passwd',
      '/uploads/a.webp',
      'uploads//a',
      'uploads/.hidden',
      'a.webp',
      'uploads/a b',
      'uploads/a\u0000b',
    ]) {
      expect(isStorageKey(bad), bad).toBe(false)
    }
    expect(storageKeyOfPath('/uploads/avatars/a.webp')).toBe('uploads/avatars/a.webp')
    expect(storageKeyOfPath('/uploads/%2e%2e/x')).toBeUndefined()
    expect(storageKeyOfPath('https://evil/x')).toBeUndefined()
  })
})

describe('local storage', () => {
  it('puts, reads, sizes and deletes by key; a missing file reads as undefined', async () => {
    const storage = createLocalStorage(root)
    await storage.put('uploads/avatars/a.webp', bytes('hello'))
    expect(readFileSync(join(root, 'uploads/avatars/a.webp'), 'utf8')).toBe('hello')
    expect(new TextDecoder().decode(await storage.get('uploads/avatars/a.webp'))).toBe('hello')
    expect(await storage.size('uploads/avatars/a.webp')).toBe(5)
    await storage.delete('uploads/avatars/a.webp')
    await storage.delete('uploads/avatars/a.webp')
    expect(await storage.get('uploads/avatars/a.webp')).toBeUndefined()
    expect(await storage.size('uploads/avatars/a.webp')).toBeUndefined()
    await expect(storage.put('../outside.txt', bytes('x'))).rejects.toThrow(/Not a storage key/)
  })

  for (const code of ['ENOSPC', 'EROFS', 'EDQUOT', 'EACCES']) {
    it(`a write failing with ${code} becomes a 503 storageUnavailable and leaves nothing half-written`, async () => {
      const storage = createLocalStorage(root, {
        // Half the bytes reach the disk before it fills up.
        writeFile: async (path, data) => {
          writeFileSync(path, data.subarray(0, Math.floor(data.length / 2)))
          throw systemError(code)
        },
      })
      const error = await storage.put('uploads/avatars/b.webp', bytes('0123456789')).catch((e: unknown) => e)
      if (!(error instanceof StorageUnavailableError))
        throw new Error(`expected a StorageUnavailableError, got ${String(error)}`)
      const unavailable = error
      expect(unavailable).toMatchObject({ status: 503, code: STORAGE_UNAVAILABLE_CODE })
      expect(unavailable.detail).not.toMatch(/ENOSPC|EROFS|EDQUOT|EACCES|\/data/)
      expect(unavailable.message).toBe(`storage unavailable: write uploads/avatars/b.webp failed (${code})`)
      expect(allFiles()).toEqual([])
      // Space is back: the same storage folder works again.
      await createLocalStorage(root).put('uploads/avatars/b.webp', bytes('0123456789'))
      expect(allFiles()).toEqual(['b.webp'])
    })
  }

  it('a read-only folder refusing the rename leaves no temporary file', async () => {
    const storage = createLocalStorage(root, { rename: () => Promise.reject(systemError('EROFS')) })
    await expect(storage.put('outbox/m.eml', bytes('mail'))).rejects.toBeInstanceOf(StorageUnavailableError)
    expect(allFiles()).toEqual([])
  })

  it('other failures are passed on as they are (a bug is not a full disk)', async () => {
    const storage = createLocalStorage(root, { writeFile: () => Promise.reject(new TypeError('boom')) })
    await expect(storage.put('uploads/a/b.txt', bytes('x'))).rejects.toThrow(TypeError)
    expect(nodeIo.writeFile).toBeTypeOf('function')
  })
})

describe('the mail outbox on a full disk', () => {
  it('fails the send with one storage line and leaves no .eml behind', async () => {
    const full = createLocalStorage(root, { writeFile: () => Promise.reject(systemError('ENOSPC')) })
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Portal <no-reply@portal.test>', dataDir: root },
      full,
    )
    const error = await mailer
      .send({
        category: 'activation',
        language: 'en',
        to: 'a@example.org',
        subject: 'Hi',
        text: 'x',
        html: '<p>x</p>',
        messageId: '<1@portal.test>',
        headers: {},
      })
      .catch((e: unknown) => e)
    if (!(error instanceof StorageUnavailableError))
      throw new Error(`expected a StorageUnavailableError, got ${String(error)}`)
    expect(error.message).toMatch(/^storage unavailable: write outbox\/[^\s]+\.eml failed \(ENOSPC\)$/)
    expect(allFiles()).toEqual([])
  })
})
