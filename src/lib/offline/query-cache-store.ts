import { DATABASE_NAME, QUERY_CACHE_DATABASE } from './db-name'
import { onPageHiding } from './page-hiding'
import type * as QueryCacheDb from './query-cache-db'
import { whenIdle } from '../page/yield'

/** A first visit opens nothing to restore and writes its first answer at an idle moment, never during the first screen. */
let loading: Promise<typeof QueryCacheDb> | undefined
const opener = () => (loading ??= import('./query-cache-db'))

export const FIRST_WRITE_WITHIN_MS = 1000

let firstWriteAt: Promise<void> | undefined
/** Nothing may wait for idle once the page is hidden or left: there may be none. */
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

async function existing(): Promise<{ own: boolean; legacy: boolean }> {
  if (typeof indexedDB.databases !== 'function') return { own: true, legacy: true }
  try {
    const names = new Set((await indexedDB.databases()).map((info) => info.name))
    return { own: names.has(QUERY_CACHE_DATABASE), legacy: names.has(DATABASE_NAME) }
  } catch {
    return { own: true, legacy: true }
  }
}

let found = false

export const queryCacheStorage = {
  async getItem(key: string): Promise<string | null> {
    const { own, legacy } = await existing()
    if (own) {
      found = true
      const value = await (await opener()).queryCacheDb.get(key)
      // Where the browser lists its databases, this one existing means the legacy copy was already looked at.
      if (value !== null || !legacy || typeof indexedDB.databases === 'function') return value
    }
    if (!legacy) return null
    // Awaited, so that a removal that follows finds the moved copy here.
    const { queryCacheDb, takeLegacyCopy } = await opener()
    const moved = await takeLegacyCopy(key)
    if (moved !== null) await queryCacheDb.set(key, moved).catch(() => undefined)
    return moved
  },
  async setItem(key: string, value: string): Promise<void> {
    if (!found) await Promise.all([opener(), firstWriteMoment()])
    await (await opener()).queryCacheDb.set(key, value)
  },
  async removeItem(key: string): Promise<void> {
    const { own, legacy } = await existing()
    if (!own && !legacy) return
    const { queryCacheDb, takeLegacyCopy } = await opener()
    if (own) await queryCacheDb.delete(key)
    if (legacy) await takeLegacyCopy(key)
  },
}
