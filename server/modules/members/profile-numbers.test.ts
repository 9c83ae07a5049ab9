import * as v from 'valibot'
import { OwnProfileSchema } from '@contract/members'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/** The profile's work phone and numbers as members type them: any digits, Saudi numbers in their local forms. */
let t: TestApp
let authorization: string
beforeAll(async () => {
  t = await createTestApp()
  authorization = (await signedInAs(t.deps, { mustCompleteProfile: true })).authorization
  const first = await t.app.request(
    '/api/members/me/profile',
    jsonRequest('PUT', { full_name: 'Huda Al-Shehri', specialty: 'Spine' }, { Authorization: authorization }),
  )
  expect(first.status).toBe(200)
})
afterAll(() => t.close())

const patch = (body: unknown) =>
  t.app.request('/api/members/me/profile-full', jsonRequest('PATCH', body, { Authorization: authorization }))

describe('the work phone', () => {
  it.each([
    ['0551234567', '+966551234567'],
    ['55 123 4567', '+966551234567'],
    ['00966-55-123-4567', '+966551234567'],
    ['٠٥٥ ١٢٣ ٤٥٦٧', '+966551234567'],
    ['+۹۶۶ (۱۱) ۲۳۴-۵۶۷۸', '+966112345678'],
    ['+44 (0)20 7946 0958', '+442079460958'],
  ])('stores %s as %s', async (typed, e164) => {
    const res = await patch({ work_contacts: { email: '', phone: typed } })
    expect(res.status).toBe(200)
    expect(v.parse(OwnProfileSchema, await res.json()).work_contacts.phone).toBe(e164)
  })

  it.each([
    ['a Saudi mobile range not in service', '052 123 4567'],
    ['a shared-cost number', '9200 12345'],
    ['a number too short', '٠٥٥١٢٣'],
  ])('refuses %s at its field and keeps the stored one', async (_label, typed) => {
    await patch({ work_contacts: { phone: '0551234567' } })
    const res = await patch({ work_contacts: { phone: typed }, bio: 'not saved either' })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      detail: [{ msg: 'validation.phone', loc: ['body', 'work_contacts', 'phone'] }],
      code: 'validationFailed',
    })
    const stored = v.parse(
      OwnProfileSchema,
      await (
        await t.app.request('/api/members/me/profile', { headers: { Authorization: authorization } })
      ).json(),
    )
    expect(stored).toMatchObject({ work_contacts: { phone: '+966551234567' }, bio: '' })
  })

  it('refuses a bad phone in a full save too, and clears it when left blank', async () => {
    const full = (phone: string) =>
      t.app.request(
        '/api/members/me/profile',
        jsonRequest(
          'PUT',
          { full_name: 'Huda Al-Shehri', specialty: 'Spine', work_contacts: { phone } },
          { Authorization: authorization },
        ),
      )
    expect((await full('0521234567')).status).toBe(422)
    const cleared = await full(' ')
    expect(cleared.status).toBe(200)
    expect(v.parse(OwnProfileSchema, await cleared.json()).work_contacts.phone).toBe('')
  })
})

describe('numbers in Arabic-Indic digits', () => {
  it('reads years of experience and the years of rows typed in any digits', async () => {
    const res = await patch({
      years_experience: '١٢',
      qualifications: [{ title: 'FRCSC', institution: 'RCPSC', year: '۲۰۱۵' }],
      publications: [{ title: 'Spine outcomes', year: '٢٠٢٤' }],
      teaching_roles: [{ role: 'Lecturer', institution: 'KSU', year: 2020 }],
    })
    expect(res.status).toBe(200)
    expect(v.parse(OwnProfileSchema, await res.json())).toMatchObject({
      years_experience: 12,
      years_of_experience: 12,
      qualifications: [{ year: 2015 }],
      publications: [{ year: 2024 }],
      teaching_roles: [{ year: 2020 }],
    })
  })

  it('refuses text that is no number, or out of range, with the number codes', async () => {
    const res = await patch({ years_experience: '١٢ سنة', qualifications: [{ title: 'MD', year: '١٨٠٠' }] })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      detail: [
        { msg: 'validation.integer', loc: ['body', 'years_experience'] },
        { msg: 'validation.too_small', loc: ['body', 'qualifications', 0, 'year'] },
      ],
      code: 'validationFailed',
    })
  })
})
