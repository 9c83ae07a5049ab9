import { Hono } from 'hono'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../app-env'
import { up as createSharedKeys } from '../db/migrations/20261123-0010-idempotency'
import { up as scopeKeysToCallers } from '../db/migrations/20261201-1200-idempotency-per-caller'
import { signedInAs } from '../test-support/auth'
import { publicRoute, signedIn } from './access'
import { idempotent } from './idempotency'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let applied = 0
let alice: { id: number; authorization: string }
let bob: { id: number; authorization: string }

beforeAll(async () => {
  const probe = new Hono<AppEnv>()
    .post('/count', signedIn(), idempotent(), async (c) => {
      applied += 1
      await new Promise((r) => setTimeout(r, 30))
      return c.json({ applied, caller: c.get('viewer')?.id }, 201)
    })
    .post('/fail', signedIn(), idempotent(), () => {
      throw new Error('boom')
    })
    .post('/public-count', publicRoute(), idempotent(), (c) => {
      applied += 1
      return c.json({ applied }, 201)
    })
  t = await createTestApp({}, (api) => api.route('/probe', probe))
  alice = await signedInAs(t.deps)
  bob = await signedInAs(t.deps)
})
afterAll(() => t.close())

const post = (path: string, key?: string, as: { authorization: string } | null = alice) =>
  t.app.request(`/api/probe${path}`, {
    method: 'POST',
    headers: {
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...(as ? { Authorization: as.authorization } : {}),
    },
  })

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
    const reused = await post('/fail', 'edit-0003-cccc')
    expect(reused.status).toBe(422)
  })

  it('forgets a key whose request failed on the server, so it can be tried again', async () => {
    const original = console.error
    console.error = () => {}
    try {
      expect((await post('/fail', 'edit-0004-dddd')).status).toBe(500)
      const row = await t.deps.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('key', '=', 'edit-0004-dddd')
        .executeTakeFirst()
      expect(row).toBeUndefined()
    } finally {
      console.error = original
    }
  })
})

describe('Idempotency-Key belongs to its caller', () => {
  it("never replays one account's answer to another: the same key from a second account runs that account's own request", async () => {
    applied = 0
    const fromAlice = await post('/count', 'shared-key-0005', alice)
    expect(await fromAlice.json()).toEqual({ applied: 1, caller: alice.id })

    const fromBob = await post('/count', 'shared-key-0005', bob)
    expect(fromBob.status).toBe(201)
    expect(fromBob.headers.get('idempotent-replayed')).toBeNull()
    expect(await fromBob.json()).toEqual({ applied: 2, caller: bob.id })

    // Each replay answers its own caller's stored answer.
    expect(await (await post('/count', 'shared-key-0005', alice)).json()).toEqual({
      applied: 1,
      caller: alice.id,
    })
    expect(await (await post('/count', 'shared-key-0005', bob)).json()).toEqual({
      applied: 2,
      caller: bob.id,
    })
    expect(applied).toBe(2)
  })

  it('cannot be claimed first by another account to block the owner (nor tell it the key is in use)', async () => {
    applied = 0
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await post('/fail', 'claimed-0006-eeee', bob)).status).toBe(500)
    errors.mockRestore()
    expect((await post('/count', 'claimed-0006-eeee', bob)).status).toBe(201)
    // Bob's key reused for another call is refused for Bob; for Alice it is a key of her own.
    expect((await post('/count', 'claimed-0006-eeee', alice)).status).toBe(201)
    expect(applied).toBe(2)
  })

  it('keeps nothing for a caller who is not signed in: such a request runs every time, never answered from another visitor', async () => {
    applied = 0
    expect(await (await post('/public-count', 'visitor-0007-ffff', null)).json()).toEqual({ applied: 1 })
    const second = await post('/public-count', 'visitor-0007-ffff', null)
    expect(second.headers.get('idempotent-replayed')).toBeNull()
    expect(await second.json()).toEqual({ applied: 2 })
  })
})

describe('migration 20261201-1200-idempotency-per-caller', () => {
  it("keeps each stored answer for the account that made it and drops visitors' keys", async () => {
    const owner = await signedInAs(t.deps)
    const db = t.deps.db as unknown as Kysely<unknown> // the migration's own code, on a database typed as it is when migrations run
    // Back to the table before this migration: one key space for everyone, the caller inside the scope.
    await t.deps.db.schema.dropTable('idempotency_keys').execute()
    await createSharedKeys(db)
    const stamp = t.deps.now().toISOString()
    for (const [key, scope, body] of [
      ['kept-0008-gggg', `${owner.id} POST /api/probe/count`, '{"applied":41}'],
      ['visitor-0008-hhhh', 'anonymous POST /api/probe/public-count', '{"applied":42}'],
      ['gone-0008-iiii', '999999 POST /api/probe/count', '{}'],
    ]) {
      await sql`insert into idempotency_keys (key, scope, status, body, created_at) values (${key}, ${scope}, 201, ${body}, ${stamp})`.execute(
        db,
      )
    }

    await scopeKeysToCallers(db)

    const rows = await t.deps.db
      .selectFrom('idempotency_keys')
      .select(['user_id', 'key', 'scope', 'body'])
      .execute()
    expect(rows).toEqual([
      { user_id: owner.id, key: 'kept-0008-gggg', scope: 'POST /api/probe/count', body: '{"applied":41}' },
    ])
    const replayed = await post('/count', 'kept-0008-gggg', owner)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    expect(await replayed.json()).toEqual({ applied: 41 })
  })
})
