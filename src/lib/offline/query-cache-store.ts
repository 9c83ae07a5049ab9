import { DATABASE_NAME, QUERY_CACHE_DATABASE } from './db-name'
import { onPageHiding } from './page-hiding'
import type * as QueryCacheDb from './query-cache-db'
import { whenIdle } from '../page/yield'

/**
 * Storage for the persisted query cache: a database of its own with the bare IndexedDB API
 * (query-cache-db.ts, loaded on demand), so no visit loads Dexie for it (docs/decisions/285-the-query-cache-without-dexie.md):
 * - a first visit has no database yet, so there is nothing to restore and nothing is opened
 *   to find that out (`indexedDB.databases()`, where the browser has it);
 * - on such a first visit, the database (and its code) is created when the first answer is to be saved —
 *   after the first screen has painted, never during it — and that answer is written at the
 *   first idle moment, at the latest FIRST_WRITE_WITHIN_MS after it was given, and at once
 *   when the page is hidden or left: a member who opens a list or two and loses signal a few
 *   seconds later finds them offline (docs/decisions/145). A visit that found the database
 *   writes straight through (the persister throttles writes to one a second);
 * - a device that kept the cache in Dexie's `kv` store (as the app did before this database) has it moved
 *   once, on its first visit since; a removal (logout) also removes any copy left there.
 */
/**
 * The code that opens the database (~0.7 KB gzip) is loaded when a database is there to read or
 * an answer to write: not on a first visit's way to its first screen. A visit with a stored
 * cache requests it at once, as its restore starts (from the service worker's precache).
 */
let loading: Promise<typeof QueryCacheDb> | undefined
const opener = () => (loading ??= import('./query-cache-db'))

/** The longest a first visit's first answer waits for an idle moment before it is written. */
export const FIRST_WRITE_WITHIN_MS = 1000

let firstWriteAt: Promise<void> | undefined
/**
 * Resolves at the first idle moment within FIRST_WRITE_WITHIN_MS of the first call, or as
 * soon as the page is hidden or left (then nothing may wait for idle: there may be none).
 */
function firstWriteMoment(): Promise<void> {
  firstWriteAt ??= new Promise<void>((resolve) => {
    if (typeof document === 'undefined' || document.visibilityState === 'hidden') return resolve()
    const now = () => {
      cancelIdle()
      stopListening()
      resolve()
    }
    const cancelIdle = whenIdle(now, FIRST_WRITE_WITHIN_MS)
    const stopListening = onPageHiding(now)
  })
  return firstWriteAt
}

/** Which of the two databases may exist: false only when the browser can tell it was never created. */
async function existing(): Promise<{ own: boolean; legacy: boolean }> {
  if (typeof indexedDB.databases !== 'function') return { own: true, legacy: true }
  try {
    const names = new Set((await indexedDB.databases()).map((info) => info.name))
    return { own: names.has(QUERY_CACHE_DATABASE), legacy: names.has(DATABASE_NAME) }
  } catch {
    return { own: true, legacy: true }
  }
}

/** The database was there when this visit started: writes need not wait for a quiet moment. */
let found = false

/** The `AsyncStorage` shape the query persister expects. */
export const queryCacheStorage = {
  async getItem(key: string): Promise<string | null> {
    const { own, legacy } = await existing()
    if (own) {
      found = true
      const value = await (await opener()).queryCacheDb.get(key)
      // Where the browser lists its databases, this one existing means the legacy copy was
      // already looked at when it was created; where it cannot, an empty one proves nothing.
      if (value !== null || !legacy || typeof indexedDB.databases === 'function') return value
    }
    if (!legacy) return null
    // The first visit since the cache left Dexie's `kv` store: it is moved here, so that a later
    // offline visit has it even if nothing new is written. Awaited, so that a removal that
    // follows (a copy for another member) finds it here.
    const { queryCacheDb, takeLegacyCopy } = await opener()
    const moved = await takeLegacyCopy(key)
    if (moved !== null) await queryCacheDb.set(key, moved).catch(() => undefined)
    return moved
  },
  async setItem(key: string, value: string): Promise<void> {
    // A first visit: the write waits for a quiet moment (at most FIRST_WRITE_WITHIN_MS).
    if (!found) await Promise.all([opener(), firstWriteMoment()])
    await (await opener()).queryCacheDb.set(key, value)
  },
  async removeItem(key: string): Promise<void> {
    const { own, legacy } = await existing()
    if (!own && !legacy) return
    const { queryCacheDb, takeLegacyCopy } = await opener()
    if (own) await queryCacheDb.delete(key)
    // A copy an older version of the app wrote (in another tab, or never moved) goes too.
    if (legacy) await takeLegacyCopy(key)
  },
}
