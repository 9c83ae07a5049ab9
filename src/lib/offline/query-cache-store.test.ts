import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PortalDatabase } from './db'
import { DATABASE_NAME, QUERY_CACHE_DATABASE } from './db-name'

/** The store as a new visit loads it (its connection and what it found are per page). */
async function freshStore() {
  vi.resetModules()
  return (await import('./query-cache-store')).queryCacheStorage
}

const databaseNames = async () => (await indexedDB.databases()).map((info) => info.name).sort()

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error)
  })
}

/** Dexie's database as an earlier version of the app left it: the cache in its `kv` store. */
async function legacyDevice(rows: { key: string; value: string }[]): Promise<void> {
  const legacy = new PortalDatabase()
  await legacy.kv.bulkPut(rows.map((row) => ({ ...row, updatedAt: 1 })))
  legacy.close()
}

afterEach(async () => {
  // The store's connections close themselves when a deletion asks (versionchange).
  await deleteDatabase(QUERY_CACHE_DATABASE)
  await deleteDatabase(DATABASE_NAME)
})

describe('queryCacheStorage', () => {
  it('answers null for a key never written, then what was written, then null after removal', async () => {
    const storage = await freshStore()
    expect(await storage.getItem('query-cache')).toBeNull()
    await storage.setItem('query-cache', '{"clientState":{}}')
    expect(await storage.getItem('query-cache')).toBe('{"clientState":{}}')
    await storage.setItem('query-cache', 'newer')
    expect(await storage.getItem('query-cache')).toBe('newer')
    await storage.removeItem('query-cache')
    expect(await storage.getItem('query-cache')).toBeNull()
  })

  it('opens no database on a first visit to find there is nothing to restore', async () => {
    const storage = await freshStore()
    expect(await storage.getItem('query-cache')).toBeNull()
    await storage.removeItem('query-cache')
    expect(await databaseNames()).toEqual([])
  })

  it('keeps the value in a database of its own, not Dexie’s, where the next visit finds it', async () => {
    await (await freshStore()).setItem('query-cache', 'v')
    expect(await databaseNames()).toEqual([QUERY_CACHE_DATABASE])
    expect(await (await freshStore()).getItem('query-cache')).toBe('v')
  })

  it('moves a copy kept in Dexie’s kv store by an earlier version once, leaving the store’s other rows', async () => {
    await legacyDevice([
      { key: 'query-cache', value: 'kept before' },
      { key: 'door-device', value: 'd1' },
    ])
    expect(await (await freshStore()).getItem('query-cache')).toBe('kept before')
    const legacy = new PortalDatabase()
    expect(await legacy.kv.toArray()).toEqual([{ key: 'door-device', value: 'd1', updatedAt: 1 }])
    legacy.close()
    // Found in its new place by a later visit (offline, say, with nothing written meanwhile).
    expect(await (await freshStore()).getItem('query-cache')).toBe('kept before')
  })

  it('removes a copy left in Dexie’s kv store too (logout), and Dexie opens its database as before', async () => {
    const storage = await freshStore()
    await storage.setItem('query-cache', 'new')
    await legacyDevice([
      { key: 'query-cache', value: 'written by an older tab' },
      { key: 'door-device', value: 'd1' },
    ])
    await storage.removeItem('query-cache')
    expect(await (await freshStore()).getItem('query-cache')).toBeNull()
    const legacy = new PortalDatabase()
    expect(await legacy.kv.toArray()).toEqual([{ key: 'door-device', value: 'd1', updatedAt: 1 }])
    expect(legacy.verno).toBe(3)
    legacy.close()
  })

  it('never creates Dexie’s database, even where the browser cannot list databases', async () => {
    Object.defineProperty(indexedDB, 'databases', { configurable: true, value: undefined })
    try {
      const storage = await freshStore()
      expect(await storage.getItem('query-cache')).toBeNull()
      await storage.removeItem('query-cache')
    } finally {
      // The own property hid the prototype's method; removing it brings that back.
      Reflect.deleteProperty(indexedDB, 'databases')
    }
    expect(await databaseNames()).toEqual([QUERY_CACHE_DATABASE])
    // Dexie then creates its database with its own versions, as on a new device.
    const created = new PortalDatabase()
    await created.kv.put({ key: 'door-device', value: 'd1', updatedAt: 1 })
    expect(created.verno).toBe(3)
    created.close()
  })
})
