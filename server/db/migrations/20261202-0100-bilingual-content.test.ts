import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { EventSchema, EventListResponseSchema } from '@contract/events'
import { JobSchema } from '@contract/jobs'
import { ResourceSchema } from '@contract/resources'
import { bodyOf } from '../../test-support/json'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { up } from './20261202-0100-bilingual-content'

let t: TestApp
/** The same database typed as it was before the migration: one venue, employer, requirements, author and keyword list. */
let oldDb: Kysely<Record<'events' | 'jobs' | 'resources', Record<string, string | number | null>>>

beforeAll(async () => {
  t = await createTestApp()
  oldDb = t.deps.db as unknown as typeof oldDb
  // Back to the tables before this migration.
  const back: ['events' | 'jobs' | 'resources', string[], [string, string][]][] = [
    ['events', ['location_ar', 'location_en'], [['location', '']]],
    [
      'jobs',
      ['employer_ar', 'employer_en', 'requirements_ar', 'requirements_en'],
      [
        ['employer', ''],
        ['requirements', ''],
      ],
    ],
    [
      'resources',
      ['author_ar', 'author_en', 'keywords_ar', 'keywords_en'],
      [
        ['author', ''],
        ['keywords', '[]'],
      ],
    ],
  ]
  for (const [table, gone, single] of back) {
    for (const column of gone) await oldDb.schema.alterTable(table).dropColumn(column).execute()
    for (const [column, empty] of single)
      await oldDb.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(empty))
        .execute()
  }
})
afterAll(() => t.close())

const stamp = '2026-11-01T00:00:00.000Z'
const content = (title_en: string, deleted = false) => ({
  title_ar: '',
  title_en,
  search_text: title_en.toLowerCase(),
  title_ar_key: '',
  title_en_key: title_en.toLowerCase(),
  created_at: stamp,
  updated_at: stamp,
  deleted_at: deleted ? stamp : null,
})

async function oldEvent(title_en: string, location: string, deleted = false) {
  const row = await oldDb
    .insertInto('events')
    .values({
      ...content(title_en, deleted),
      type: 'conference',
      status: 'published',
      description_ar: '',
      description_en: '',
      starts_at: '2099-01-01T08:00:00.000Z',
      location,
      registration_count: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

async function oldJob(title_en: string, employer: string, requirements: string) {
  const row = await oldDb
    .insertInto('jobs')
    .values({
      ...content(title_en),
      employer,
      location: 'riyadh',
      job_type: 'full-time',
      experience_level: 'mid',
      category: 'clinical',
      currency: 'SAR',
      body_md_ar: '',
      body_md_en: '',
      requirements,
      featured: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

async function oldResource(title_en: string, author: string, keywords: string[]) {
  const row = await oldDb
    .insertInto('resources')
    .values({
      ...content(title_en),
      category: 'guideline',
      visibility: 'public',
      description_ar: '',
      description_en: '',
      specialty: '',
      keywords: JSON.stringify(keywords),
      file_path: 'https://example.org/r',
      file_type: 'link',
      author,
      download_count: 0,
      featured: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

const read = async <S extends Parameters<typeof bodyOf>[1]>(path: string, schema: S) =>
  bodyOf(await t.app.request(`/api${path}`), schema)

describe('migration: venue, employer, requirements, author and keywords in both languages', () => {
  it('moves each stored value into the column of the language it is written in, and both become searchable', async () => {
    const english = await oldEvent('Shoulder day', 'Fairmont Riyadh, Business Gate')
    const arabic = await oldEvent('Knee day', 'فندق هيلتون جدة')
    const online = await oldEvent('Webinar', 'Online')
    const gone = await oldEvent('Withdrawn', 'Abha', true)
    const job = await oldJob('Spine consultant', 'King Faisal Specialist Hospital', 'البورد السعودي\nزمالة')
    const resource = await oldResource('Handbook', 'لجنة العضوية', ['membership', 'العضوية', 'handbook'])

    // The migration takes the untyped database it runs on.
    await up(t.deps.db as unknown as Kysely<unknown>)

    expect(await read(`/events/${english}`, EventSchema)).toMatchObject({
      location: 'Fairmont Riyadh, Business Gate',
      location_ar: '',
      location_en: 'Fairmont Riyadh, Business Gate',
    })
    expect(await read(`/events/${arabic}`, EventSchema)).toMatchObject({
      location: 'فندق هيلتون جدة',
      location_ar: 'فندق هيلتون جدة',
      location_en: '',
    })
    expect(await read(`/events/${online}`, EventSchema)).toMatchObject({
      location: 'online',
      location_ar: 'online',
      location_en: 'online',
    })
    const deleted = await t.deps.db
      .selectFrom('events')
      .select(['location_ar', 'location_en'])
      .where('id', '=', gone)
      .executeTakeFirstOrThrow()
    expect(deleted).toEqual({ location_ar: '', location_en: 'Abha' })
    expect(await read(`/jobs/${job}`, JobSchema)).toMatchObject({
      employer: 'King Faisal Specialist Hospital',
      employer_en: 'King Faisal Specialist Hospital',
      employer_ar: '',
      requirements: 'البورد السعودي\nزمالة',
      requirements_ar: 'البورد السعودي\nزمالة',
      requirements_en: '',
    })
    expect(await read(`/resources/${resource}`, ResourceSchema)).toMatchObject({
      author: 'لجنة العضوية',
      author_ar: 'لجنة العضوية',
      author_en: '',
      keywords_ar: ['العضوية'],
      keywords_en: ['membership', 'handbook'],
      tags: 'العضوية',
    })

    const events = async (search: string) =>
      (
        await read(`/events?search=${encodeURIComponent(search)}&limit=50`, EventListResponseSchema)
      ).items.map((e) => e.id)
    expect(await events('Fairmont')).toEqual([english])
    expect(await events('عبر الإنترنت')).toEqual([online])
    const columns = await t.deps.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', english)
      .executeTakeFirstOrThrow()
    expect(Object.keys(columns)).not.toContain('location')
  })
})
