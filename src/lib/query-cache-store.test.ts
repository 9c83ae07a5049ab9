import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { db } from './db'
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

  it('keeps the value in the kv store of the Dexie database (db.ts), where a reload finds it', async () => {
    await queryCacheStorage.setItem('k', 'v')
    expect(await db.kv.get('k')).toMatchObject({ key: 'k', value: 'v' })
  })
})
