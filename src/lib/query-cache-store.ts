import type { kvStorage } from './db'
import { DATABASE_NAME } from './db-name'
import { onPageHiding } from './page-hiding'
import { whenIdle } from './yield'

/**
 * Storage for the persisted query cache: the `kv` store of the Dexie database (db.ts), with
 * Dexie (~30 KB gzip) loaded on demand instead of with the app (to keep the first
 * visit small; docs/decisions/005-first-visit-budget.md):
 * - a visit with a stored cache loads Dexie at once, since the restore needs it;
 * - a first visit has no database yet, so there is nothing to restore and Dexie is not
 *   loaded to find that out (`indexedDB.databases()`, where the browser has it);
 * - on such a first visit, Dexie is requested when the first answer is to be saved — after
 *   the first screen has painted, never during it — and that answer is written at the first
 *   idle moment once Dexie is there, at the latest FIRST_WRITE_WITHIN_MS after it was
 *   given, and at once when the page is hidden or left: a member who opens a list or two
 *   and loses signal a few seconds later finds them offline (docs/decisions/145). Once
 *   Dexie is loaded, writes go straight through (the persister throttles them to one a second).
 */
/** The longest a first visit's first answer waits for an idle moment before it is written. */
export const FIRST_WRITE_WITHIN_MS = 1000

type Db = { kvStorage: typeof kvStorage }

let loading: Promise<Db> | undefined
const dexie = (): Promise<Db> => (loading ??= import('./db'))

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
    if (loading) return (await loading).kvStorage.setItem(key, value)
    // First visit: the download starts now; the write waits for Dexie and for a quiet moment.
    const [db] = await Promise.all([dexie(), firstWriteMoment()])
    await db.kvStorage.setItem(key, value)
  },
  async removeItem(key: string): Promise<void> {
    if (!(await databaseMayExist())) return
    await (await dexie()).kvStorage.removeItem(key)
  },
}
