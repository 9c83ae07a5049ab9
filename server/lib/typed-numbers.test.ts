import { AdminEventSchema } from '@contract/events'
import { AdminJobSchema } from '@contract/jobs'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSignedInAs } from '../test-support/auth'
import { requestAs, type TestApp } from '../test-support/test-app'

/** Numbers of the back-office forms sent as typed, in Arabic-Indic or Eastern Arabic digits (contract/numbers.ts). */
let t: TestApp
let authorization: string
beforeAll(async () => ({ t, authorization } = await appSignedInAs({ role: 'admin' })))
afterAll(() => t.close())

const send = (method: string, path: string, body?: unknown) => requestAs(t, authorization, method, path, body)

describe('numbers typed in any digits', () => {
  it('stores an event capacity typed in Arabic-Indic digits', async () => {
    const res = await send('POST', '/events', {
      type: 'webinar',
      title_en: 'Digits webinar',
      starts_at: '2099-03-01T10:00:00.000Z',
      capacity: '١٢٠',
    })
    expect(res.status).toBe(201)
    expect(v.parse(AdminEventSchema, await res.json()).capacity).toBe(120)
  })

  it('stores salaries typed with Eastern Arabic digits and grouping marks', async () => {
    const res = await send('POST', '/jobs', {
      title_en: 'Digits surgeon',
      employer: 'KFSH',
      salary_min: '۱۵٬۰۰۰',
      salary_max: '٢٠,٠٠٠',
    })
    expect(res.status).toBe(201)
    expect(v.parse(AdminJobSchema, await res.json())).toMatchObject({ salary_min: 15000, salary_max: 20000 })
  })

  it('refuses text that is no number at its field', async () => {
    const res = await send('POST', '/events', {
      type: 'webinar',
      title_en: 'Digits webinar',
      starts_at: '2099-03-01T10:00:00.000Z',
      capacity: 'مئة',
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      detail: [{ msg: 'validation.integer', loc: ['body', 'capacity'] }],
      code: 'validationFailed',
    })
  })
})
