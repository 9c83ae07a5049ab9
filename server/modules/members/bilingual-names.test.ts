import * as v from 'valibot'
import { CurrentUserSchema } from '@contract/auth'
import { DirectoryResponseSchema, MemberProfileViewSchema, OwnProfileSchema } from '@contract/members'
import { PendingUsersResponseSchema } from '@contract/users'
import { VALIDATION_CODES } from '@contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearerFor, createUser, signedInAs } from '../../test-support/auth'
import { FieldErrorsSchema, bodyOf } from '../../test-support/json'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/** Members' names and bios in both languages: registration, the profile's readings, legacy single-field writes, the directory. */
let t: TestApp
let adminAuth: string
beforeAll(async () => {
  t = await createTestApp()
  adminAuth = (await signedInAs(t.deps, { role: 'admin' })).authorization
})
afterAll(() => t.close())

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.org`
const userRow = (email: string) =>
  t.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
const put = (body: unknown, authorization: string) =>
  t.app.request('/api/members/me/profile', jsonRequest('PUT', body, { Authorization: authorization }))
const patch = (body: unknown, authorization: string) =>
  t.app.request('/api/members/me/profile-full', jsonRequest('PATCH', body, { Authorization: authorization }))

async function member() {
  const user = await createUser(t.deps, { mustCompleteProfile: true, fullName: null })
  return { id: user.id, authorization: await bearerFor(t.deps, user.id) }
}

async function directory(search: string) {
  const res = await t.app.request(`/api/members/directory${search}`)
  return bodyOf(res, DirectoryResponseSchema)
}

describe('registration', () => {
  it('stores both names and the gender; the single name reads the Arabic one, else the English one', async () => {
    const email = uniqueEmail('both')
    const res = await t.app.request(
      '/api/auth/register',
      jsonRequest('POST', {
        email,
        password: 'Secret-pass-1',
        full_name_ar: ' سارة العتيبي ',
        full_name_en: 'Sara Al-Otaibi',
        gender: 'female',
      }),
    )
    expect(res.status).toBe(201)
    expect(await userRow(email)).toMatchObject({
      full_name: 'سارة العتيبي',
      full_name_ar: 'سارة العتيبي',
      full_name_en: 'Sara Al-Otaibi',
      gender: 'female',
    })

    const english = uniqueEmail('english')
    await t.app.request(
      '/api/auth/register',
      jsonRequest('POST', { email: english, password: 'Secret-pass-1', full_name_en: 'Omar Khan' }),
    )
    expect(await userRow(english)).toMatchObject({
      full_name: 'Omar Khan',
      full_name_ar: '',
      full_name_en: 'Omar Khan',
      gender: null,
    })

    const pending = await bodyOf(
      await t.app.request('/api/users?user_status=pending&search=sara', {
        headers: { Authorization: adminAuth },
      }),
      PendingUsersResponseSchema,
    )
    expect(pending.items.find((u) => u.email === email)).toMatchObject({
      full_name: 'سارة العتيبي',
      full_name_en: 'Sara Al-Otaibi',
      gender: 'female',
    })
  })

  it('puts a name sent only as full_name under the language of its script', async () => {
    const arabic = uniqueEmail('legacy-ar')
    await t.app.request(
      '/api/auth/register',
      jsonRequest('POST', { email: arabic, password: 'Secret-pass-1', full_name: 'خالد الحربي' }),
    )
    expect(await userRow(arabic)).toMatchObject({
      full_name: 'خالد الحربي',
      full_name_ar: 'خالد الحربي',
      full_name_en: '',
    })
    const latin = uniqueEmail('legacy-en')
    await t.app.request(
      '/api/auth/register',
      jsonRequest('POST', { email: latin, password: 'Secret-pass-1', full_name: 'Khalid Al-Harbi' }),
    )
    expect(await userRow(latin)).toMatchObject({
      full_name: 'Khalid Al-Harbi',
      full_name_ar: '',
      full_name_en: 'Khalid Al-Harbi',
    })
  })

  it('refuses a gender outside the list', async () => {
    const res = await t.app.request(
      '/api/auth/register',
      jsonRequest('POST', { email: uniqueEmail('g'), password: 'Secret-pass-1', gender: 'other' }),
    )
    expect(res.status).toBe(422)
    expect((await bodyOf(res, FieldErrorsSchema)).detail).toContainEqual({
      msg: VALIDATION_CODES.oneOf,
      loc: ['body', 'gender'],
    })
  })
})

describe('the profile', () => {
  it('answers both names and bios and the gender to the owner, the names and the bios its visibility allows to others', async () => {
    const m = await member()
    const saved = await put(
      {
        full_name_ar: 'نورة الحربي',
        full_name_en: 'Noura Al-Harbi',
        bio_ar: 'جراحة عمود فقري',
        bio_en: 'Spine surgeon',
        gender: 'female',
        specialty: 'spine',
        visibility: { bio: 'members_only' },
      },
      m.authorization,
    )
    expect(saved.status).toBe(200)
    expect(await bodyOf(saved, OwnProfileSchema)).toMatchObject({
      full_name: 'نورة الحربي',
      full_name_ar: 'نورة الحربي',
      full_name_en: 'Noura Al-Harbi',
      bio: 'جراحة عمود فقري',
      bio_en: 'Spine surgeon',
      gender: 'female',
    })
    const me = await bodyOf(
      await t.app.request('/api/auth/me', { headers: { Authorization: m.authorization } }),
      CurrentUserSchema,
    )
    expect(me).toMatchObject({ full_name: 'نورة الحربي', full_name_en: 'Noura Al-Harbi', gender: 'female' })

    const other = await signedInAs(t.deps, {})
    const seen = await bodyOf(
      await t.app.request(`/api/members/${m.id}`, { headers: { Authorization: other.authorization } }),
      MemberProfileViewSchema,
    )
    expect(seen).toMatchObject({
      full_name_ar: 'نورة الحربي',
      full_name_en: 'Noura Al-Harbi',
      bio_ar: 'جراحة عمود فقري',
      bio_en: 'Spine surgeon',
    })
    expect(seen).not.toHaveProperty('gender')
    await patch({ visibility: { bio: 'private' } }, m.authorization)
    const hidden = await bodyOf(
      await t.app.request(`/api/members/${m.id}`, { headers: { Authorization: other.authorization } }),
      MemberProfileViewSchema,
    )
    expect(hidden).not.toHaveProperty('bio_ar')
    expect(hidden).not.toHaveProperty('bio_en')
    expect((await directory('?query=Noura')).items.find((item) => item.id === m.id)).not.toHaveProperty(
      'bio_en',
    )
  })

  it('stores a name and a bio sent only as the single fields under their script, and keeps the other language when one is sent back unchanged', async () => {
    const m = await member()
    await put({ full_name: 'Faisal Al-Qahtani', bio: 'Hand surgeon', specialty: 'hand' }, m.authorization)
    let own = await bodyOf(
      await t.app.request('/api/members/me/profile', { headers: { Authorization: m.authorization } }),
      OwnProfileSchema,
    )
    expect(own).toMatchObject({
      full_name: 'Faisal Al-Qahtani',
      full_name_ar: '',
      full_name_en: 'Faisal Al-Qahtani',
      bio_ar: '',
      bio_en: 'Hand surgeon',
    })

    await patch({ full_name_ar: 'فيصل القحطاني' }, m.authorization)
    own = await bodyOf(
      await t.app.request('/api/members/me/profile', { headers: { Authorization: m.authorization } }),
      OwnProfileSchema,
    )
    expect(own).toMatchObject({
      full_name: 'فيصل القحطاني',
      full_name_ar: 'فيصل القحطاني',
      full_name_en: 'Faisal Al-Qahtani',
    })

    // An older client sends back the single name it read: both languages stay.
    await put({ full_name: 'فيصل القحطاني', specialty: 'hand' }, m.authorization)
    own = await bodyOf(
      await t.app.request('/api/members/me/profile', { headers: { Authorization: m.authorization } }),
      OwnProfileSchema,
    )
    expect(own).toMatchObject({ full_name_ar: 'فيصل القحطاني', full_name_en: 'Faisal Al-Qahtani' })

    // A patch of the single name alone stores it under its script's language.
    await patch({ full_name: 'Faisal Q.' }, m.authorization)
    expect(await userRowById(m.id)).toMatchObject({
      full_name: 'Faisal Q.',
      full_name_ar: '',
      full_name_en: 'Faisal Q.',
    })
  })

  it('refuses a save with no name in either language, on full_name', async () => {
    const m = await member()
    const res = await put({ full_name_ar: ' ', full_name_en: '', specialty: 'spine' }, m.authorization)
    expect(res.status).toBe(422)
    expect((await bodyOf(res, FieldErrorsSchema)).detail).toContainEqual({
      msg: VALIDATION_CODES.required,
      loc: ['body', 'full_name'],
    })
  })
})

const userRowById = (id: number) =>
  t.deps.db
    .selectFrom('users')
    .select(['full_name', 'full_name_ar', 'full_name_en', 'gender'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

describe('the directory', () => {
  it('carries both names, finds a member by either (short searches too), and a public bio in either language', async () => {
    const m = await member()
    await put(
      {
        full_name_ar: 'ريم الزهراني',
        full_name_en: 'Reem Alzahrani',
        bio_ar: 'جراحة الأطفال',
        bio_en: 'Paediatric osteotomies',
        specialty: 'pediatric',
        visibility: { bio: 'public' },
      },
      m.authorization,
    )
    const card = (await directory('?query=Reem')).items.find((item) => item.id === m.id)
    expect(card).toMatchObject({
      full_name: 'ريم الزهراني',
      full_name_ar: 'ريم الزهراني',
      full_name_en: 'Reem Alzahrani',
      bio_en: 'Paediatric osteotomies',
    })
    expect((await directory('?query=ري')).items.map((item) => item.id)).toContain(m.id)
    expect((await directory('?query=Re')).items.map((item) => item.id)).toContain(m.id)
    expect((await directory('?query=osteotomies')).items.map((item) => item.id)).toContain(m.id)
  })

  it('answers a renamed English name at once (the remembered answers move with it)', async () => {
    const m = await member()
    await put(
      { full_name_ar: 'هند العمري', full_name_en: 'Hind Alomari', specialty: 'spine' },
      m.authorization,
    )
    expect((await directory('?query=Hind')).items.map((item) => item.id)).toContain(m.id)
    await patch({ full_name_en: 'Hend Alomari' }, m.authorization)
    expect((await directory('?query=Hind')).items.map((item) => item.id)).not.toContain(m.id)
    const renamed = (await directory('?query=Hend')).items.find((item) => item.id === m.id)
    expect(renamed?.full_name_en).toBe('Hend Alomari')
  })
})

describe('answers read with the schemas', () => {
  it('a directory copy saved before the pair reads it as empty', () => {
    const old = v.parse(DirectoryResponseSchema, {
      items: [{ id: 1, full_name: 'Sara', avatar_url: null, specialty: '', city: '', hospital: '' }],
      total: 1,
      page: 1,
      page_size: 20,
    })
    expect(old.items[0]).toMatchObject({ full_name_ar: '', full_name_en: '' })
  })
})
