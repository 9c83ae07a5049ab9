import { AdminJobSchema, JobListResponseSchema, JobSchema } from '@contract/jobs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSignedInAs } from '../../test-support/auth'
import { bodyOf } from '../../test-support/json'
import { requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let authorization: string
beforeAll(async () => ({ t, authorization } = await appSignedInAs({ role: 'superadmin' })))
afterAll(() => t.close())

const send = (method: string, path: string, body?: unknown) => requestAs(t, authorization, method, path, body)
const base = { title_ar: 'استشاري', title_en: 'Consultant', location: 'riyadh' }

async function create(fields: Record<string, unknown>) {
  const res = await send('POST', '/jobs', { ...base, ...fields })
  expect(res.status).toBe(201)
  return bodyOf(res, AdminJobSchema)
}
const publicJob = async (id: number) => bodyOf(await t.app.request(`/api/jobs/${id}`), JobSchema)
const found = async (search: string) =>
  (
    await bodyOf(
      await t.app.request(`/api/jobs?search=${encodeURIComponent(search)}&limit=50`),
      JobListResponseSchema,
    )
  ).items.map((j) => j.id)

describe('a job employer and requirements in both languages', () => {
  it('are stored and read in both languages; the single fields are the Arabic ones, else the English ones', async () => {
    const job = await create({
      employer_ar: 'مدينة الملك سعود الطبية',
      employer_en: 'King Saud Medical City',
      requirements_ar: 'البورد السعودي\nخبرة خمس سنوات',
      requirements_en: 'Saudi Board\nFive years of experience',
    })
    expect(job).toMatchObject({
      employer: 'مدينة الملك سعود الطبية',
      requirements: 'البورد السعودي\nخبرة خمس سنوات',
      employer_en: 'King Saud Medical City',
    })
    expect(await publicJob(job.id)).toMatchObject({
      employer: 'مدينة الملك سعود الطبية',
      employer_ar: 'مدينة الملك سعود الطبية',
      employer_en: 'King Saud Medical City',
      requirements: 'البورد السعودي\nخبرة خمس سنوات',
      requirements_en: 'Saudi Board\nFive years of experience',
    })
    const english = await create({ employer_en: 'Aseer Central Hospital', requirements_en: 'Microsurgery' })
    expect(await publicJob(english.id)).toMatchObject({
      employer: 'Aseer Central Hospital',
      employer_ar: '',
      requirements: 'Microsurgery',
      requirements_ar: '',
    })
  })

  it('store a write with only `employer` and `requirements` under the language of their script', async () => {
    const job = await create({ employer: 'King Fahad Medical City', requirements: 'زمالة في جراحة اليد' })
    expect(job).toMatchObject({
      employer_ar: '',
      employer_en: 'King Fahad Medical City',
      requirements_ar: 'زمالة في جراحة اليد',
      requirements_en: '',
    })
    const pair = await create({ employer_ar: 'مستشفى عسير', employer_en: 'Aseer Hospital' })
    const resent = await bodyOf(
      await send('PUT', `/jobs/${pair.id}`, { ...base, employer: 'مستشفى عسير' }),
      AdminJobSchema,
    )
    expect(resent).toMatchObject({ employer_ar: 'مستشفى عسير', employer_en: 'Aseer Hospital' })
  })

  it('are found in either language', async () => {
    const job = await create({
      title_en: 'Hand fellow',
      employer_ar: 'مستشفى الهدا للقوات المسلحة',
      employer_en: 'Al Hada Armed Forces Hospital',
      requirements_ar: 'خبرة في الجراحة المجهرية',
      requirements_en: 'Microsurgery experience',
    })
    expect(await found('Armed Forces')).toContain(job.id)
    expect(await found('الهدا')).toContain(job.id)
    expect(await found('المجهرية')).toContain(job.id)
    expect(await found('microsurgery')).toContain(job.id)
  })
})
