import { present } from '@contract/narrow'
import 'fake-indexeddb/auto'
import type { PublicResource } from '@contract/resources'
import { liveQuery } from 'dexie'
import { beforeEach, describe, expect, it } from 'vitest'
import { db, PortalDatabase } from './db'
import { publicEvent, publicJob } from '../test-doubles'
import {
  clearSavedItems,
  isSaved,
  listSavedItems,
  removeAllItems,
  removeItem,
  saveItem,
  storageUsage,
  storedFile,
  type SaveDeps,
} from './saved-items'

const event = publicEvent(7, '2026-12-01T06:00:00.000Z', {
  title_ar: 'مؤتمر',
  title_en: 'Annual conference',
  description_ar: 'وصف',
  description_en: 'About',
})
const resource: PublicResource = {
  id: 3,
  title_ar: 'نموذج',
  title_en: 'Consent template',
  description_ar: '',
  description_en: '',
  category: 'document',
  file_type: 'docx',
  file_size: 5,
  file_url: '/api/resources/3/file?expires=1&sig=x',
  download_count: 1,
  author: '',
  tags: '',
  author_ar: '',
  author_en: '',
  keywords_ar: [],
  keywords_en: [],
  created_at: '2026-01-01T00:00:00.000Z',
  featured: false,
  year: null,
  specialty: '',
  visibility: 'member',
}
const job = publicJob(9, {
  title_ar: 'وظيفة',
  title_en: 'Consultant',
  category: 'clinical',
  created_at: '2026-01-01T00:00:00.000Z',
})

function fakeDeps(bytes = 'hello', calls: string[] = []): SaveDeps {
  return {
    fileUrlOf: async (r) => {
      calls.push(`count ${r.id}`)
      return `/signed/${r.id}`
    },
    download: async (url) => {
      calls.push(`get ${url}`)
      return new Blob([bytes], { type: 'application/octet-stream' })
    },
  }
}

beforeEach(async () => {
  await db.saved.clear()
  await db.files.clear()
})

describe('saved items', () => {
  it('saves events, resources and jobs per member, newest first, readable by a new connection', async () => {
    await saveItem(1, { kind: 'event', item: event }, fakeDeps())
    await saveItem(1, { kind: 'job', item: job }, fakeDeps())
    await saveItem(2, { kind: 'event', item: event }, fakeDeps())
    const mine = await listSavedItems(1)
    expect(mine.map((e) => [e.kind, e.item.id])).toEqual([
      ['job', 9],
      ['event', 7],
    ])
    expect(mine[1]?.item).toEqual(event)
    const reopened = new PortalDatabase()
    expect(await reopened.saved.where('userId').equals('1').count()).toBe(2)
    reopened.close()
    expect(await isSaved(1, 'job', 9)).toBe(true)
    expect(await isSaved(2, 'job', 9)).toBe(false)
  })

  it('counts the download, fetches the (signed) file and stores it as a blob with the item', async () => {
    const calls: string[] = []
    await saveItem(1, { kind: 'resource', item: resource }, fakeDeps('hello', calls))
    expect(calls).toEqual(['count 3', 'get /signed/3'])
    const [entry] = await listSavedItems(1)
    expect(entry?.file).toMatchObject({ name: 'Consent template.docx', size: 5 })
    const file = await storedFile(present(entry?.file, 'the saved file').key)
    expect(await present(file, 'the stored blob').blob.text()).toBe('hello')
  })

  it('saves nothing when the file cannot be downloaded', async () => {
    const failing: SaveDeps = { ...fakeDeps(), download: () => Promise.reject(new Error('offline')) }
    await expect(saveItem(1, { kind: 'resource', item: resource }, failing)).rejects.toThrow('offline')
    expect(await listSavedItems(1)).toEqual([])
    expect(await db.files.count()).toBe(0)
  })

  it('keeps a link resource without downloading anything', async () => {
    const calls: string[] = []
    await saveItem(
      1,
      {
        kind: 'resource',
        item: { ...resource, file_type: 'link', file_size: null, file_url: 'https://example.org/talk' },
      },
      fakeDeps('x', calls),
    )
    expect(calls).toEqual([])
    const [entry] = await listSavedItems(1)
    expect(entry?.file).toBeUndefined()
  })

  it('saving again replaces the stored copy and its file', async () => {
    await saveItem(1, { kind: 'resource', item: resource }, fakeDeps('old'))
    await saveItem(1, { kind: 'resource', item: { ...resource, title_en: 'New title' } }, fakeDeps('newer'))
    const entries = await listSavedItems(1)
    expect(entries).toHaveLength(1)
    expect(entries[0]?.file).toMatchObject({ name: 'New title.docx', size: 5 })
    expect(await db.files.count()).toBe(1)
  })

  it('removes one item with its file, all of a member, or everything on logout', async () => {
    await saveItem(1, { kind: 'resource', item: resource }, fakeDeps())
    await saveItem(1, { kind: 'event', item: event }, fakeDeps())
    await saveItem(2, { kind: 'resource', item: resource }, fakeDeps())
    // A file queued by the outbox belongs to its entry, not to saved items.
    await db.files.put({
      key: 'outbox-file',
      owner: 'outbox-entry-id',
      name: 'a.png',
      type: 'image/png',
      size: 1,
      blob: new Blob(['x']),
      storedAt: 0,
    })

    await removeItem(1, 'resource', 3)
    expect((await listSavedItems(1)).map((e) => e.kind)).toEqual(['event'])
    expect(await db.files.where('owner').equals('1:resource:3').count()).toBe(0)

    await removeAllItems(1)
    expect(await listSavedItems(1)).toEqual([])
    expect(await listSavedItems(2)).toHaveLength(1)

    await clearSavedItems()
    expect(await db.saved.count()).toBe(0)
    expect((await db.files.toArray()).map((f) => f.key)).toEqual(['outbox-file'])
  })

  it('leaves out a stored copy that no longer matches the schema', async () => {
    await db.saved.put({
      key: '1:event:5',
      userId: '1',
      kind: 'event',
      itemId: '5',
      item: '{"id":5}',
      savedAt: 1,
    })
    await db.saved.put({
      key: '1:job:6',
      userId: '1',
      kind: 'job',
      itemId: '6',
      item: 'not json',
      savedAt: 2,
    })
    expect(await listSavedItems(1)).toEqual([])
  })

  it('still reads copies saved before venues, employers, authors and keywords came in both languages', async () => {
    const { location_ar: _ar, location_en: _en, ...oldEvent } = event
    const { employer_ar: _ea, employer_en: _ee, requirements_ar: _ra, requirements_en: _re, ...oldJob } = job
    const { author_ar: _aa, author_en: _ae, keywords_ar: _ka, keywords_en: _ke, ...oldResource } = resource
    await db.saved.put({
      key: '1:event:7',
      userId: '1',
      kind: 'event',
      itemId: '7',
      item: JSON.stringify(oldEvent),
      savedAt: 1,
    })
    await db.saved.put({
      key: '1:job:9',
      userId: '1',
      kind: 'job',
      itemId: '9',
      item: JSON.stringify(oldJob),
      savedAt: 2,
    })
    await db.saved.put({
      key: '1:resource:3',
      userId: '1',
      kind: 'resource',
      itemId: '3',
      item: JSON.stringify(oldResource),
      savedAt: 3,
    })
    const read = await listSavedItems(1)
    expect(read.map((entry) => entry.kind)).toEqual(['resource', 'job', 'event'])
    expect(read.find((entry) => entry.kind === 'event')?.item).toMatchObject({
      location: event.location,
      location_ar: '',
      location_en: '',
    })
    expect(read.find((entry) => entry.kind === 'resource')?.item).toMatchObject({
      author_ar: '',
      keywords_en: [],
    })
  })

  it('reports the bytes of stored files and copies', async () => {
    await saveItem(1, { kind: 'resource', item: resource }, fakeDeps('12345678'))
    const usage = await storageUsage(1)
    expect(usage.saved).toBe(8 + JSON.stringify(resource).length)
    expect((await storageUsage(2)).saved).toBe(0)
  })

  it('is live: a query over saved items sees a save as it happens', async () => {
    const seen: boolean[] = []
    const subscription = liveQuery(() => isSaved(1, 'job', 9)).subscribe((value) => seen.push(value))
    await new Promise((r) => setTimeout(r, 20))
    await saveItem(1, { kind: 'job', item: job }, fakeDeps())
    await new Promise((r) => setTimeout(r, 50))
    subscription.unsubscribe()
    expect(seen).toEqual([false, true])
  })
})
