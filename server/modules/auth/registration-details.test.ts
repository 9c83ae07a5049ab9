import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearerFor, signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/** Name, specialty and phone given at registration: stored normalised, shown to admins, opening the first profile; bad ones refused whole. */
let t: TestApp
let adminAuth: string
beforeAll(async () => {
  t = await createTestApp()
  adminAuth = (await signedInAs(t.deps, { role: 'admin' })).authorization
})
afterAll(() => t.close())

const post = (path: string, body: unknown) => t.app.request(`/api${path}`, jsonRequest('POST', body))
const get = (path: string, authorization: string) =>
  t.app.request(`/api${path}`, { headers: { Authorization: authorization } })
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.org`
const userRow = (email: string) =>
  t.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()

describe('registration details', () => {
  it('stores the name, the specialty and the phone in E.164 form', async () => {
    const email = uniqueEmail('details')
    const response = await post('/auth/register', {
      email,
      password: 'Secret-pass-1',
      full_name: '  سارة العتيبي ',
      specialty: 'spine',
      phone: '+966 50-123 (4567)',
    })
    expect(response.status).toBe(201)
    expect(await userRow(email)).toMatchObject({
      full_name: 'سارة العتيبي',
      registered_specialty: 'spine',
      phone: '+966501234567',
    })
  })

  it('keeps none of them when they are left out or blank', async () => {
    const email = uniqueEmail('bare')
    expect(
      (
        await post('/auth/register', {
          email,
          password: 'Secret-pass-1',
          full_name: ' ',
          specialty: '',
          phone: ' - ',
        })
      ).status,
    ).toBe(201)
    expect(await userRow(email)).toMatchObject({ full_name: null, registered_specialty: null, phone: null })
    const older = uniqueEmail('older')
    expect((await post('/auth/register', { email: older, password: 'Secret-pass-1' })).status).toBe(201)
    expect(await userRow(older)).toMatchObject({ full_name: null, registered_specialty: null, phone: null })
  })

  it.each([
    ['0551234567', '+966551234567'],
    ['551234567', '+966551234567'],
    ['00966 55 123 4567', '+966551234567'],
    ['+٩٦٦٥٥١٢٣٤٥٦٧', '+966551234567'],
    ['٠٥٥-١٢٣-٤٥٦٧', '+966551234567'],
    ['(۰۱۱) ۲۳۴ ۵۶۷۸', '+966112345678'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('stores the phone %s as %s', async (phone, e164) => {
    const email = uniqueEmail('forms')
    expect((await post('/auth/register', { email, password: 'Secret-pass-1', phone })).status).toBe(201)
    expect(await userRow(email)).toMatchObject({ phone: e164 })
  })

  it.each([
    ['a Saudi mobile range not in service', { phone: '0521234567' }, 'validation.phone', 'phone'],
    ['a toll-free number', { phone: '800 123 4567' }, 'validation.phone', 'phone'],
    ['a Saudi number one digit short', { phone: '٠٥٥١٢٣٤٥٦' }, 'validation.phone', 'phone'],
    ['a phone with letters', { phone: '+966 50 ABC 4567' }, 'validation.phone', 'phone'],
    ['a phone longer than E.164 allows', { phone: '+9665012345678901' }, 'validation.phone', 'phone'],
    ['a phone that is not text', { phone: 966501234567 }, 'validation.invalid_type', 'phone'],
    ['a specialty outside the list', { specialty: 'Cardiology' }, 'validation.one_of', 'specialty'],
    ['an over-long name', { full_name: 'ن'.repeat(201) }, 'validation.too_long', 'full_name'],
  ])('refuses %s with 422 and stores nothing', async (_label, fields, msg, field) => {
    const email = uniqueEmail('refused')
    const response = await post('/auth/register', { email, password: 'Secret-pass-1', ...fields })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      detail: [{ msg, loc: ['body', field] }],
      code: 'validationFailed',
    })
    expect(await userRow(email)).toBeUndefined()
  })

  it('shows the name, membership type, specialty and phone to admins in the pending queue and the users list', async () => {
    const email = uniqueEmail('queue')
    await post('/auth/register', {
      email,
      password: 'Secret-pass-1',
      tier: 'resident',
      full_name: 'Queue Applicant',
      specialty: 'spine',
      phone: '+966 55 000 1111',
    })
    const shown = {
      email,
      full_name: 'Queue Applicant',
      tier: 'resident',
      specialty: 'spine',
      phone: '+966550001111',
      created_at: expect.any(String),
    }
    const pending = await bodyOf(
      await get(`/users?search=${encodeURIComponent(email)}`, adminAuth),
      v.object({ items: v.array(v.unknown()) }),
    )
    expect(pending.items).toEqual([expect.objectContaining(shown)])
    const users = await bodyOf(
      await get(`/admin/users?search=${encodeURIComponent(email)}`, adminAuth),
      v.object({ items: v.array(v.unknown()) }),
    )
    expect(users.items).toEqual([expect.objectContaining(shown)])
  })

  it('answers no specialty for an applicant who chose none', async () => {
    const email = uniqueEmail('nospecialty')
    await post('/auth/register', { email, password: 'Secret-pass-1' })
    const pending = await bodyOf(
      await get(`/users?search=${encodeURIComponent(email)}`, adminAuth),
      v.object({ items: v.array(v.unknown()) }),
    )
    expect(pending.items).toEqual([expect.objectContaining({ email, specialty: null, phone: null })])
  })

  it('opens the first profile with the name and specialty and gives the owner their phone, not the profile', async () => {
    const email = uniqueEmail('prefill')
    await post('/auth/register', {
      email,
      password: 'Secret-pass-1',
      full_name: 'Prefilled Surgeon',
      specialty: 'Foot & Ankle',
      phone: '+966501112222',
    })
    // An older app sends the English name: stored as its code.
    expect(await userRow(email)).toMatchObject({ registered_specialty: 'foot-ankle' })
    const row = await userRow(email)
    // Approved and activated the short way: the lifecycle itself has its own tests.
    await t.deps.db
      .updateTable('users')
      .set({ status: 'active', is_active: 1 })
      .where('id', '=', row!.id)
      .execute()
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    const auth = await bearerFor(t.deps, row!.id)
    const profile = await (await get('/members/me/profile', auth)).json()
    expect(profile).toMatchObject({
      completed: false,
      full_name: 'Prefilled Surgeon',
      specialty: 'foot-ankle',
      work_contacts: { phone: '' },
    })
    expect(await (await get('/auth/me', auth)).json()).toMatchObject({
      full_name: 'Prefilled Surgeon',
      phone: '+966501112222',
    })
  })
})
