import 'fake-indexeddb/auto'
import { dehydrate, hydrate, QueryClient, type QueryKey } from '@tanstack/react-query'
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it } from 'vitest'
import { persister, persistOptions, restoreBesidePage } from './persistence'

/**
 * The persisted cache against the answers a server-rendered page brought: the newer answer
 * wins, whichever arrives first, and nothing the page hydrates with changes under it.
 */
const KEY = ['posts', 'list', { page: 1 }]
const LIST = ['events', 'list', {}]

/** The device's copy of the news list, fetched at `at`, saved and readable back. */
async function persisted(title: string, at: number, buster = 'test'): Promise<void> {
  const device = new QueryClient()
  device.setQueryData(KEY, { items: [{ title }] }, { updatedAt: at })
  device.setQueryData(LIST, { items: [{ title: 'saved event' }] }, { updatedAt: at })
  await persistQueryClientSave({
    queryClient: device,
    persister,
    buster,
    dehydrateOptions: persistOptions.dehydrateOptions,
  })
  const until = Date.now() + 3000
  while (!(await persister.restoreClient()) && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
}

/** A browser's client holding what the server's page brought: the news list, fetched at `at`. */
function pageWith(title: string, at: number): QueryClient {
  const server = new QueryClient()
  server.setQueryData(KEY, { items: [{ title }] }, { updatedAt: at })
  const browser = new QueryClient()
  hydrate(browser, dehydrate(server))
  return browser
}

/** The page's hydration, ended by the test. */
function deferred() {
  const control = { resolve: () => {} }
  const promise = new Promise<void>((done) => {
    control.resolve = done
  })
  return { promise, resolve: () => control.resolve() }
}

const titleOf = (client: QueryClient, key: QueryKey = KEY) =>
  (client.getQueryData(key) as { items: { title: string }[] } | undefined)?.items[0]?.title // the shape stored above

afterEach(async () => {
  await persister.removeClient()
})

describe('the persisted cache beside a server-rendered page', () => {
  it('restores nothing while the page hydrates; then an older copy never replaces the page’s answer', async () => {
    await persisted('yesterday', Date.parse('2026-11-22T09:00:00Z'))
    const client = pageWith('this morning', Date.parse('2026-11-23T09:00:00Z'))
    const hydrated = deferred()
    const restored = restoreBesidePage(client, hydrated.promise)
    await new Promise((r) => setTimeout(r, 50))
    expect(titleOf(client, LIST)).toBeUndefined()
    hydrated.resolve()
    await restored
    expect(titleOf(client)).toBe('this morning')
    expect(titleOf(client, LIST)).toBe('saved event')
  })

  it('a newer persisted copy (the page came from the browser’s cache) wins once the page has hydrated', async () => {
    await persisted('this afternoon', Date.parse('2026-11-23T15:00:00Z'))
    const client = pageWith('this morning', Date.parse('2026-11-23T09:00:00Z'))
    const hydrated = deferred()
    const restored = restoreBesidePage(client, hydrated.promise)
    await new Promise((r) => setTimeout(r, 50))
    expect(titleOf(client)).toBe('this morning')
    hydrated.resolve()
    await restored
    expect(titleOf(client)).toBe('this afternoon')
  })

  it('an answer the page streams after the restore replaces the persisted copy only if it is newer', async () => {
    await persisted('this morning', Date.parse('2026-11-23T09:00:00Z'))
    const client = new QueryClient()
    await restoreBesidePage(client, Promise.resolve())
    expect(titleOf(client)).toBe('this morning')
    const streamed = (title: string, at: number) => {
      const server = new QueryClient()
      server.setQueryData(KEY, { items: [{ title }] }, { updatedAt: at })
      hydrate(client, dehydrate(server))
    }
    streamed('last week', Date.parse('2026-11-16T09:00:00Z'))
    expect(titleOf(client)).toBe('this morning')
    streamed('now', Date.parse('2026-11-23T12:00:00Z'))
    expect(titleOf(client)).toBe('now')
  })

  it('drops a copy of another app version and keeps the page’s answers', async () => {
    await persisted('this afternoon', Date.parse('2026-11-23T15:00:00Z'), 'an older version')
    const client = pageWith('this morning', Date.parse('2026-11-23T09:00:00Z'))
    await restoreBesidePage(client, Promise.resolve())
    expect(titleOf(client)).toBe('this morning')
    expect(titleOf(client, LIST)).toBeUndefined()
  })

  it('writes the page’s answers for the shell document to show offline', async () => {
    const client = pageWith('this morning', Date.parse('2026-11-23T09:00:00Z'))
    await restoreBesidePage(client, Promise.resolve())
    // The persister's writes are throttled: the copy lands shortly after.
    await expect
      .poll(async () => (await persister.restoreClient()) !== undefined, { timeout: 3000 })
      .toBe(true)
    const stored = await persister.restoreClient()
    expect(stored?.clientState.queries.map((query) => query.queryKey)).toContainEqual(KEY)
  })
})
