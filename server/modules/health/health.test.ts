import { Kysely, SqliteDialect } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import type { FileStorage } from '../../lib/storage/storage'
import { createTestApp, type TestApp } from '../../test-support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Runs `check` with one dependency swapped for a broken one, then puts the real one back. */
async function withBroken<K extends 'db' | 'storage'>(
  key: K,
  broken: (typeof t.deps)[K],
  check: () => Promise<void>,
): Promise<void> {
  const real = t.deps[key]
  t.deps[key] = broken
  try {
    await check()
  } finally {
    t.deps[key] = real
  }
}

const unreachableDatabase = () =>
  new Kysely<Database>({
    dialect: new SqliteDialect({
      database: async () => {
        throw new Error('database unreachable')
      },
    }),
  })

describe('GET /api/health/live', () => {
  it('answers 200 {status: ok} while the process runs, even with the database down', async () => {
    await withBroken('db', unreachableDatabase(), async () => {
      const res = await t.app.request('/api/health/live')
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ status: 'ok' })
    })
  })
})

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers and the storage takes a write, leaving no probe file behind', async () => {
    const written: string[] = []
    const deleted: string[] = []
    const real = t.deps.storage
    const watching: FileStorage = {
      ...real,
      put: async (key, data) => {
        written.push(key)
        await real.put(key, data)
      },
      delete: async (key) => {
        deleted.push(key)
        await real.delete(key)
      },
    }
    await withBroken('storage', watching, async () => {
      const res = await t.app.request('/api/health/ready')
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } })
    })
    expect(written).toHaveLength(1)
    expect(deleted).toEqual(written)
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    expect(await real.size(written[0]!)).toBeUndefined()
  })

  it('answers 503 notReady naming the database when it cannot be reached', async () => {
    await withBroken('db', unreachableDatabase(), async () => {
      const res = await t.app.request('/api/health/ready')
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        detail: 'Not ready to serve requests',
        code: 'notReady',
        checks: { database: 'failed', storage: 'ok' },
      })
    })
  })

  it('answers 503 notReady naming the storage when a write fails (full or read-only disk)', async () => {
    const full: FileStorage = {
      ...t.deps.storage,
      put: () => Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' })),
    }
    await withBroken('storage', full, async () => {
      const res = await t.app.request('/api/health/ready')
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({
        code: 'notReady',
        checks: { database: 'ok', storage: 'failed' },
      })
    })
  })
})

describe('GET /api/health', () => {
  it('keeps its combined answer', async () => {
    const res = await t.app.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', database: t.deps.dialect })
  })
})
