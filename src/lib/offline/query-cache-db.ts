/**
 * The persisted query cache's own IndexedDB database, with the browser's bare API: one store
 * of strings by key. Not Dexie: the cache is written on a first visit, and Dexie (~30 KB gzip)
 * would be the largest download of that visit after the first screen
 * (docs/decisions/285-the-query-cache-without-dexie.md). Dexie keeps the app's other stores
 * (db.ts: outbox, saved items, files, doors), loaded when those features are used.
 *
 * Also reads and removes the copy kept before, in the `kv` store of the Dexie database, with
 * the same bare API at the version on disk: that never creates nor upgrades Dexie's database.
 */
import { DATABASE_NAME, QUERY_CACHE_DATABASE } from './db-name'

const STORE = 'kv'
/** Raised only with a new store or index, in `onupgradeneeded` below. */
const VERSION = 1

/** The request's result once it succeeds; its error otherwise. */
function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/** Resolves when the transaction has committed (a write is on disk then), rejects if it failed. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

let connection: Promise<IDBDatabase> | undefined

/** One connection for the page, opened (and created, the first time) on first use. */
function open(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(QUERY_CACHE_DATABASE, VERSION)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => {
      const db = request.result
      // Another page deleting or upgrading the database waits for this connection: it is let go,
      // and the next use opens a new one. The browser may also close it (storage cleared).
      const forget = () => {
        db.close()
        connection = undefined
      }
      db.onversionchange = forget
      db.onclose = forget
      resolve(db)
    }
    request.onerror = () => {
      connection = undefined
      reject(request.error ?? new Error('IndexedDB open failed'))
    }
  })
  return connection
}

/** Runs one request in a transaction of its own; a connection closed meanwhile is opened again once. */
async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  let db = await open()
  let transaction: IDBTransaction
  try {
    transaction = db.transaction(STORE, mode)
  } catch {
    connection = undefined
    db = await open()
    transaction = db.transaction(STORE, mode)
  }
  const [result] = await Promise.all([settled(act(transaction.objectStore(STORE))), committed(transaction)])
  return result
}

/** Promise-wrapped get/set/delete of strings by key. */
export const queryCacheDb = {
  async get(key: string): Promise<string | null> {
    const value: unknown = await inStore('readonly', (store) => store.get(key))
    return typeof value === 'string' ? value : null
  },
  async set(key: string, value: string): Promise<void> {
    await inStore('readwrite', (store) => store.put(value, key))
  },
  async delete(key: string): Promise<void> {
    await inStore('readwrite', (store) => store.delete(key))
  },
}

/**
 * Reads and deletes `key` in the `kv` store of the Dexie database, where this cache was kept
 * before (rows `{ key, value, updatedAt }`). Opened without a version, so at the one on disk:
 * no upgrade runs, and if the database is missing its creation is aborted (Dexie must create
 * it itself, with its own version). The connection is closed at once, so it never holds up a
 * Dexie upgrade.
 */
export async function takeLegacyCopy(key: string): Promise<string | null> {
  const db = await new Promise<IDBDatabase | null>((resolve) => {
    const request = indexedDB.open(DATABASE_NAME)
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => resolve(null)
  })
  if (!db) return null
  try {
    if (!db.objectStoreNames.contains(STORE)) return null
    const transaction = db.transaction(STORE, 'readwrite')
    const store = transaction.objectStore(STORE)
    // Both requests in this task (the transaction commits when none is pending); the read sees the row before the delete.
    const [row] = await Promise.all([
      settled<unknown>(store.get(key)),
      settled(store.delete(key)),
      committed(transaction),
    ])
    const value = typeof row === 'object' && row !== null && 'value' in row ? row.value : null
    return typeof value === 'string' ? value : null
  } finally {
    db.close()
  }
}
