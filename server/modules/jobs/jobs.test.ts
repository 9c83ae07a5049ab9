import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { JobListResponseSchema, JobSchema } from '@contract/jobs'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { insertJob, type NewJob } from './repository'

let t: TestApp
const NOW = new Date('2026-06-15T12:00:00.000Z')
const at = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString()
const ids: Record<string, number> = {}

const job = (over: Partial<NewJob> & { title_en: string }): NewJob => ({
  title_ar: '',
  employer_ar: '',
  employer_en: 'King Faisal Specialist Hospital',
  location: 'riyadh',
  job_type: 'full-time',
  experience_level: 'senior',
  category: 'clinical',
  salary_min: null,
  salary_max: null,
  currency: 'SAR',
  deadline: null,
  apply_url: 'https://example.org/apply',
  body_md_ar: '',
  body_md_en: '',
  requirements_ar: '',
  requirements_en: 'Saudi board\nFive years',
  featured: 0,
  ...over,
})

async function list(search: string) {
  const res = await t.app.request(`/api/jobs${search}`)
  expect(res.status).toBe(200)
  return v.parse(JobListResponseSchema, await res.json())
}
const idsOf = (answer: { items: { id: number }[] }) => answer.items.map((e) => e.id)

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  const add = async (name: string, over: Parameters<typeof job>[0]) => {
    ids[name] = await insertJob(t.deps.db, job(over), NOW)
  }
  await add('consultant', {
    title_ar: 'استشاري جراحة العمود الفقري',
    title_en: 'Spine surgery consultant',
    salary_min: 40000,
    salary_max: 60000,
    deadline: at(30),
    featured: 1,
    created_at: at(-1),
  })
  await add('resident', {
    title_ar: 'طبيب مقيم عظام',
    title_en: 'Orthopedic resident',
    location: 'jeddah',
    experience_level: 'entry',
    job_type: 'contract',
    category: 'surgical',
    salary_min: 15000,
    salary_max: 20000,
    deadline: at(3),
    created_at: at(-10),
  })
  await add('expired', {
    title_en: 'Research fellow',
    category: 'research',
    job_type: 'fellowship',
    location: 'dammam',
    deadline: at(-2),
    created_at: at(-40),
  })
  await add('open', {
    title_en: 'Locum sports medicine',
    job_type: 'locum',
    experience_level: 'mid',
    salary_max: 30000,
    featured: 1,
    created_at: at(-20),
  })
  await add('remote', {
    title_en: 'Tele-orthopedics reviewer',
    location: 'other:Remote',
    created_at: at(-30),
  })
  await add('deleted', { title_en: 'Deleted posting', deleted_at: at(-1), created_at: at(0) })
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/jobs', () => {
  it('lists every job that is not deleted (expired ones too), newest first, with an exact total', async () => {
    const answer = await list('')
    expect(idsOf(answer)).toEqual([ids.consultant, ids.resident, ids.open, ids.remote, ids.expired])
    expect(answer.total).toBe(5)
    expect(answer.items[0]).toMatchObject({
      description_ar: '',
      application_deadline: at(30),
      application_link: 'https://example.org/apply',
      currency: 'SAR',
      featured: true,
      requirements_ar: '',
      requirements_en: 'Saudi board\nFive years',
    })
  })

  it('filters by location (a city code; its name in either language reads as the code), category, job type, experience level and featured', async () => {
    expect(idsOf(await list('?location=jeddah'))).toEqual([ids.resident])
    expect(idsOf(await list('?location=Dammam'))).toEqual([ids.expired])
    expect(idsOf(await list(`?location=${encodeURIComponent('الدمام')}`))).toEqual([ids.expired])
    expect(idsOf(await list(`?location=${encodeURIComponent('جده')}`))).toEqual([ids.resident])
    expect(idsOf(await list('?location=remote'))).toEqual([ids.remote])
    expect(idsOf(await list('?location=Tabuk'))).toEqual([])
    const [first] = (await list(`?location=jeddah`)).items
    expect(first?.location).toBe('jeddah')
    expect(idsOf(await list('?category=surgical'))).toEqual([ids.resident])
    expect(idsOf(await list('?job_type=locum'))).toEqual([ids.open])
    expect(idsOf(await list('?experience_level=entry'))).toEqual([ids.resident])
    expect(idsOf(await list('?featured=true&limit=3'))).toEqual([ids.consultant, ids.open])
    expect(idsOf(await list('?location=Riyadh&job_type=full-time'))).toEqual([ids.consultant])
  })

  it('sorts by salary (missing last), deadline (open soonest, then none, then expired) and age', async () => {
    expect(idsOf(await list('?sort=salary_max'))).toEqual([
      ids.consultant,
      ids.open,
      ids.resident,
      ids.remote,
      ids.expired,
    ])
    expect(idsOf(await list('?sort=salary_min'))).toEqual([
      ids.resident,
      ids.consultant,
      ids.open,
      ids.remote,
      ids.expired,
    ])
    expect(idsOf(await list('?sort=application_deadline'))).toEqual([
      ids.resident,
      ids.consultant,
      ids.open,
      ids.remote,
      ids.expired,
    ])
    expect(idsOf(await list('?order=asc'))).toEqual([
      ids.expired,
      ids.remote,
      ids.open,
      ids.resident,
      ids.consultant,
    ])
  })

  it('pages', async () => {
    const second = await list('?limit=3&page=2')
    expect(idsOf(second)).toEqual([ids.remote, ids.expired])
    expect(second.total).toBe(5)
  })

  it('searches Arabic-aware and English', async () => {
    expect(idsOf(await list(`?search=${encodeURIComponent('استشارى العمود')}`))).toEqual([ids.consultant])
    expect(idsOf(await list(`?search=${encodeURIComponent('مقيم')}`))).toEqual([ids.resident])
    expect(idsOf(await list('?search=king%20faisal&limit=100'))).toHaveLength(5)
    // The location in both languages: a city code is found by either of its names.
    expect(idsOf(await list(`?search=${encodeURIComponent('الرياض')}`))).toEqual([ids.consultant, ids.open])
    expect(idsOf(await list('?search=jeddah'))).toEqual([ids.resident])
    expect(idsOf(await list('?search=remote'))).toEqual([ids.remote])
    expect(idsOf(await list('?search=deleted'))).toEqual([])
  })

  it('answers one job and 404 for a deleted one', async () => {
    const res = await t.app.request(`/api/jobs/${ids.open}`)
    expect(v.parse(JobSchema, await res.json()).title_en).toBe('Locum sports medicine')
    expect((await t.app.request(`/api/jobs/${ids.deleted}`)).status).toBe(404)
    expect((await t.app.request('/api/jobs/abc')).status).toBe(404)
    // A link to an item that never existed (or no longer does): 404 with the refusal's code, which the app turns into its "not found" state.
    const missing = await t.app.request('/api/jobs/424242')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: expect.any(String), code: 'jobNotFound' })
  })

  it.each([
    ['sort=evil'],
    ['job_type=astronaut'],
    ['experience_level=god'],
    ['featured=nope'],
    ['limit=101'],
    ['page=1e3'],
    [`location=${'x'.repeat(101)}`],
  ])('answers 422 to %s', async (qs) => {
    expect((await t.app.request(`/api/jobs?${qs}`)).status).toBe(422)
  })
})
