/**
 * Storage for the persisted query cache: one object store in its own small IndexedDB
 * database, spoken to with the bare IndexedDB API. The rest of the app's data lives in the
 * Dexie schema of db.ts; the query cache is kept apart so that a visitor's first page
 * does not download Dexie (~30 KB gzip) just to find there is nothing to restore and to
 * save a few lists (issue 2 §8 first-visit JS target; docs/decisions/005).
 */
const DB_NAME = 'portal-query-cache'
const STORE = 'kv'

let opening: Promise<IDBDatabase> | undefined

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => {
      const db = request.result
      // Another tab deleting or upgrading the database: let it, and reopen on next use.
      db.onversionchange = () => {
        db.close()
        opening = undefined
      }
      resolve(db)
    }
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
    request.onblocked = () => reject(new Error('IndexedDB open blocked'))
  }).catch((error: unknown) => {
    opening = undefined
    throw error
  })
  return opening
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode)
    const request = action(tx.objectStore(STORE))
    tx.oncomplete = () => resolve(request.result)
    tx.onabort = tx.onerror = () => reject(tx.error ?? request.error ?? new Error('IndexedDB transaction failed'))
  })
}

/** The `AsyncStorage` shape the query persister expects. */
export const queryCacheStorage = {
  async getItem(key: string): Promise<string | null> {
    const value = await run<unknown>('readonly', (store) => store.get(key))
    return typeof value === 'string' ? value : null
  },
  async setItem(key: string, value: string): Promise<void> {
    await run('readwrite', (store) => store.put(value, key))
  },
  async removeItem(key: string): Promise<void> {
    await run('readwrite', (store) => store.delete(key))
  },
}
