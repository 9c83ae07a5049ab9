import { present } from '@contract/narrow'
import { FieldErrorsSchema, bodyOf } from '../../test-support/json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  DirectoryResponseSchema,
  MemberProfileViewSchema,
  OwnProfileSchema,
  TeamDetailSchema,
  TeamsResponseSchema,
  committeeId,
} from '@contract/members'
import { VALIDATION_CODES } from '@contract/errors'
import { bearerFor, createUser, signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

let t: TestApp

async function memberWithProfile(
  profile: Record<string, unknown>,
  user: Parameters<typeof createUser>[1] = {},
) {
  const created = await createUser(t.deps, { mustCompleteProfile: true, ...user })
  const authorization = await bearerFor(t.deps, created.id)
  const res = await t.app.request(
    '/api/members/me/profile',
    jsonRequest('PUT', profile, { Authorization: authorization }),
  )
  expect(res.status).toBe(200)
  return { id: created.id, authorization }
}

async function directory(search: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/api/members/directory${search}`, { headers })
  expect(res.status).toBe(200)
  return v.parse(DirectoryResponseSchema, await res.json())
}

let ahmed: { id: number; authorization: string }
let sara: { id: number; authorization: string }

beforeAll(async () => {
  t = await createTestApp()
  ahmed = await memberWithProfile({
    full_name: 'أحمد القحطاني',
    specialty: 'Spine',
    city: 'Riyadh',
    hospital: 'مستشفى الملك فيصل التخصصي',
    bio: 'Spine surgeon',
    clinic_location: { region: 'Riyadh Region' },
    association_roles: [
      { role: 'Chair', committee: 'Scientific Committee', start_date: '2024-01-01', end_date: '' },
    ],
  })
  sara = await memberWithProfile({
    full_name: 'Sara Al-Otaibi',
    specialty: 'Trauma',
    city: 'Jeddah',
    hospital: 'King Abdulaziz University Hospital',
    visibility: { bio: 'public' },
    bio: 'Trauma and fractures',
    association_roles: [{ role: 'Member', committee: 'scientific committee ', start_date: '', end_date: '' }],
  })
  const hidden = await memberWithProfile({ full_name: 'Zaid Hidden', specialty: 'Spine', city: 'Riyadh' })
  await t.deps.db
    .updateTable('users')
    .set({ status: 'pending', is_active: 0 })
    .where('id', '=', hidden.id)
    .execute()
  await createUser(t.deps, { mustCompleteProfile: true, fullName: 'No Profile Yet' })
  for (let i = 0; i < 23; i++)
    await memberWithProfile({
      full_name: `Bulk Member ${String(i).padStart(2, '0')}`,
      specialty: 'Oncology',
      city: 'Dammam',
    })
})
afterAll(() => t.close())

describe('GET /api/members/directory', () => {
  it('lists active members with a completed profile to anonymous visitors, 20 a page by default', async () => {
    const body = await directory('')
    expect(body.total).toBe(25)
    expect(body.page).toBe(1)
    expect(body.page_size).toBe(20)
    expect(body.items).toHaveLength(20)
    expect(body.items.map((i) => i.full_name)).not.toContain('Zaid Hidden')
  })

  it('answers the doubled /api/api prefix the same way', async () => {
    const res = await t.app.request('/api/api/members/directory?page_size=10')
    expect(res.status).toBe(200)
    expect(v.parse(DirectoryResponseSchema, await res.json()).total).toBe(25)
  })

  it('sorts by name both ways and pages', async () => {
    const all = await directory('?page_size=50')
    const names = all.items.map((i) => i.full_name)
    // Arabic names first, in the Arabic order, then Latin ones (contract/name-sort-key.ts).
    expect(names[0]).toBe('أحمد القحطاني')
    expect(names[1]).toBe('Bulk Member 00')
    expect(names.at(-1)).toBe('Sara Al-Otaibi')
    const desc = await directory('?page_size=50&sort=name_desc')
    expect(desc.items.map((i) => i.full_name)).toEqual([...names].reverse())
    const last = await directory('?page_size=10&page=3')
    expect(last.items).toHaveLength(5)
  })

  it('searches name or hospital, Arabic-aware (hamza, taa marbuta, alef maqsura folded)', async () => {
    expect((await directory(`?query=${encodeURIComponent('احمد')}`)).items.map((i) => i.id)).toEqual([
      ahmed.id,
    ])
    expect((await directory(`?query=${encodeURIComponent('مستشفي الملك')}`)).items.map((i) => i.id)).toEqual([
      ahmed.id,
    ])
    expect((await directory('?query=abdulaziz')).items.map((i) => i.id)).toEqual([sara.id])
    expect((await directory('?query=SARA')).items.map((i) => i.id)).toEqual([sara.id])
    expect((await directory('?query=bu')).total).toBe(23)
    expect((await directory('?query=nobody-like-this')).total).toBe(0)
  })

  it('filters by specialty and city codes (a label in either language reads as its code)', async () => {
    expect((await directory('?specialty=spine')).items.map((i) => i.id)).toEqual([ahmed.id])
    expect((await directory('?city=dammam')).total).toBe(23)
    expect((await directory('?city=dammam&specialty=spine')).total).toBe(0)
    expect((await directory('?specialty=Spine')).items.map((i) => i.id)).toEqual([ahmed.id])
    expect((await directory(`?city=${encodeURIComponent('الدمام')}`)).total).toBe(23)
    expect((await directory('?city=other:Dammam')).total).toBe(23)
    expect((await directory('?city=unknown-town')).total).toBe(0)
  })

  it('answers cards with codes and finds a city by its name in either language', async () => {
    const card = (await directory(`?query=${encodeURIComponent('القحطاني')}`)).items[0]
    expect(card).toMatchObject({ id: ahmed.id, specialty: 'spine', city: 'riyadh' })
    for (const query of ['Riyadh', 'riyadh', 'الرياض', 'ألرياض', 'جدة', 'جده', 'JEDDAH']) {
      const ids = (await directory(`?query=${encodeURIComponent(query)}`)).items.map((i) => i.id)
      expect(ids, query).toEqual(/جد|jed/i.test(query) ? [sara.id] : [ahmed.id])
    }
  })

  it('serves the home page preview of 3', async () => {
    const body = await directory('?page_size=3&page=2')
    expect(body.items).toHaveLength(3)
    expect(body.page_size).toBe(3)
  })

  it('refuses bad query values with 422', async () => {
    for (const q of ['?page_size=15', '?page=0', '?sort=age', '?page=abc']) {
      const res = await t.app.request(`/api/members/directory${q}`)
      expect(res.status).toBe(422)
    }
  })

  it('serves the specialty and location lists from listed members', async () => {
    expect(await (await t.app.request('/api/members/specialties')).json()).toEqual([
      'oncology',
      'spine',
      'trauma',
    ])
    // Cities of the reference list are answered as codes under their own region.
    expect(await (await t.app.request('/api/members/locations')).json()).toEqual({
      eastern: ['dammam'],
      makkah: ['jeddah'],
      riyadh: ['riyadh'],
    })
    const signedIn = { headers: { Authorization: sara.authorization } }
    expect(await (await t.app.request('/api/members/locations', signedIn)).json()).toEqual({
      eastern: ['dammam'],
      makkah: ['jeddah'],
      riyadh: ['riyadh'],
    })
  })
})

describe('the own profile', () => {
  it('needs sign-in', async () => {
    expect((await t.app.request('/api/members/me/profile')).status).toBe(401)
    expect(
      (await t.app.request('/api/members/me/profile', jsonRequest('PUT', { full_name: 'x', specialty: 'y' })))
        .status,
    ).toBe(401)
  })

  it('starts empty with the registration name filled in', async () => {
    const user = await signedInAs(t.deps, { mustCompleteProfile: true, fullName: 'New Person' })
    const body = v.parse(
      OwnProfileSchema,
      await (
        await t.app.request('/api/members/me/profile', { headers: { Authorization: user.authorization } })
      ).json(),
    )
    expect(body).toMatchObject({
      id: user.id,
      completed: false,
      full_name: 'New Person',
      specialty: '',
      updated_at: null,
    })
    expect(body.visibility.bio).toBe('members_only')
  })

  it('validates every field and answers one entry per field', async () => {
    const user = await signedInAs(t.deps, { mustCompleteProfile: true })
    const res = await t.app.request(
      '/api/members/me/profile',
      jsonRequest(
        'PUT',
        {
          full_name: ' ',
          years_experience: 81,
          links: { linkedin: 'javascript:alert(1)' },
          avatar_url: 'https://evil.example/x.png',
          visibility: { bio: 'everyone' },
        },
        { Authorization: user.authorization },
      ),
    )
    expect(res.status).toBe(422)
    const detail = (await bodyOf(res, FieldErrorsSchema)).detail
    const locs = detail.map((d) => d.loc.join('.'))
    expect(locs).toEqual(
      expect.arrayContaining([
        'body.full_name',
        'body.specialty',
        'body.years_experience',
        'body.links.linkedin',
        'body.avatar_url',
        'body.visibility.bio',
      ]),
    )
    expect(detail.find((d) => d.loc.join('.') === 'body.specialty')?.msg).toBe(VALIDATION_CODES.required)
    const flags = await t.deps.db
      .selectFrom('users')
      .select('must_complete_profile')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(flags.must_complete_profile).toBe(1)
  })

  it('saves, normalizes lists, sets must_complete_profile to 0 and is idempotent', async () => {
    const user = await signedInAs(t.deps, { mustCompleteProfile: true })
    const profile = {
      full_name: '  Noura Al-Harbi ',
      specialty: 'Foot & Ankle',
      specialties: ['Foot & Ankle', 'foot & ankle', ' ', 'Trauma', 'القدم والكاحل', 'Knee Arthroscopy'],
      city: 'Ras Tanura',
      cities: ['Riyadh', 'الرياض', 'Ras Tanura'],
      languages_spoken: [
        { code: 'en', label: 'English' },
        { code: 'EN', label: 'dup' },
        { code: '', label: 'nothing' },
      ],
      years_experience: 0,
      consultant_since: '2019-04',
      qualifications: [
        { title: 'FRCSC', institution: 'RCPSC', year: 2015 },
        { title: '', institution: '', year: null },
      ],
    }
    const first = await t.app.request(
      '/api/members/me/profile',
      jsonRequest('PUT', profile, { Authorization: user.authorization }),
    )
    expect(first.status).toBe(200)
    const saved = v.parse(OwnProfileSchema, await first.json())
    expect(saved).toMatchObject({
      completed: true,
      full_name: 'Noura Al-Harbi',
      // Labels in either language become codes (once); what matches no code is kept as typed.
      specialty: 'foot-ankle',
      specialties: ['foot-ankle', 'trauma', 'other:Knee Arthroscopy'],
      city: 'other:Ras Tanura',
      cities: ['riyadh', 'other:Ras Tanura'],
      languages_spoken: [{ code: 'en', label: 'English' }],
      years_experience: 0,
      years_of_experience: 0,
      consultant_since: '2019-04-01',
      qualifications: [{ title: 'FRCSC', institution: 'RCPSC', year: 2015 }],
    })
    const flags = await t.deps.db
      .selectFrom('users')
      .select(['must_complete_profile', 'full_name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(flags).toEqual({ must_complete_profile: 0, full_name: 'Noura Al-Harbi' })

    t.setNow(new Date(Date.now() + 60_000))
    const again = v.parse(
      OwnProfileSchema,
      await (
        await t.app.request(
          '/api/members/me/profile',
          jsonRequest('PUT', profile, { Authorization: user.authorization }),
        )
      ).json(),
    )
    expect(again).toEqual(saved)
    t.setNow(new Date())
    expect((await directory(`?query=noura`)).items.map((i) => i.id)).toEqual([user.id])
  })

  it('PATCH /members/me/profile-full changes only the given fields', async () => {
    const res = await t.app.request(
      '/api/members/me/profile-full',
      jsonRequest(
        'PATCH',
        { city: 'Jeddah', years_of_experience: 12 },
        { Authorization: sara.authorization },
      ),
    )
    expect(res.status).toBe(200)
    const body = v.parse(OwnProfileSchema, await res.json())
    expect(body).toMatchObject({
      full_name: 'Sara Al-Otaibi',
      specialty: 'trauma',
      city: 'jeddah',
      years_experience: 12,
    })
    const full = await t.app.request('/api/api/members/me/profile-full', {
      headers: { Authorization: sara.authorization },
    })
    expect(v.parse(OwnProfileSchema, await full.json()).years_of_experience).toBe(12)
    const bad = await t.app.request(
      '/api/members/me/profile-full',
      jsonRequest('PATCH', { full_name: '' }, { Authorization: sara.authorization }),
    )
    expect(bad.status).toBe(422)
  })
})

describe('GET /api/members/{id}', () => {
  it('needs sign-in', async () => {
    expect((await t.app.request(`/api/members/${ahmed.id}`)).status).toBe(401)
  })

  it('shows a listed profile to another member, with is_owner only for the owner', async () => {
    const res = await t.app.request(`/api/members/${ahmed.id}`, {
      headers: { Authorization: sara.authorization },
    })
    const view = v.parse(MemberProfileViewSchema, await res.json())
    expect(view).toMatchObject({
      id: ahmed.id,
      full_name: 'أحمد القحطاني',
      is_owner: false,
      bio: 'Spine surgeon',
    })
    const own = v.parse(
      MemberProfileViewSchema,
      await (
        await t.app.request(`/api/members/${ahmed.id}`, { headers: { Authorization: ahmed.authorization } })
      ).json(),
    )
    expect(own.is_owner).toBe(true)
  })

  it('answers 404 for unknown, unlisted or malformed ids', async () => {
    const hidden = await t.deps.db
      .selectFrom('member_profiles')
      .select('user_id')
      .where('full_name', '=', 'Zaid Hidden')
      .executeTakeFirstOrThrow()
    for (const id of ['999999', String(hidden.user_id)]) {
      expect(
        (await t.app.request(`/api/members/${id}`, { headers: { Authorization: sara.authorization } }))
          .status,
      ).toBe(404)
    }
    expect(
      (await t.app.request('/api/members/abc', { headers: { Authorization: sara.authorization } })).status,
    ).toBe(404)
  })
})

describe('teams', () => {
  it('gathers committees from association roles, one team per committee name whatever its case', async () => {
    expect((await t.app.request('/api/teams')).status).toBe(401)
    const list = v.parse(
      TeamsResponseSchema,
      await (await t.app.request('/api/teams', { headers: { Authorization: sara.authorization } })).json(),
    )
    expect(list.items).toEqual([
      {
        id: committeeId('Scientific Committee'),
        name: expect.stringMatching(/scientific committee/i),
        member_count: 2,
      },
    ])
    const team = v.parse(
      TeamDetailSchema,
      await (
        await t.app.request(`/api/teams/${present(list.items[0], 'a team').id}`, {
          headers: { Authorization: sara.authorization },
        })
      ).json(),
    )
    expect(team.members.map((m) => [m.full_name, m.role])).toEqual([
      ['أحمد القحطاني', 'Chair'],
      ['Sara Al-Otaibi', 'Member'],
    ])
    expect(
      (await t.app.request('/api/teams/zzzz', { headers: { Authorization: sara.authorization } })).status,
    ).toBe(404)
  })

  it('drops members whose account is no longer active (listed kept by the users trigger)', async () => {
    await t.deps.db.updateTable('users').set({ is_active: 0 }).where('id', '=', ahmed.id).execute()
    const team = v.parse(
      TeamDetailSchema,
      await (
        await t.app.request(`/api/teams/${committeeId('Scientific Committee')}`, {
          headers: { Authorization: sara.authorization },
        })
      ).json(),
    )
    expect(team.members.map((m) => m.id)).toEqual([sara.id])
    expect((await directory('')).total).toBe(25)
    await t.deps.db.updateTable('users').set({ is_active: 1 }).where('id', '=', ahmed.id).execute()
    expect((await directory(`?query=${encodeURIComponent('القحطاني')}`)).total).toBe(1)
  })
})

describe('the listed-members counter (unfiltered totals)', () => {
  it('follows saves, account changes and deletions', async () => {
    const total = async () => (await directory('')).total
    const counted = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('member_profiles')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('listed', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await total()
    expect(before).toBe(await counted())
    const extra = await memberWithProfile({ full_name: 'Counter Person', specialty: 'Spine' })
    expect(await total()).toBe(before + 1)
    await t.deps.db.updateTable('users').set({ status: 'rejected' }).where('id', '=', extra.id).execute()
    expect(await total()).toBe(before)
    await t.deps.db.updateTable('users').set({ status: 'active' }).where('id', '=', extra.id).execute()
    expect(await total()).toBe(before + 1)
    await t.deps.db.deleteFrom('users').where('id', '=', extra.id).execute()
    expect(await total()).toBe(before)
    expect(await total()).toBe(await counted())
  })
})
