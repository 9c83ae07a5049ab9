import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HomeStatsSchema } from '@contract/home'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { insertEvent } from '../events/repository'
import { insertJob } from '../jobs/repository'
import { insertResource } from '../resources/repository'

let t: TestApp
const NOW = new Date('2026-06-15T12:00:00.000Z')
const at = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString()

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  const event = {
    type: 'webinar',
    title_ar: 'ندوة',
    description_ar: '',
    description_en: '',
    ends_at: null,
    location_ar: 'online',
    location_en: 'online',
    stream_url: null,
    capacity: null,
  }
  const more = { registration_deadline: null, registration_link: null, registration_count: 0 }
  await insertEvent(
    t.deps.db,
    { ...event, ...more, status: 'published', title_en: 'Future', starts_at: at(3) },
    NOW,
  )
  await insertEvent(
    t.deps.db,
    { ...event, ...more, status: 'published', title_en: 'Past', starts_at: at(-3) },
    NOW,
  )
  await insertEvent(
    t.deps.db,
    { ...event, ...more, status: 'draft', title_en: 'Future draft', starts_at: at(3) },
    NOW,
  )
  const resource = {
    category: 'document',
    title_ar: 'ملف',
    description_ar: '',
    description_en: '',
    year: null,
    specialty: '',
    keywords_ar: '[]',
    keywords_en: '[]',
    file_path: '/x.pdf',
    file_type: 'pdf',
    file_size: 1,
    author_ar: '',
    author_en: '',
    download_count: 0,
    featured: 0,
  }
  await insertResource(t.deps.db, { ...resource, visibility: 'public', title_en: 'Public' }, NOW)
  await insertResource(t.deps.db, { ...resource, visibility: 'member', title_en: 'Member' }, NOW)
  await insertResource(t.deps.db, { ...resource, visibility: 'admin', title_en: 'Admin' }, NOW)
  const job = {
    title_ar: 'وظيفة',
    employer_ar: '',
    employer_en: '',
    location: 'Riyadh',
    job_type: 'full-time',
    experience_level: 'mid',
    category: 'clinical',
    salary_min: null,
    salary_max: null,
    currency: 'SAR',
    apply_url: null,
    body_md_ar: '',
    body_md_en: '',
    requirements_ar: '',
    requirements_en: '',
    featured: 0,
  }
  await insertJob(t.deps.db, { ...job, title_en: 'Open', deadline: null }, NOW)
  await insertJob(t.deps.db, { ...job, title_en: 'Later', deadline: at(10) }, NOW)
  await insertJob(t.deps.db, { ...job, title_en: 'Expired', deadline: at(-1) }, NOW)
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/home/stats', () => {
  it('counts with the public rules; totalMembers is the fixed constant', async () => {
    const anonymous = v.parse(HomeStatsSchema, await (await t.app.request('/api/home/stats')).json())
    expect(anonymous).toEqual({ totalMembers: 1250, upcomingEvents: 1, resources: 1, activeJobs: 2 })
    const { authorization } = await signedInAs(t.deps, {})
    const member = v.parse(
      HomeStatsSchema,
      await (await t.app.request('/api/home/stats', { headers: { Authorization: authorization } })).json(),
    )
    expect(member.resources).toBe(2)
  })
})
