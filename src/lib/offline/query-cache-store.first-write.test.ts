// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QUERY_CACHE_DATABASE } from './db-name'
import { PAGE_HIDING } from '../test-doubles'

/**
 * The first write of a first visit (no database yet): the database is opened only then, and
 * the answer is written within a second of being given, sooner at an idle moment or when the
 * page is hidden or left. query-cache-db.ts is replaced by a recorder, so the times are the
 * store's own.
 */
let imported = 0
let opened = 0
const writes: { key: string; at: number }[] = []
let start = 0

vi.mock('./query-cache-db', () => {
  imported++
  return {
    queryCacheDb: {
      get: async () => {
        opened++
        return null
      },
      set: async (key: string) => {
        opened++
        writes.push({ key, at: Date.now() - start })
      },
      delete: async () => {
        opened++
      },
    },
    takeLegacyCopy: async () => {
      opened++
      return null
    },
  }
})

/** A page that stays busy: idle callbacks run only at their timeout. */
function neverIdle(): void {
  vi.stubGlobal('requestIdleCallback', (task: () => void, options?: { timeout?: number }) =>
    setTimeout(task, options?.timeout ?? 0),
  )
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle))
}

async function freshStore() {
  vi.resetModules()
  imported = 0
  opened = 0
  writes.length = 0
  return import('./query-cache-store')
}

beforeEach(() => {
  vi.useFakeTimers()
  start = Date.now()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
})

describe('the first write of a first visit', () => {
  it('loads and opens no database until there is something to write', async () => {
    neverIdle()
    const { queryCacheStorage } = await freshStore()
    await vi.advanceTimersByTimeAsync(10_000)
    expect([imported, opened]).toEqual([0, 0])
    const written = queryCacheStorage.setItem('query-cache', '{}')
    await vi.advanceTimersByTimeAsync(1000)
    await written
    expect([imported, opened]).toEqual([1, 1])
  })

  it('is written within FIRST_WRITE_WITHIN_MS (1 s) of the first answer on a page that never goes idle', async () => {
    neverIdle()
    const { queryCacheStorage, FIRST_WRITE_WITHIN_MS } = await freshStore()
    expect(FIRST_WRITE_WITHIN_MS).toBeLessThanOrEqual(1000)
    start = Date.now()
    const written = queryCacheStorage.setItem('query-cache', '{}')
    await vi.advanceTimersByTimeAsync(FIRST_WRITE_WITHIN_MS - 1)
    expect(writes).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await written
    expect(writes).toEqual([{ key: 'query-cache', at: FIRST_WRITE_WITHIN_MS }])
  })

  it('is written at the first idle moment when that comes sooner', async () => {
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 120))
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle))
    const { queryCacheStorage } = await freshStore()
    start = Date.now()
    void queryCacheStorage.setItem('query-cache', '{}')
    await vi.advanceTimersByTimeAsync(120)
    expect(writes).toEqual([{ key: 'query-cache', at: 120 }])
  })

  it.each(PAGE_HIDING)('is written at once on %s, without waiting for idle', async (_name, hide) => {
    neverIdle()
    const { queryCacheStorage } = await freshStore()
    start = Date.now()
    void queryCacheStorage.setItem('query-cache', '{}')
    await vi.advanceTimersByTimeAsync(100)
    expect(writes).toEqual([])
    hide()
    await vi.advanceTimersByTimeAsync(0)
    expect(writes).toEqual([{ key: 'query-cache', at: 100 }])
  })

  it('goes straight through after the first write', async () => {
    neverIdle()
    const { queryCacheStorage } = await freshStore()
    void queryCacheStorage.setItem('query-cache', 'first')
    await vi.advanceTimersByTimeAsync(1000)
    start = Date.now()
    await queryCacheStorage.setItem('query-cache', 'second')
    expect(writes.at(-1)).toEqual({ key: 'query-cache', at: 0 })
  })

  it('does not wait on a visit that found the database (a stored cache to restore)', async () => {
    neverIdle()
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: QUERY_CACHE_DATABASE, version: 1 }] })
    const { queryCacheStorage } = await freshStore()
    expect(await queryCacheStorage.getItem('query-cache')).toBeNull()
    start = Date.now()
    await queryCacheStorage.setItem('query-cache', 'first')
    expect(writes).toEqual([{ key: 'query-cache', at: 0 }])
  })
})
