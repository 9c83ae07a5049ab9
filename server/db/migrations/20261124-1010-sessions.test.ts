import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { hashOpaqueToken, newOpaqueToken } from '../../lib/auth/tokens'
import { createUser } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'
import { up } from './20261124-1010-sessions'
import { up as addSignInTime } from './20261201-1400-session-sign-in-time'
import { up as addDevices } from './20261201-1500-session-devices'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('migration 20261124-1010-sessions', () => {
  it('turns existing refresh-token families into sessions, so refresh tokens issued before it keep working', async () => {
    // Back to the schema before this migration: refresh tokens without a sessions table.
    await t.deps.db.schema.dropTable('sessions').execute()
    const user = await createUser(t.deps)
    const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString()
    const live = newOpaqueToken()
    const row = (
      familyId: string,
      hash: string,
      changes: { rotated_at?: string; revoked_at?: string } = {},
    ) => ({
      user_id: user.id,
      token_hash: hash,
      family_id: familyId,
      created_at: day(1),
      expires_at: '2099-01-01T00:00:00.000Z',
      family_expires_at: '2099-01-01T00:00:00.000Z',
      rotated_at: changes.rotated_at ?? null,
      revoked_at: changes.revoked_at ?? null,
    })
    await t.deps.db
      .insertInto('refresh_tokens')
      .values([
        row('family-live', hashOpaqueToken('rotated-one'), { rotated_at: day(2) }),
        row('family-live', live.hash),
        row('family-ended', hashOpaqueToken('ended-a'), { rotated_at: day(2), revoked_at: day(3) }),
        row('family-ended', hashOpaqueToken('ended-b'), { revoked_at: day(4) }),
      ])
      .execute()

    // The migration's own code, on a database typed as it is when migrations run.
    await up(t.deps.db as unknown as Kysely<unknown>)

    const sessions = await t.deps.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute()
    expect(sessions).toEqual([
      {
        id: 'family-ended',
        user_id: user.id,
        created_at: day(1),
        expires_at: '2099-01-01T00:00:00.000Z',
        ended_at: day(4),
      },
      {
        id: 'family-live',
        user_id: user.id,
        created_at: day(1),
        expires_at: '2099-01-01T00:00:00.000Z',
        ended_at: null,
      },
    ])
    // The later migrations of the sessions table, so the app's queries find its columns.
    await addSignInTime(t.deps.db as unknown as Kysely<unknown>)
    // The same database, typed as migrations see it.
    await addDevices(t.deps.db as unknown as Kysely<unknown>)
    expect(
      await t.deps.db
        .selectFrom('sessions')
        .select('authenticated_at')
        .where('id', '=', 'family-live')
        .executeTakeFirstOrThrow(),
    ).toEqual({ authenticated_at: day(1) })
    const refreshed = await t.app.request(
      '/api/auth/refresh',
      jsonRequest('POST', { refresh_token: live.token }),
    )
    expect(refreshed.status).toBe(200)
    const { access_token } = await bodyOf(refreshed, v.object({ access_token: v.string() }))
    expect(
      (await t.app.request('/api/auth/me', { headers: { Authorization: `Bearer ${access_token}` } })).status,
    ).toBe(200)
  })
})
