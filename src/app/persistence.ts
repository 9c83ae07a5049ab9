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

/** Only the entities a member reads offline are persisted; query keys start with the entity. */
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

/** Performance marks of the restore, read by bench/offline.ts. */
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

/** Starts reading the stored cache as this module loads; a write or removal before the first `getItem` drops it. */
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
const storedPersister = createAsyncStoragePersister({
  storage,
  key: CACHE_KEY,
  deserialize: (stored) => {
    performance.mark(RESTORE_MARKS.parseStart)
    // Cast: this app's own persister serialized it (a stale shape is dropped by the buster).
    const client = JSON.parse(stored) as PersistedClient
    performance.mark(RESTORE_MARKS.parseEnd)
    return client
  },
})

/** A cache is restored only for whoever was signed in when it was written: the owner rides in the buster. */
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

export const WRITE_INTERVAL_MS = 1000
const writes = throttledWriter<PersistedClient>(
  (client) => storage.setItem(CACHE_KEY, JSON.stringify(client)),
  WRITE_INTERVAL_MS,
)

/** A phone may end a hidden app without warning: pending writes go out when the page is hidden. */
export const flushCacheWrites = (): Promise<void> => writes.flush()
onPageHiding(() => void flushCacheWrites())

/** Marks the restore from the provider's ask to the end of hydration (bench/offline.ts reads them). */
export const persister: Persister = {
  persistClient(client) {
    // Nothing newer than what is stored: writing the whole cache again would only make garbage.
    const owned = withOwner(client)
    const signature = contentSignature(owned)
    if (signature === storedSignature) return
    storedSignature = signature
    writes.write(owned)
  },
  async removeClient() {
    storedSignature = undefined
    // A waiting write is dropped; a running one ends first, so the removal is not overwritten.
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

/** Restored after the page hydrates, so hydration matches the server; the newer answer wins by `dataUpdatedAt`. */
export async function restoreBesidePage(client: QueryClient, pageHydrated: Promise<void>): Promise<void> {
  await pageHydrated
  await persistQueryClient({ ...persistOptions, queryClient: client })[1]
  await persistQueryClientSave({ ...persistOptions, queryClient: client })
}

export async function clearMemberCache(queryClient: QueryClient): Promise<void> {
  for (const entity of MEMBER_ENTITIES) queryClient.removeQueries({ queryKey: [entity] })
  // Reset, not marked stale: every answer was given to the member, and a stale one would be written back.
  await persister.removeClient()
  await queryClient.resetQueries()
}
