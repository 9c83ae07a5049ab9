import { isOneOf } from '@contract/narrow'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { Query, QueryClient } from '@tanstack/react-query'
import {
  persistQueryClient,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client'
import { onPageHiding } from '@/lib/offline/page-hiding'
import { queryCacheStorage } from '@/lib/offline/query-cache-store'
import { sessionOwner } from '@/lib/session/session'
import { throttledWriter } from '@/lib/offline/throttled-writer'

/**
 * The query cache persisted to IndexedDB (docs/ARCHITECTURE.md, "Persistence"): only the entities
 * a member reads offline, throttled, with a maximum age and a buster tied to the app
 * version. Query keys start with the entity name (`['events', 'list', params]`).
 */
export const OFFLINE_ENTITIES = [
  'posts',
  'events',
  'resources',
  'jobs',
  'members',
  'profile',
  'teams',
  'dashboard',
  'tickets',
  'notifications',
  'cpd',
] as const
/** Entities that belong to the signed-in member: dropped from the cache on logout. */
export const MEMBER_ENTITIES = [
  'profile',
  'members',
  'teams',
  'session',
  'dashboard',
  'tickets',
  'notifications',
  'cpd',
] as const

const CACHE_KEY = 'query-cache'
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** Performance marks of the restore, read by `npm run bench` (bench/offline.ts). */
export const RESTORE_MARKS = {
  readStart: 'cache-read-start',
  readEnd: 'cache-read-end',
  parseStart: 'cache-parse-start',
  parseEnd: 'cache-parse-end',
  start: 'cache-restore-start',
  end: 'cache-restore-end',
  measure: 'cache-restore',
} as const

interface AsyncStorage {
  getItem: (key: string) => Promise<string | null>
  setItem: (key: string, value: string) => Promise<void>
  removeItem: (key: string) => Promise<void>
}

/**
 * Starts reading the stored cache as this module loads — while the message catalog loads and
 * the first render runs — instead of when the provider mounts and asks; the first `getItem`
 * of the cache gets that read. A write or removal before then makes it stale: it is dropped.
 */
export function readingEarly(storage: AsyncStorage, key: string): AsyncStorage {
  let early: Promise<string | null> | undefined
  if (typeof indexedDB !== 'undefined') {
    performance.mark(RESTORE_MARKS.readStart)
    early = storage.getItem(key).then(
      (value) => {
        performance.mark(RESTORE_MARKS.readEnd)
        return value
      },
      () => storage.getItem(key),
    )
  }
  return {
    getItem(name) {
      const read = name === key ? early : undefined
      early = undefined
      return read ?? storage.getItem(name)
    },
    setItem(name, value) {
      early = undefined
      return storage.setItem(name, value)
    },
    removeItem(name) {
      early = undefined
      return storage.removeItem(name)
    },
  }
}

const storage = readingEarly(queryCacheStorage, CACHE_KEY)
/** Reads and removes the stored cache; writes go through `writes` below. */
const storedPersister = createAsyncStoragePersister({
  storage,
  key: CACHE_KEY,
  deserialize: (stored) => {
    performance.mark(RESTORE_MARKS.parseStart)
    // What this app's own persister serialized from a PersistedClient (a stale shape is dropped by the cache's buster).
    const client = JSON.parse(stored) as PersistedClient
    performance.mark(RESTORE_MARKS.parseEnd)
    return client
  },
})

/**
 * The stored cache belongs to whoever was signed in when it was written: answers follow the
 * caller's visibility (a members_only field, a member-only resource), so a cache written for
 * one member is never restored for anyone else — another member, or nobody after a session
 * that ended while the app was closed. The owner rides in the stored buster.
 */
const OWNER_MARK = '#owner='
const ownerTag = () => String(sessionOwner() ?? 'anonymous')

export function withOwner(client: PersistedClient): PersistedClient {
  return { ...client, buster: `${client.buster}${OWNER_MARK}${ownerTag()}` }
}

/** The stored client with its plain buster when it belongs to the current owner; else undefined. */
export function ownedByCurrent(stored: PersistedClient): PersistedClient | undefined {
  const at = stored.buster.lastIndexOf(OWNER_MARK)
  if (at < 0 || stored.buster.slice(at + OWNER_MARK.length) !== ownerTag()) return undefined
  return { ...stored, buster: stored.buster.slice(0, at) }
}

/** Which answers a persisted client holds: same signature, same content (answers carry their time). */
export function contentSignature(client: PersistedClient): string {
  return `${client.buster}|${client.clientState.queries.map((query) => `${query.queryHash}@${query.state.dataUpdatedAt}`).join(',')}`
}
let storedSignature: string | undefined

/** At most one write a second: large caches are serialised off the typing path, and only the latest state. */
export const WRITE_INTERVAL_MS = 1000
const writes = throttledWriter<PersistedClient>(
  (client) => storage.setItem(CACHE_KEY, JSON.stringify(client)),
  WRITE_INTERVAL_MS,
)

/**
 * A phone may end a hidden app without warning: what waits for the interval is written when
 * the page is hidden or left, so lists just opened are there offline next time.
 */
export const flushCacheWrites = (): Promise<void> => writes.flush()
onPageHiding(() => void flushCacheWrites())

/**
 * The stored persister, with the restore timed from the moment the provider asks to the end
 * of hydration: the query client hydrates synchronously as soon as `restoreClient` settles,
 * so a task queued then runs after it. (bench/offline.ts reads these marks: please keep them.)
 */
export const persister: Persister = {
  persistClient(client) {
    // Observers mounting and paused offline fetches also notify the persister; with no
    // answer newer than what is stored, writing the whole cache again would only make
    // garbage (a 2,000-profile cache is ~0.6 MB of JSON), so it is skipped.
    const owned = withOwner(client)
    const signature = contentSignature(owned)
    if (signature === storedSignature) return
    storedSignature = signature
    writes.write(owned)
  },
  async removeClient() {
    storedSignature = undefined
    // A waiting write holds what is being removed (a member's answers at logout): dropped;
    // one already running (a first visit's first write waits up to a second) ends first, so
    // the removal comes after it instead of being overwritten by it.
    await writes.cancel()
    await storedPersister.removeClient()
  },
  async restoreClient() {
    performance.mark(RESTORE_MARKS.start)
    const stored = await storedPersister.restoreClient()
    const client = stored && ownedByCurrent(stored)
    if (stored && !client) await storedPersister.removeClient()
    storedSignature = client && stored ? contentSignature(stored) : undefined
    setTimeout(() => {
      performance.mark(RESTORE_MARKS.end)
      performance.measure(RESTORE_MARKS.measure, RESTORE_MARKS.start, RESTORE_MARKS.end)
    }, 0)
    return client
  },
}

export function shouldPersist(query: Query): boolean {
  const entity = query.queryKey[0]
  return query.state.status === 'success' && isOneOf(OFFLINE_ENTITIES, entity)
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: CACHE_MAX_AGE_MS,
  buster: __APP_VERSION__,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
}

/**
 * The persisted cache of a page the server rendered: restored, then kept, once the page has
 * hydrated. Until then the page shows exactly what the server wrote (a restored answer the
 * server did not render, read by a part still hydrating, would be a mismatch). Of two answers
 * to one query the newer wins, by `dataUpdatedAt`: query-core's `hydrate`, which the page's
 * answers, this restore and any answer streamed later all go through, never replaces an answer
 * with an older one. The page's answers are then written at once, for the shell document to
 * show offline. Both clocks are taken to be right: the server's answers carry its time, the
 * persisted ones the device's.
 */
export async function restoreBesidePage(client: QueryClient, pageHydrated: Promise<void>): Promise<void> {
  await pageHydrated
  await persistQueryClient({ ...persistOptions, queryClient: client })[1]
  await persistQueryClientSave({ ...persistOptions, queryClient: client })
}

/** On logout: forget what was fetched for the member, in memory and on disk. */
export async function clearMemberCache(queryClient: QueryClient): Promise<void> {
  for (const entity of MEMBER_ENTITIES) queryClient.removeQueries({ queryKey: [entity] })
  // Every other answer was given to the member too (member-only resources, fields only
  // members see): none may be kept, persisted again or shown next. Reset, not merely marked
  // stale: a stale answer of a list no screen shows would otherwise stay and be written back.
  // The screens on display fetch again, as whoever is signed in now.
  await persister.removeClient()
  await queryClient.resetQueries()
}
