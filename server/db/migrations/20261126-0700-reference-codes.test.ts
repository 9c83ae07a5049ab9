import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import { DirectoryResponseSchema } from '@contract/members'
import { createUser } from '../../test-support/auth'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { up } from './20261126-0700-reference-codes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const stamp = '2026-11-01T00:00:00.000Z'

/** A profile row as it was stored before codes: the texts people typed or picked. */
async function oldProfile(fields: {
  full_name: string
  specialty: string
  city: string
  specialties: string[]
  cities: string[]
  hospital?: string
}) {
  const user = await createUser(t.deps, { mustCompleteProfile: false, fullName: fields.full_name })
  const hospital = fields.hospital ?? ''
  await t.deps.db
    .insertInto('member_profiles')
    .values({
      user_id: user.id,
      full_name: fields.full_name,
      specialty: fields.specialty,
      city: fields.city,
      region: '',
      location_visibility: 'members_only',
      hospital,
      bio: '',
      avatar_url: null,
      years_of_experience: null,
      consultant_since: null,
      pronouns: '',
      specialties: JSON.stringify(fields.specialties),
      cities: JSON.stringify(fields.cities),
      hospitals: '[]',
      teaching_roles: '[]',
      clinical_interests: '[]',
      languages_spoken: '[]',
      work_contacts: '{}',
      clinic_location: '{}',
      links: '{}',
      qualifications: '[]',
      fellowships: '[]',
      publications: '[]',
      association_roles: '[]',
      collaboration_interests: '[]',
      display_preferences: '{}',
      visibility: '{}',
      sort_name: fields.full_name.toLowerCase(),
      sort_key: fields.full_name.toLowerCase(),
      // The search text of before: name and hospitals only.
      search_text: `${fields.full_name} ${hospital}`.toLowerCase(),
      listed: 1,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute()
  return user.id
}

describe('migration 20261126-0700-reference-codes', () => {
  it('moves specialties and cities to codes, keeps what matches none as typed, and makes cities searchable in both languages', async () => {
    const english = await oldProfile({
      full_name: 'Old English Row',
      specialty: 'Hip & Knee (Arthroplasty)',
      city: 'Riyadh',
      specialties: ['Spine', 'spine', 'Knee Arthroscopy'],
      cities: ['Riyadh', 'Ras Tanura'],
    })
    const arabic = await oldProfile({
      full_name: 'صف عربي قديم',
      specialty: 'العمود الفقري',
      city: 'جده',
      specialties: [],
      cities: ['مكه'],
    })
    const free = await oldProfile({
      full_name: 'Free Text Row',
      specialty: 'Veterinary Orthopedics',
      city: 'Boston',
      specialties: [],
      cities: [],
    })
    const blank = await oldProfile({
      full_name: 'Blank City Row',
      specialty: 'Trauma',
      city: '',
      specialties: [],
      cities: [],
    })
    const applicant = await createUser(t.deps, { mustCompleteProfile: true })
    await t.deps.db
      .updateTable('users')
      .set({ registered_specialty: 'Foot & Ankle' })
      .where('id', '=', applicant.id)
      .execute()

    await up(t.deps.db as unknown as Kysely<unknown>)
    // A second run (a restart in the middle, say) changes nothing more.
    await up(t.deps.db as unknown as Kysely<unknown>)

    const rows = await t.deps.db
      .selectFrom('member_profiles')
      .select(['user_id', 'specialty', 'city', 'specialties', 'cities'])
      .where('user_id', 'in', [english, arabic, free, blank])
      .orderBy('user_id')
      .execute()
    // Stored by this app as a JSON array of strings; the value is checked as unknown before use.
    expect(
      rows.map(({ user_id: _id, ...row }) => ({
        ...row,
        specialties: JSON.parse(row.specialties) as unknown,
        cities: JSON.parse(row.cities) as unknown,
      })),
    ).toEqual([
      {
        specialty: 'hip-knee',
        city: 'riyadh',
        specialties: ['spine', 'other:Knee Arthroscopy'],
        cities: ['riyadh', 'other:Ras Tanura'],
      },
      { specialty: 'spine', city: 'jeddah', specialties: [], cities: ['makkah'] },
      { specialty: 'other:Veterinary Orthopedics', city: 'other:Boston', specialties: [], cities: [] },
      { specialty: 'trauma', city: '', specialties: [], cities: [] },
    ])
    const registered = await t.deps.db
      .selectFrom('users')
      .select('registered_specialty')
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow()
    expect(registered.registered_specialty).toBe('foot-ankle')

    const search = async (query: string) => {
      const res = await t.app.request(
        `/api/members/directory?page_size=50&query=${encodeURIComponent(query)}`,
      )
      return v.parse(DirectoryResponseSchema, await res.json()).items.map((item) => item.id)
    }
    expect(await search('الرياض')).toEqual([english])
    expect(await search('Jeddah')).toEqual([arabic])
    expect(await search('boston')).toEqual([free])
    const filtered = await t.app.request('/api/members/directory?specialty=spine')
    expect(v.parse(DirectoryResponseSchema, await filtered.json()).items.map((item) => item.id)).toEqual([
      arabic,
    ])
  })
})
