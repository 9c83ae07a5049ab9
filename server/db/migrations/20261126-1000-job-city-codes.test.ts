import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import { JobListResponseSchema } from '@contract/jobs'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { up } from './20261126-1000-job-city-codes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const stamp = '2026-11-01T00:00:00.000Z'

/** A job row as it was stored before codes: the place as the admin typed it, searchable only as typed. */
async function oldJob(title_en: string, location: string, deleted = false) {
  const row = await t.deps.db
    .insertInto('jobs')
    .values({
      title_ar: '',
      title_en,
      employer: 'Hospital',
      location,
      job_type: 'full-time',
      experience_level: 'mid',
      category: 'clinical',
      salary_min: null,
      salary_max: null,
      currency: 'SAR',
      deadline: null,
      apply_url: null,
      body_md_ar: '',
      body_md_en: '',
      requirements: '',
      featured: 0,
      search_text: `${title_en} ${location}`.toLowerCase(),
      title_ar_key: '',
      title_en_key: title_en.toLowerCase(),
      created_at: stamp,
      updated_at: stamp,
      deleted_at: deleted ? stamp : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const location = async (id: number) => (await t.deps.db.selectFrom('jobs').select('location').where('id', '=', id).executeTakeFirstOrThrow()).location
const found = async (qs: string) => v.parse(JobListResponseSchema, await (await t.app.request(`/api/jobs?${qs}`)).json()).items.map((job) => job.id)

describe('migration: job locations become city codes', () => {
  it('maps city names in either language and other spellings, keeps other places as typed, and makes both languages searchable', async () => {
    const riyadh = await oldJob('Spine consultant', 'Riyadh')
    const khobar = await oldJob('Hand fellow', 'Al-Khobar')
    const makkah = await oldJob('Trauma registrar', 'مكة')
    const remote = await oldJob('Tele-orthopedics', 'Remote')
    const gone = await oldJob('Withdrawn', 'Jeddah', true)
    await up(t.deps.db as unknown as Kysely<unknown>) // the migration takes the untyped database it runs on
    expect(await location(riyadh)).toBe('riyadh')
    expect(await location(khobar)).toBe('khobar')
    expect(await location(makkah)).toBe('makkah')
    expect(await location(remote)).toBe('other:Remote')
    expect(await location(gone)).toBe('jeddah')
    expect(await found('location=riyadh')).toEqual([riyadh])
    expect(await found(`search=${encodeURIComponent('الرياض')}`)).toEqual([riyadh])
    expect(await found('search=makkah')).toEqual([makkah])
    expect(await found('search=remote')).toEqual([remote])
    // Running again changes nothing.
    await up(t.deps.db as unknown as Kysely<unknown>) // the migration takes the untyped database it runs on
    expect(await location(remote)).toBe('other:Remote')
  })
})
