import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyLocationVisibility } from '../../db/migrations/20261124-1020-member-location-visibility'
import { bearerFor, createUser } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/**
 * The city/region list aggregates a field with a visibility choice (the clinic location's
 * region) over every listed member: each viewer gets only the regions they may see, the
 * cities (card fields) always. A city of the reference list is under its own region (public
 * knowledge), so these members live in cities typed as free text, grouped by the region of
 * their clinic location. The property test in privacy.test.ts walks random cases; these are
 * the named ones.
 */
let t: TestApp
type Member = { id: number; authorization: string }
const members: Partial<Record<'open' | 'signedIn' | 'secret', Member>> = {}
let adminAuth: string
let strangerAuth: string

async function memberWithLocation(city: string, region: string, level: string) {
  const created = await createUser(t.deps, { mustCompleteProfile: true })
  const authorization = await bearerFor(t.deps, created.id)
  const body = {
    full_name: `Member of ${city}`,
    specialty: 'Spine',
    city,
    clinic_location: { region },
    visibility: { clinic_location: level },
  }
  const res = await t.app.request(
    '/api/members/me/profile',
    jsonRequest('PUT', body, { Authorization: authorization }),
  )
  expect(res.status).toBe(200)
  return { id: created.id, authorization }
}

const locations = async (authorization?: string) =>
  await bodyOf(
    await t.app.request(
      '/api/members/locations',
      authorization ? { headers: { Authorization: authorization } } : {},
    ),
    v.record(v.string(), v.array(v.string())),
  )

const member = (name: keyof typeof members): Member => {
  const found = members[name]
  if (!found) throw new Error(`${name} was not created`)
  return found
}

beforeAll(async () => {
  t = await createTestApp()
  members.open = await memberWithLocation('Al Namas', 'Asir', 'public')
  members.signedIn = await memberWithLocation('Ras Tanura', 'Eastern Province', 'members_only')
  members.secret = await memberWithLocation('Haql', 'Tabuk Region', 'private')
  adminAuth = await bearerFor(t.deps, (await createUser(t.deps, { role: 'admin' })).id)
  strangerAuth = await bearerFor(t.deps, (await createUser(t.deps)).id)
})
afterAll(() => t.close())

describe('GET /api/members/locations for each viewer', () => {
  it('shows a region only to those who may see its clinic location; every city to everyone', async () => {
    expect(await locations()).toEqual({ '': ['other:Haql', 'other:Ras Tanura'], asir: ['other:Al Namas'] })
    expect(await locations(strangerAuth)).toEqual({
      '': ['other:Haql'],
      asir: ['other:Al Namas'],
      eastern: ['other:Ras Tanura'],
    })
    expect(await locations(member('secret').authorization)).toEqual({
      asir: ['other:Al Namas'],
      eastern: ['other:Ras Tanura'],
      tabuk: ['other:Haql'],
    })
    expect(await locations(adminAuth)).toEqual({
      asir: ['other:Al Namas'],
      eastern: ['other:Ras Tanura'],
      tabuk: ['other:Haql'],
    })
  })

  it('puts a city of the reference list under its own region for everyone, whatever the clinic location says', async () => {
    const inAbha = await memberWithLocation('أبها', 'Riyadh Region', 'private')
    expect((await locations())['asir']).toEqual(['abha', 'other:Al Namas'])
    expect(await locations()).not.toHaveProperty('riyadh')
    await t.deps.db.deleteFrom('member_profiles').where('user_id', '=', inAbha.id).execute()
  })

  it('follows a change of visibility at once', async () => {
    const patch = (level: string) =>
      t.app.request(
        '/api/members/me/profile-full',
        jsonRequest(
          'PATCH',
          { visibility: { clinic_location: level } },
          { Authorization: member('open').authorization },
        ),
      )
    expect((await patch('private')).status).toBe(200)
    expect(await locations()).toEqual({ '': ['other:Al Namas', 'other:Haql', 'other:Ras Tanura'] })
    expect((await locations(member('open').authorization))['asir']).toEqual(['other:Al Namas'])
    expect((await patch('public')).status).toBe(200)
    expect((await locations())['asir']).toEqual(['other:Al Namas'])
  })

  it('a token of an account that is no longer active sees what anonymous visitors see', async () => {
    const former = await createUser(t.deps)
    const authorization = await bearerFor(t.deps, former.id)
    await t.deps.db.updateTable('users').set({ is_active: 0 }).where('id', '=', former.id).execute()
    const res = await t.app.request('/api/members/locations', { headers: { Authorization: authorization } })
    // Either refused as a dead session or answered as anonymous: never a members_only region.
    if (res.status === 200) expect(Object.keys((await res.json()) as object)).not.toContain('eastern')
    else expect(res.status).toBe(401)
  })
})

describe('the location_visibility column of profiles stored before it existed', () => {
  it('is filled from each stored visibility map; anything else reads as members_only', async () => {
    const db = t.deps.db
    const set = (id: number, visibility: string) =>
      db
        .updateTable('member_profiles')
        .set({ visibility, location_visibility: 'wrong' })
        .where('user_id', '=', id)
        .execute()
    await set(member('open').id, JSON.stringify({ bio: 'private', clinic_location: 'public' }))
    await set(member('signedIn').id, '{}')
    await set(member('secret').id, JSON.stringify({ clinic_location: 'private' }))
    // Migrations see the database untyped; it is the same connection.
    await copyLocationVisibility(db as unknown as Kysely<unknown>)
    const rows = await db
      .selectFrom('member_profiles')
      .select(['user_id', 'location_visibility'])
      .where('user_id', 'in', [member('open').id, member('signedIn').id, member('secret').id])
      .orderBy('user_id')
      .execute()
    expect(rows.map((r) => r.location_visibility)).toEqual(['public', 'members_only', 'private'])
  })
})
