import { FieldErrorsSchema, bodyOf } from '../../test-support/json'
import { AdminJobListResponseSchema, AdminJobSchema } from '@contract/jobs'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSignedInAs } from '../../test-support/auth'
import { requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let authorization: string
beforeAll(async () => ({ t, authorization } = await appSignedInAs({ role: 'admin' })))
afterAll(() => t.close())

const send = (method: string, path: string, body?: unknown) => requestAs(t, authorization, method, path, body)
const job = {
  title_ar: 'جراح عظام',
  title_en: 'Admin e2e surgeon',
  employer: 'King Fahd Hospital',
  location: 'Riyadh',
  deadline: '2099-01-01T00:00:00.000Z',
  apply_url: 'https://example.org/apply',
  body_md_en: 'Join us',
  salary_min: 1000,
  salary_max: 2000,
}

describe('admin jobs', () => {
  it('creates, lists, edits and deletes a job the public list follows', async () => {
    const created = await send('POST', '/jobs', job)
    expect(created.status).toBe(201)
    const saved = v.parse(AdminJobSchema, await created.json())
    // The typed city is stored as its code.
    expect(saved).toMatchObject({
      employer: 'King Fahd Hospital',
      location: 'riyadh',
      currency: 'SAR',
      featured: false,
      job_type: 'full-time',
    })
    const list = v.parse(AdminJobListResponseSchema, await (await send('GET', '/admin/jobs')).json())
    expect(list.items.map((j) => j.id)).toContain(saved.id)
    const pub = await bodyOf(
      await t.app.request('/api/jobs?search=surgeon'),
      v.object({ items: v.array(v.object({ id: v.number(), description_en: v.string() })) }),
    )
    expect(pub.items.find((j) => j.id === saved.id)?.description_en).toBe('Join us')
    // The form sends the city's label in the reader's language, or a place no city names.
    const edited = await send('PUT', `/jobs/${saved.id}`, {
      ...job,
      location: 'جدة',
      deadline: null,
      featured: true,
    })
    expect(await edited.json()).toMatchObject({ location: 'jeddah', deadline: null, featured: true })
    const remote = await send('PUT', `/jobs/${saved.id}`, { ...job, location: ' Remote (Kingdom-wide) ' })
    expect(await remote.json()).toMatchObject({ location: 'other:Remote (Kingdom-wide)' })
    expect((await send('DELETE', `/jobs/${saved.id}`)).status).toBe(200)
    expect((await send('GET', `/jobs/${saved.id}`)).status).toBe(404)
  })

  it('answers a detail entry per invalid field', async () => {
    const res = await send('POST', '/jobs', {
      apply_url: 'ftp://x',
      deadline: 'soon',
      salary_min: 5,
      salary_max: 1,
      job_type: 'gig',
      featured: 'yes',
    })
    expect(res.status).toBe(422)
    const fields = (await bodyOf(res, FieldErrorsSchema)).detail.map((d) => d.loc[1])
    expect(fields).toEqual(expect.arrayContaining(['apply_url', 'deadline', 'job_type', 'featured']))
    const range = await send('POST', '/jobs', { title_en: 'x', salary_min: 5, salary_max: 1 })
    expect((await bodyOf(range, FieldErrorsSchema)).detail.map((d) => d.loc[1])).toEqual(['salary_max'])
    expect((await send('POST', '/jobs', {})).status).toBe(422)
  })
})
