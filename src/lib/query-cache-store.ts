import type { kvStorage } from './db'
import { DATABASE_NAME } from './db-name'
import { whenIdle } from './yield'

/**
 * Storage for the persisted query cache: the `kv` store of the Dexie database (db.ts), with
 * Dexie (~30 KB gzip) loaded on demand instead of with the app (to keep the first
 * visit small; docs/decisions/005-first-visit-budget.md):
 * - a visit with a stored cache loads Dexie at once, since the restore needs it;
 * - a first visit has no database yet, so there is nothing to restore and Dexie is not
 *   loaded to find that out (`indexedDB.databases()`, where the browser has it);
 * - on such a first visit, the first write waits like every other background task of the
 *   app (the offline prefetch too): until a few seconds after `load`, at an idle moment, so
 *   saving the lists for next time never competes with the first screen. Once Dexie is
 *   loaded, writes go straight through (the persister throttles them to one a second).
 */
/** After `load`, the wait before the first write of a visit that has not loaded Dexie. */
const FIRST_WRITE_DELAY_MS = 3000

type Db = { kvStorage: typeof kvStorage }

let loading: Promise<Db> | undefined
const dexie = (): Promise<Db> => (loading ??= import('./db'))

let settled: Promise<void> | undefined
/** Resolves a few seconds after `load`, at an idle moment. */
function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve()
    const later = () => setTimeout(() => whenIdle(resolve, 5000), FIRST_WRITE_DELAY_MS)
    if (document.readyState === 'complete') later()
    else window.addEventListener('load', later, { once: true })
  })
  return settled
}

/** False only when the browser can tell that the database was never created. */
async function databaseMayExist(): Promise<boolean> {
  if (loading) return true
  if (typeof indexedDB.databases !== 'function') return true
  try {
    return (await indexedDB.databases()).some((info) => info.name === DATABASE_NAME)
  } catch {
    return true
  }
}

/** The `AsyncStorage` shape the query persister expects. */
export const queryCacheStorage = {
  async getItem(key: string): Promise<string | null> {
    if (!(await databaseMayExist())) return null
    return (await dexie()).kvStorage.getItem(key)
  },
  async setItem(key: string, value: string): Promise<void> {
    if (!loading) await pageSettled()
    await (await dexie()).kvStorage.setItem(key, value)
  },
  async removeItem(key: string): Promise<void> {
    if (!(await databaseMayExist())) return
    await (await dexie()).kvStorage.removeItem(key)
  },
}
