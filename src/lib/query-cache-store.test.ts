import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { queryCacheStorage } from './query-cache-store'

describe('queryCacheStorage', () => {
  it('answers null for a key never written, then what was written, then null after removal', async () => {
    expect(await queryCacheStorage.getItem('query-cache')).toBeNull()
    await queryCacheStorage.setItem('query-cache', '{"clientState":{}}')
    expect(await queryCacheStorage.getItem('query-cache')).toBe('{"clientState":{}}')
    await queryCacheStorage.setItem('query-cache', 'newer')
    expect(await queryCacheStorage.getItem('query-cache')).toBe('newer')
    await queryCacheStorage.removeItem('query-cache')
    expect(await queryCacheStorage.getItem('query-cache')).toBeNull()
  })

  it('keeps the value in IndexedDB, readable by a new connection (a reload)', async () => {
    await queryCacheStorage.setItem('k', 'v')
    const stored = await new Promise<unknown>((resolve, reject) => {
      const request = indexedDB.open('portal-query-cache')
      request.onsuccess = () => {
        const get = request.result.transaction('kv').objectStore('kv').get('k')
        get.onsuccess = () => resolve(get.result)
        get.onerror = () => reject(get.error)
      }
      request.onerror = () => reject(request.error)
    })
    expect(stored).toBe('v')
  })
})
