/** Bare IndexedDB, not Dexie: the cache is written on a first visit, where Dexie would be its largest download. */
import { DATABASE_NAME, QUERY_CACHE_DATABASE } from './db-name'

const STORE = 'kv'
/** Raised only with a new store or index. */
const VERSION = 1

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

let connection: Promise<IDBDatabase> | undefined

function open(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(QUERY_CACHE_DATABASE, VERSION)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => {
      const db = request.result
      // Another page deleting or upgrading the database waits for this connection: let it go.
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

/** Opened without a version, so no upgrade runs and Dexie's database is never created here. */
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
    // Both requests in this task (the transaction commits when none is pending).
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
