import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import type { Kysely } from 'kysely'
import { DirectoryResponseSchema } from '@contract/members'
import { bearerFor, createUser } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'
import { fillSortKeys } from '../../db/migrations/20261126-1000-directory-order'

let t: TestApp

async function member(fullName: string, city = 'Riyadh') {
  const created = await createUser(t.deps, { mustCompleteProfile: true })
  const authorization = await bearerFor(t.deps, created.id)
  const res = await t.app.request(
    '/api/members/me/profile',
    jsonRequest('PUT', { full_name: fullName, specialty: 'Spine', city }, { Authorization: authorization }),
  )
  expect(res.status).toBe(200)
  return { id: created.id, authorization }
}

async function names(search: string) {
  const res = await t.app.request(`/api/members/directory${search}`)
  expect(res.status).toBe(200)
  const body = v.parse(DirectoryResponseSchema, await res.json())
  return { names: body.items.map((item) => item.full_name), total: body.total }
}

/** Stored in an order unlike the alphabetical one: code points would give آ أ إ ا, ال before ب, Latin first. */
const STORED = [
  'Zaid Hassan',
  'د. يوسف الحربي',
  'آمنة الشهري',
  'محمد القحطاني',
  'أسماء بخش',
  'Dr. Adam Al-Otaibi',
  'محمد بخش',
  'إبراهيم العتيبي',
  'احمد الغامدي',
  'عبد الله الدوسري',
  'عبدالرحمن المطيري',
]
const EXPECTED = [
  'إبراهيم العتيبي',
  'احمد الغامدي',
  'أسماء بخش',
  'آمنة الشهري',
  'عبدالرحمن المطيري',
  'عبد الله الدوسري',
  'محمد بخش',
  'محمد القحطاني',
  'د. يوسف الحربي',
  'Dr. Adam Al-Otaibi',
  'Zaid Hassan',
]

beforeAll(async () => {
  t = await createTestApp()
  for (const name of STORED) await member(name)
})
afterAll(() => t.close())

describe('the directory order', () => {
  it('lists Arabic names in Arabic alphabetical order (alef forms alike, titles and articles left out), then Latin names', async () => {
    expect((await names('?page_size=50')).names).toEqual(EXPECTED)
    expect((await names('?page_size=50&sort=name_desc')).names).toEqual([...EXPECTED].reverse())
  })

  it('pages without gaps or repeats, both ways, also for equal keys', async () => {
    const twin = await member('محمد بخش')
    const all = (await names('?page_size=50')).names
    const pages: string[] = []
    for (let page = 1; page <= 4; page++) pages.push(...(await names(`?page_size=10&page=${page}`)).names)
    expect(pages).toEqual(all)
    const desc: string[] = []
    for (let page = 1; page <= 4; page++)
      desc.push(...(await names(`?page_size=10&page=${page}&sort=name_desc`)).names)
    expect(desc).toEqual([...all].reverse())
    await t.deps.db.deleteFrom('users').where('id', '=', twin.id).execute()
  })

  it('orders searches, filters and short prefixes the same way', async () => {
    expect((await names(`?query=${encodeURIComponent('بخش')}`)).names).toEqual(['أسماء بخش', 'محمد بخش'])
    expect((await names('?city=riyadh&page_size=50')).names).toEqual(EXPECTED)
    expect((await names(`?query=${encodeURIComponent('مح')}`)).names).toEqual(['محمد بخش', 'محمد القحطاني'])
    expect((await names(`?query=${encodeURIComponent('مح')}&sort=name_desc`)).names).toEqual([
      'محمد القحطاني',
      'محمد بخش',
    ])
  })

  it("orders the English reader's directory by the English names, else the Arabic one, Latin first", async () => {
    const created = await createUser(t.deps, { mustCompleteProfile: true })
    const authorization = await bearerFor(t.deps, created.id)
    const saved = await t.app.request(
      '/api/members/me/profile',
      jsonRequest(
        'PUT',
        {
          full_name_ar: 'يحيى الشمري',
          full_name_en: 'Bader Al-Shammari',
          specialty: 'Spine',
          city: 'Riyadh',
        },
        { Authorization: authorization },
      ),
    )
    expect(saved.status).toBe(200)
    const arabicOrder = ['إبراهيم العتيبي', 'احمد الغامدي', 'أسماء بخش', 'آمنة الشهري']
    const english = (await names('?page_size=50&lang=en')).names
    // Members known by a Latin name first, in English order (Bader for يحيى الشمري), then the Arabic-only names in Arabic order.
    expect(english.slice(0, 3)).toEqual(['Dr. Adam Al-Otaibi', 'يحيى الشمري', 'Zaid Hassan'])
    expect(english.slice(3, 7)).toEqual(arabicOrder)
    expect((await names('?page_size=50&lang=en&sort=name_desc')).names).toEqual([...english].reverse())
    // Filters and searches follow the same order; the Arabic order is unchanged.
    expect((await names('?page_size=50&lang=en&city=riyadh')).names).toEqual(english)
    expect((await names('?page_size=50&lang=en&query=riyadh')).names).toEqual(english)
    expect((await names('?lang=en&query=ba')).names).toEqual(['يحيى الشمري'])
    expect((await names('?page_size=50&lang=en&query=shammari')).names).toEqual(['يحيى الشمري'])
    expect((await names('?page_size=50')).names.slice(0, 4)).toEqual(arabicOrder)
    await t.deps.db.deleteFrom('users').where('id', '=', created.id).execute()
  })

  it('answers from the current data after every change, searches and totals included', async () => {
    const query = `?query=${encodeURIComponent('القحطاني')}`
    expect(await names(query)).toEqual({ names: ['محمد القحطاني'], total: 1 })
    expect((await names('?city=jeddah')).total).toBe(0)
    // A new member, through the API.
    const newcomer = await member('بدر القحطاني', 'Jeddah')
    expect(await names(query)).toEqual({ names: ['بدر القحطاني', 'محمد القحطاني'], total: 2 })
    expect((await names('?city=jeddah')).total).toBe(1)
    // A rename moves the member in the order and out of the search.
    const renamed = await t.app.request(
      '/api/members/me/profile-full',
      jsonRequest('PATCH', { full_name: 'يحيى الزهراني' }, { Authorization: newcomer.authorization }),
    )
    expect(renamed.status).toBe(200)
    expect(await names(query)).toEqual({ names: ['محمد القحطاني'], total: 1 })
    // يحيى (ي ح) comes just before يوسف (ي و).
    expect((await names('?page_size=50')).names.indexOf('يحيى الزهراني')).toBe(
      EXPECTED.indexOf('د. يوسف الحربي'),
    )
    // An account change made elsewhere (written straight to the users table) unlists at once.
    await t.deps.db.updateTable('users').set({ is_active: 0 }).where('id', '=', newcomer.id).execute()
    expect((await names('?city=jeddah')).total).toBe(0)
    expect((await names('?page_size=50')).names).toEqual(EXPECTED)
  })

  it('raises the change counter for every change a directory answer shows, and only for those', async () => {
    const changes = async () =>
      (await t.deps.db.selectFrom('member_directory_changes').select('changes').executeTakeFirstOrThrow())
        .changes
    const someone = await member('سلمان العنزي')
    const patch = (body: Record<string, unknown>) =>
      t.app.request(
        '/api/members/me/profile-full',
        jsonRequest('PATCH', body, { Authorization: someone.authorization }),
      )
    let before = await changes()
    // Years of experience are on the profile page, not on a directory card.
    expect((await patch({ years_experience: 12 })).status).toBe(200)
    expect(await changes()).toBe(before)
    for (const body of [
      { bio: 'Hand surgery' },
      { hospital: 'مستشفى الملك فهد' },
      { visibility: { bio: 'private' } },
      { city: 'Jeddah' },
    ]) {
      expect((await patch(body)).status).toBe(200)
      expect(await changes(), JSON.stringify(body)).toBeGreaterThan(before)
      before = await changes()
    }
    await t.deps.db.deleteFrom('users').where('id', '=', someone.id).execute()
  })

  it('fills the key of rows stored before it existed (the migration)', async () => {
    const listed = (await names('?page_size=50')).names
    await t.deps.db.updateTable('member_profiles').set({ sort_key: '' }).execute()
    // A migration takes the database without its table types (it declares the shape it ran on).
    await fillSortKeys(t.deps.db as unknown as Kysely<unknown>)
    expect((await names('?page_size=50')).names).toEqual(listed)
    const keys = await t.deps.db
      .selectFrom('member_profiles')
      .select('sort_key')
      .where('sort_key', '=', '')
      .execute()
    expect(keys).toEqual([])
  })
})
