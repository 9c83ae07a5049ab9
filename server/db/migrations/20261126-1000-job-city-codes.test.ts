import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import { JobListResponseSchema } from '@contract/jobs'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { up } from './20261126-1000-job-city-codes'
import { up as bilingualContent } from './20261202-0100-bilingual-content'

let t: TestApp
/** The database as this migration saw it: typed loosely, its jobs with one employer and one requirements column. */
let oldDb: Kysely<{ jobs: Record<string, string | number | null> }>
beforeAll(async () => {
  t = await createTestApp()
  // Back to the tables before the later bilingual-content migration (the same database, typed as it was).
  oldDb = t.deps.db as unknown as typeof oldDb
  for (const column of ['employer_ar', 'employer_en', 'requirements_ar', 'requirements_en'])
    await oldDb.schema.alterTable('jobs').dropColumn(column).execute()
  for (const column of ['employer', 'requirements'])
    await oldDb.schema
      .alterTable('jobs')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  for (const column of ['author_ar', 'author_en', 'keywords_ar', 'keywords_en'])
    await oldDb.schema.alterTable('resources').dropColumn(column).execute()
  for (const column of ['author', 'keywords'])
    await oldDb.schema
      .alterTable('resources')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  for (const column of ['location_ar', 'location_en'])
    await oldDb.schema.alterTable('events').dropColumn(column).execute()
  await oldDb.schema
    .alterTable('events')
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
})
afterAll(() => t.close())

const stamp = '2026-11-01T00:00:00.000Z'

/** A job row as it was stored before codes: the place as the admin typed it, searchable only as typed. */
async function oldJob(title_en: string, location: string, deleted = false) {
  const row = await oldDb
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
  return Number(row.id)
}

const location = async (id: number) =>
  (await t.deps.db.selectFrom('jobs').select('location').where('id', '=', id).executeTakeFirstOrThrow())
    .location
const found = async (qs: string) =>
  v
    .parse(JobListResponseSchema, await (await t.app.request(`/api/jobs?${qs}`)).json())
    .items.map((job) => job.id)

describe('migration: job locations become city codes', () => {
  it('maps city names in either language and other spellings, keeps other places as typed, and makes both languages searchable', async () => {
    const riyadh = await oldJob('Spine consultant', 'Riyadh')
    const khobar = await oldJob('Hand fellow', 'Al-Khobar')
    const makkah = await oldJob('Trauma registrar', 'مكة')
    const remote = await oldJob('Tele-orthopedics', 'Remote')
    const gone = await oldJob('Withdrawn', 'Jeddah', true)
    await up(t.deps.db as unknown as Kysely<unknown>) // the migration takes the untyped database it runs on
    // Running again changes nothing.
    await up(t.deps.db as unknown as Kysely<unknown>) // the migration takes the untyped database it runs on
    await bilingualContent(t.deps.db as unknown as Kysely<unknown>) // and the later one, so the app finds today's columns
    expect(await location(riyadh)).toBe('riyadh')
    expect(await location(khobar)).toBe('khobar')
    expect(await location(makkah)).toBe('makkah')
    expect(await location(remote)).toBe('other:Remote')
    expect(await location(gone)).toBe('jeddah')
    expect(await found('location=riyadh')).toEqual([riyadh])
    expect(await found(`search=${encodeURIComponent('الرياض')}`)).toEqual([riyadh])
    expect(await found('search=makkah')).toEqual([makkah])
    expect(await found('search=remote')).toEqual([remote])
  })
})
