import { present } from '@contract/narrow'
import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { beforeEach, describe, expect, it } from 'vitest'
import { db, PortalDatabase } from './db'
import {
  attachmentKey,
  attachmentOf,
  clearOutbox,
  discard,
  enqueue,
  enqueueFolding,
  entriesOf,
  flushOutbox,
  resolveWith,
  type SendResult,
} from './outbox'

beforeEach(async () => {
  await db.outbox.clear()
})

describe('outbox', () => {
  it('keeps queued changes in IndexedDB, readable by a new connection (a reload)', async () => {
    await enqueue('profile', { bio: 'offline edit' })
    const reopened = new PortalDatabase()
    const stored = await reopened.outbox.toArray()
    reopened.close()
    expect(stored).toHaveLength(1)
    expect(JSON.parse(present(stored[0], 'the stored entry').payload)).toEqual({ bio: 'offline edit' })
    expect(stored[0]?.state).toBe('pending')
  })

  it('sends oldest first, each with its own idempotency key, and removes what was sent', async () => {
    const a = await enqueue('profile', { n: 1 })
    const b = await enqueue('profile', { n: 2 })
    const seen: string[] = []
    const summary = await flushOutbox({
      profile: async (entry) => {
        seen.push(entry.id)
        return { status: 'sent' }
      },
    })
    expect(seen).toEqual([a.id, b.id])
    expect(summary).toEqual({ sent: 2, sentKinds: ['profile'], conflicts: 0, remaining: 0 })
  })

  it('stops at a failure to keep the order, and counts the attempt', async () => {
    await enqueue('profile', { n: 1 })
    await enqueue('profile', { n: 2 })
    const summary = await flushOutbox({ profile: async () => ({ status: 'retry', error: 'offline' }) })
    expect(summary).toEqual({ sent: 0, sentKinds: [], conflicts: 0, remaining: 2 })
    const [first, second] = await entriesOf('profile')
    expect(first?.attempts).toBe(1)
    expect(first?.lastError).toBe('offline')
    expect(second?.attempts).toBe(0)
  })

  it('treats a thrown error as a retry, never losing the entry', async () => {
    await enqueue('profile', { n: 1 })
    await flushOutbox({
      profile: async () => {
        throw new Error('Failed to fetch')
      },
    })
    expect(await entriesOf('profile')).toHaveLength(1)
  })

  it('keeps a conflict for the member to resolve, then sends the resolution', async () => {
    const entry = await enqueue('profile', { city: 'Jeddah' })
    let answer: SendResult = { status: 'conflict', detail: 'city changed elsewhere' }
    const sender = async () => answer
    expect(await flushOutbox({ profile: sender })).toEqual({
      sent: 0,
      sentKinds: [],
      conflicts: 1,
      remaining: 1,
    })
    // A conflict is not retried on its own.
    expect(await flushOutbox({ profile: sender })).toEqual({
      sent: 0,
      sentKinds: [],
      conflicts: 0,
      remaining: 1,
    })
    await resolveWith(entry.id, { city: 'Riyadh' })
    answer = { status: 'sent' }
    expect(await flushOutbox({ profile: sender })).toEqual({
      sent: 1,
      sentKinds: ['profile'],
      conflicts: 0,
      remaining: 0,
    })
  })

  it('never sends one entry twice when flushes overlap', async () => {
    await enqueue('profile', { n: 1 })
    let calls = 0
    const sender = async (): Promise<SendResult> => {
      calls += 1
      await new Promise((r) => setTimeout(r, 20))
      return { status: 'sent' }
    }
    await Promise.all([flushOutbox({ profile: sender }), flushOutbox({ profile: sender })])
    expect(calls).toBe(1)
  })

  it('can discard an entry', async () => {
    const entry = await enqueue('profile', {})
    await discard(entry.id)
    expect(await entriesOf()).toEqual([])
  })
})

describe('schema upgrades', () => {
  it('keep queued edits when a later version adds stores (v1 -> the current schema)', async () => {
    const name = 'portal-upgrade-test'
    // The schema as version 1 shipped it: only kv and outbox.
    const v1 = new Dexie(name)
    v1.version(1).stores({ kv: 'key', outbox: 'id, kind, createdAt, state' })
    await v1.table('outbox').add({
      id: 'edit-1',
      kind: 'profile',
      payload: '{"bio":"x"}',
      createdAt: 1,
      attempts: 0,
      state: 'pending',
    })
    v1.close()

    const current = new PortalDatabase(name)
    await current.open()
    expect(current.verno).toBeGreaterThan(1)
    expect(await current.outbox.get('edit-1')).toMatchObject({ kind: 'profile', payload: '{"bio":"x"}' })
    // The stores the new version added are there and usable.
    await current.saved.put({
      key: 'u:event:1',
      userId: 'u',
      kind: 'event',
      itemId: '1',
      item: '{}',
      savedAt: 1,
    })
    expect(await current.saved.count()).toBe(1)
    current.close()
    await Dexie.delete(name)
  })
})

describe('outbox attachments (an avatar chosen offline)', () => {
  beforeEach(async () => {
    await db.files.clear()
  })

  it('keeps the blob with its entry across a reload and deletes it once the entry is sent', async () => {
    const entry = await enqueue('profile', { avatar: true }, [
      { name: 'avatar', blob: new Blob(['png-bytes'], { type: 'image/png' }), fileName: 'me.png' },
    ])
    const reopened = new PortalDatabase()
    const stored = await reopened.files.where('owner').equals(entry.id).toArray()
    reopened.close()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      key: attachmentKey(entry.id, 'avatar'),
      name: 'me.png',
      type: 'image/png',
      size: 9,
    })
    const file = await attachmentOf(entry.id, 'avatar')
    expect(file?.size).toBe(9)

    await flushOutbox({ profile: async () => ({ status: 'sent' }) })
    expect(await attachmentOf(entry.id, 'avatar')).toBeUndefined()
  })

  it('a retried entry keeps its file; a discarded one loses it; other files stay', async () => {
    await db.files.put({
      key: 'saved:1',
      owner: 'u1:resource:1',
      name: 'a.pdf',
      type: 'application/pdf',
      size: 1,
      blob: new Blob(['x']),
      storedAt: 1,
    })
    const entry = await enqueue('profile', {}, [
      { name: 'avatar', blob: new Blob(['x'], { type: 'image/png' }) },
    ])
    await flushOutbox({ profile: async () => ({ status: 'retry', error: 'offline' }) })
    expect(await attachmentOf(entry.id, 'avatar')).toBeDefined()
    await discard(entry.id)
    expect(await attachmentOf(entry.id, 'avatar')).toBeUndefined()
    expect(await db.files.get('saved:1')).toBeDefined()
  })

  it('logout clears queued entries with their files, and only those', async () => {
    await db.files.put({
      key: 'saved:1',
      owner: 'u1:resource:1',
      name: 'a.pdf',
      type: 'application/pdf',
      size: 1,
      blob: new Blob(['x']),
      storedAt: 1,
    })
    await enqueue('profile', {}, [{ name: 'avatar', blob: new Blob(['x'], { type: 'image/png' }) }])
    await clearOutbox()
    expect(await db.outbox.count()).toBe(0)
    expect((await db.files.toArray()).map((f) => f.key)).toEqual(['saved:1'])
  })

  describe('folding an edit into the one before it', () => {
    const fold = (earlier: { n: number[] }, later: { n: number[] }) =>
      later.n.length === 0 ? null : { n: [...earlier.n, ...later.n] }

    it('folds into the newest entry of its kind while it has never been tried, keeping its id', async () => {
      const first = await enqueueFolding('profile', { n: [1] }, fold)
      await enqueueFolding('profile', { n: [2] }, fold)
      const [only, ...more] = await entriesOf('profile')
      expect(more).toEqual([])
      expect(only?.id).toBe(first?.id)
      expect(JSON.parse(only?.payload ?? 'null')).toEqual({ n: [1, 2] })
    })

    it('queues behind an entry already tried (it may have reached the server under its key)', async () => {
      await enqueueFolding('profile', { n: [1] }, fold)
      await flushOutbox({ profile: async () => ({ status: 'retry', error: 'offline' }) })
      await enqueueFolding('profile', { n: [2] }, fold)
      expect((await entriesOf('profile')).map((e) => JSON.parse(e.payload))).toEqual([{ n: [1] }, { n: [2] }])
    })

    it('never folds into a conflict, nor into another kind', async () => {
      const conflicted = await enqueue('profile', { n: [1] })
      await db.outbox.update(conflicted.id, { state: 'conflict' })
      await enqueueFolding('profile', { n: [2] }, fold)
      await enqueueFolding('other', { n: [3] }, fold)
      expect(await entriesOf('profile')).toHaveLength(2)
      expect(await entriesOf('other')).toHaveLength(1)
    })

    it('drops the entry when the fold leaves nothing to send', async () => {
      await enqueueFolding('profile', { n: [1] }, fold)
      expect(await enqueueFolding('profile', { n: [] }, fold)).toBeUndefined()
      expect(await entriesOf('profile')).toEqual([])
    })

    it('replaces an attachment of the same name on the folded entry', async () => {
      const entry = await enqueueFolding('profile', { n: [1] }, fold, [
        { name: 'avatar', blob: new Blob(['old']) },
      ])
      await enqueueFolding('profile', { n: [2] }, fold, [{ name: 'avatar', blob: new Blob(['new!']) }])
      expect(entry).toBeDefined()
      expect((await attachmentOf(entry?.id ?? '', 'avatar'))?.size).toBe(4)
    })
  })
})
