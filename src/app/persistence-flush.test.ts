// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_HIDING } from '@/lib/test-doubles'

/**
 * Writes of the persisted cache: at most one a second, but what waits is written as soon as
 * the page is hidden or left (a phone may end a hidden app without another event).
 * The storage is replaced by a recorder, so the times are the persister's own.
 */
const writes: { value: string; at: number }[] = []
const log: string[] = []
let slowWrite: Promise<void> | undefined
let start = 0

vi.mock('@/lib/offline/query-cache-store', () => ({
  queryCacheStorage: {
    getItem: async () => null,
    setItem: async (_key: string, value: string) => {
      if (slowWrite) await slowWrite
      writes.push({ value, at: Date.now() - start })
      log.push('write')
    },
    removeItem: async () => {
      log.push('remove')
    },
  },
}))

const { flushCacheWrites, persister, WRITE_INTERVAL_MS } = await import('./persistence')

async function answer(client: QueryClient, entity: string): Promise<void> {
  client.setQueryData([entity, 'list', {}], { items: [{ id: 1, title: entity }], total: 1 })
  await persistQueryClientSave({
    queryClient: client,
    persister,
    buster: 'test',
    dehydrateOptions: { shouldDehydrateQuery: () => true },
  })
}

/** Each test starts an hour after the previous one: the module's writer remembers its last write. */
let clock = Date.now()
beforeEach(async () => {
  clock += 3_600_000
  vi.useFakeTimers({ now: clock })
  await persister.removeClient()
  await flushCacheWrites()
  writes.length = 0
  log.length = 0
  slowWrite = undefined
  start = Date.now()
})
afterEach(() => {
  vi.useRealTimers()
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
})

describe('persisted cache writes', () => {
  it('are throttled to one a second, the latest state winning', async () => {
    const client = new QueryClient()
    await answer(client, 'events')
    await vi.advanceTimersByTimeAsync(0)
    await answer(client, 'posts')
    await vi.advanceTimersByTimeAsync(WRITE_INTERVAL_MS - 1)
    expect(writes).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(writes).toHaveLength(2)
    expect(writes[1]?.at).toBe(WRITE_INTERVAL_MS)
    expect(writes[1]?.value).toContain('"posts"')
  })

  it.each(PAGE_HIDING)('waiting for the second are written at once on %s', async (_name, hide) => {
    const client = new QueryClient()
    await answer(client, 'events')
    await vi.advanceTimersByTimeAsync(200)
    await answer(client, 'posts')
    expect(writes).toHaveLength(1)
    hide()
    await vi.advanceTimersByTimeAsync(0)
    expect(writes).toHaveLength(2)
    expect(writes[1]).toMatchObject({ at: 200 })
    expect(writes[1]?.value).toContain('"posts"')
    // Nothing is left to write when the second has passed.
    await vi.advanceTimersByTimeAsync(2 * WRITE_INTERVAL_MS)
    expect(writes).toHaveLength(2)
  })

  it('a visibilitychange back to visible flushes nothing', async () => {
    const client = new QueryClient()
    await answer(client, 'events')
    await vi.advanceTimersByTimeAsync(200)
    await answer(client, 'posts')
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(writes).toHaveLength(1)
    await flushCacheWrites()
    expect(writes).toHaveLength(2)
  })

  it('a write waiting when the cache is removed (logout) is dropped', async () => {
    const client = new QueryClient()
    await answer(client, 'events')
    await vi.advanceTimersByTimeAsync(200)
    await answer(client, 'profile')
    await persister.removeClient()
    await vi.advanceTimersByTimeAsync(2 * WRITE_INTERVAL_MS)
    expect(writes.map((w) => w.value).join()).not.toContain('"profile"')
  })

  it('a write already running when the cache is removed ends first: the removal comes after it', async () => {
    // A placeholder replaced by the promise resolver below.
    let release = () => undefined as void
    slowWrite = new Promise<void>((resolve) => (release = resolve))
    const client = new QueryClient()
    await answer(client, 'profile')
    const removed = persister.removeClient()
    await vi.advanceTimersByTimeAsync(500)
    expect(log).toEqual([])
    release()
    await removed
    expect(log).toEqual(['write', 'remove'])
  })
})
