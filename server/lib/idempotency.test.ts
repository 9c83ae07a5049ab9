import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env'
import { publicRoute } from './access'
import { idempotent } from './idempotency'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let applied = 0

beforeAll(async () => {
  const probe = new Hono<AppEnv>()
    .post('/count', publicRoute(), idempotent(), async (c) => {
      applied += 1
      await new Promise((r) => setTimeout(r, 30))
      return c.json({ applied }, 201)
    })
    .post('/fail', publicRoute(), idempotent(), () => {
      throw new Error('boom')
    })
  t = await createTestApp({}, (api) => api.route('/probe', probe))
})
afterAll(() => t.close())

const post = (path: string, key?: string) =>
  t.app.request(`/api/probe${path}`, { method: 'POST', headers: key ? { 'Idempotency-Key': key } : {} })

describe('Idempotency-Key', () => {
  it('applies a replayed request once and answers it the same way', async () => {
    applied = 0
    const first = await post('/count', 'edit-0001-aaaa')
    const again = await post('/count', 'edit-0001-aaaa')
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(await first.json())
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(applied).toBe(1)
  })

  it('applies concurrent replays once: the second waits with 409', async () => {
    applied = 0
    const [a, b] = await Promise.all([post('/count', 'edit-0002-bbbb'), post('/count', 'edit-0002-bbbb')])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    expect(applied).toBe(1)
  })

  it('runs requests without a key every time', async () => {
    applied = 0
    await post('/count')
    await post('/count')
    expect(applied).toBe(2)
  })

  it('refuses a malformed key or one reused for another call', async () => {
    expect((await post('/count', 'x')).status).toBe(422)
    await post('/count', 'edit-0003-cccc')
    const reused = await t.app.request('/api/probe/fail', { method: 'POST', headers: { 'Idempotency-Key': 'edit-0003-cccc' } })
    expect(reused.status).toBe(422)
  })

  it('forgets a key whose request failed on the server, so it can be tried again', async () => {
    const original = console.error
    console.error = () => {}
    try {
      expect((await post('/fail', 'edit-0004-dddd')).status).toBe(500)
      const row = await t.deps.db.selectFrom('idempotency_keys').selectAll().where('key', '=', 'edit-0004-dddd').executeTakeFirst()
      expect(row).toBeUndefined()
    } finally {
      console.error = original
    }
  })
})
