import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CACHE_MAX_AGE_MS,
  clearMemberCache,
  persister,
  persistOptions,
  readingEarly,
  shouldPersist,
} from './persistence'

const save = (client: QueryClient, buster = 'test') =>
  persistQueryClientSave({
    queryClient: client,
    persister,
    buster,
    dehydrateOptions: persistOptions.dehydrateOptions,
  })
const restore = (client: QueryClient, buster = 'test', maxAge = CACHE_MAX_AGE_MS) =>
  persistQueryClientRestore({ queryClient: client, persister, buster, maxAge })

/** Writes are throttled (once a second): wait until what was saved can be read back. */
async function saved(): Promise<void> {
  const until = Date.now() + 3000
  while (Date.now() < until) {
    if (await persister.restoreClient()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('nothing was persisted')
}

afterEach(async () => {
  await persister.removeClient()
})

describe('persisted query cache', () => {
  it('keeps only successful queries of the offline entities, never the session', () => {
    const client = new QueryClient()
    client.setQueryData(['events', 'list', {}], { items: [] })
    client.setQueryData(['session'], { token: 'secret' })
    client.setQueryData(['dashboard', 'upcoming-events'], { items: [] })
    client.setQueryData(['admin', 'users'], { x: 1 })
    const queries = client.getQueryCache().getAll()
    expect(queries.filter(shouldPersist).map((q) => q.queryKey[0])).toEqual(['events', 'dashboard'])
  })

  it('restores into a new client what was saved, with the same keys, and no tokens', async () => {
    const first = new QueryClient()
    first.setQueryData(['members', 'directory', { page: 1 }], {
      items: [{ id: 1, full_name: 'Dr. A' }],
      total: 1,
    })
    first.setQueryData(['session'], { access_token: 'secret' })
    await save(first)
    await saved()
    expect(JSON.stringify(await persister.restoreClient())).not.toContain('secret')

    const second = new QueryClient()
    await restore(second)
    expect(second.getQueryData(['members', 'directory', { page: 1 }])).toEqual({
      items: [{ id: 1, full_name: 'Dr. A' }],
      total: 1,
    })
    expect(second.getQueryData(['session'])).toBeUndefined()
  })

  it('writes again only when an answer is new: the same answers are not rewritten', async () => {
    const client = new QueryClient()
    client.setQueryData(['jobs', 'list', {}], { items: [] }, { updatedAt: 1000 })
    await save(client)
    await saved()
    await persister.removeClient()
    await save(client)
    await saved()
    const stored = await persister.restoreClient()
    // Mounting an observer notifies the persister without a new answer: nothing is written.
    await save(client)
    await new Promise((r) => setTimeout(r, 1200))
    expect((await persister.restoreClient())?.timestamp).toBe(stored?.timestamp)
    // A new answer is written.
    client.setQueryData(['jobs', 'list', {}], { items: [{ id: 1 }] }, { updatedAt: 2000 })
    await save(client)
    const until = Date.now() + 3000
    while ((await persister.restoreClient())?.timestamp === stored?.timestamp && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50))
    expect(JSON.stringify(await persister.restoreClient())).toContain('"id":1')
  })

  it('drops a cache written by another app version (the buster) or older than the maximum age', async () => {
    const first = new QueryClient()
    first.setQueryData(['posts', 'list', {}], { items: [] })
    await save(first, 'old-version')
    await saved()
    const second = new QueryClient()
    await restore(second, 'new-version')
    expect(second.getQueryData(['posts', 'list', {}])).toBeUndefined()
    expect(await persister.restoreClient()).toBeUndefined()

    await save(first)
    await saved()
    const third = new QueryClient()
    await restore(third, 'test', -1)
    expect(third.getQueryData(['posts', 'list', {}])).toBeUndefined()
  })

  it('logout forgets the member’s entities in memory and the stored cache', async () => {
    const client = new QueryClient()
    client.setQueryData(['profile', 'own'], { bio: 'mine' })
    client.setQueryData(['members', 'detail', 3], { id: 3 })
    client.setQueryData(['events', 'list', {}], { items: [] })
    await save(client)
    await saved()
    await clearMemberCache(client)
    expect(client.getQueryData(['profile', 'own'])).toBeUndefined()
    expect(client.getQueryData(['members', 'detail', 3])).toBeUndefined()
    expect(await persister.restoreClient()).toBeUndefined()
  })
})

describe('reading the stored cache early', () => {
  const memory = () => {
    const values = new Map<string, string>([['query-cache', 'stored']])
    let reads = 0
    return {
      reads: () => reads,
      storage: {
        getItem: async (key: string) => {
          reads += 1
          return values.get(key) ?? null
        },
        setItem: async (key: string, value: string) => void values.set(key, value),
        removeItem: async (key: string) => void values.delete(key),
      },
    }
  }

  it('answers the first read of the cache with the read started at load, then reads again', async () => {
    const { storage, reads } = memory()
    const early = readingEarly(storage, 'query-cache')
    expect(reads()).toBe(1)
    expect(await early.getItem('query-cache')).toBe('stored')
    expect(reads()).toBe(1)
    expect(await early.getItem('query-cache')).toBe('stored')
    expect(reads()).toBe(2)
  })

  it('never answers with a read made stale by a write', async () => {
    const { storage } = memory()
    const early = readingEarly(storage, 'query-cache')
    await early.setItem('query-cache', 'newer')
    expect(await early.getItem('query-cache')).toBe('newer')
  })
})
