import { type Kysely, sql } from 'kysely'
import type { JobSort } from '@contract/jobs'
import { referenceSearchText } from '@contract/reference-data'
import type { Database, JobsTable } from '../../db/database'
import type { DialectName } from '../../db/dialect'
import { searchCondition } from '../../lib/content-search'
import {
  contentInsertValues,
  type ContentPatch,
  type NewContent,
  rowsWithTotal,
  softDeleteContent,
  updateSearchableContent,
} from '../../lib/content-writes'

export interface PublicJobFilter {
  dialect: DialectName
  now: string
  search: string
  location: string | undefined
  category: string | undefined
  jobType: string | undefined
  experienceLevel: string | undefined
  featured: boolean
  sort: JobSort | undefined
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

const JOB_COLUMNS = [
  'id',
  'title_ar',
  'title_en',
  'employer_ar',
  'employer_en',
  'location',
  'job_type',
  'experience_level',
  'category',
  'salary_min',
  'salary_max',
  'currency',
  'deadline',
  'apply_url',
  'body_md_ar',
  'body_md_en',
  'requirements_ar',
  'requirements_en',
  'featured',
  'created_at',
] as const

function publicJobs(db: Kysely<Database>, filter: PublicJobFilter) {
  let q = db.selectFrom('jobs').where('deleted_at', 'is', null)
  // A city code, or `other:` + a place as typed (any case): the query schema reads city names as codes.
  if (filter.location) q = q.where(sql<string>`lower(jobs.location)`, '=', filter.location.toLowerCase())
  if (filter.category) q = q.where('category', '=', filter.category)
  if (filter.jobType) q = q.where('job_type', '=', filter.jobType)
  if (filter.experienceLevel) q = q.where('experience_level', '=', filter.experienceLevel)
  if (filter.featured) q = q.where('featured', '=', 1)
  const search = searchCondition('jobs', filter.dialect, filter.search)
  if (search) q = q.where(search)
  return q
}

export async function listPublicJobs(db: Kysely<Database>, filter: PublicJobFilter) {
  const base = publicJobs(db, filter)
  let page = base.select(JOB_COLUMNS)
  switch (filter.sort) {
    case 'salary_max':
      page = page
        .orderBy(sql`case when jobs.salary_max is null then 1 else 0 end`)
        .orderBy('salary_max', 'desc')
      break
    case 'salary_min':
      page = page
        .orderBy(sql`case when jobs.salary_min is null then 1 else 0 end`)
        .orderBy('salary_min', 'asc')
      break
    case 'application_deadline':
      // Open deadlines soonest first, then jobs without a deadline, then expired ones.
      page = page
        .orderBy(
          sql`case when jobs.deadline >= ${filter.now} then 0 when jobs.deadline is null then 1 else 2 end`,
        )
        .orderBy('deadline', 'asc')
      break
    default:
      break
  }
  page = page
    .orderBy('created_at', filter.sort ? 'desc' : filter.order)
    .orderBy('id', filter.sort ? 'desc' : filter.order)
  return rowsWithTotal(base, page.limit(filter.limit).offset(filter.offset).execute())
}

export type JobRow = Awaited<ReturnType<typeof listPublicJobs>>['rows'][number]

export async function findPublicJob(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('jobs')
    .select(JOB_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export type NewJob = NewContent<JobsTable>

/**
 * What a job is found by besides its titles: the bodies, employer and requirements in both
 * languages, and its location in both languages (a city code's two labels, or the place as
 * typed), so "الرياض" and "Riyadh" both find the jobs in `riyadh`.
 */
function jobSearchTexts(
  row: Pick<
    NewJob,
    | 'body_md_ar'
    | 'body_md_en'
    | 'employer_ar'
    | 'employer_en'
    | 'location'
    | 'requirements_ar'
    | 'requirements_en'
  >,
): (string | null | undefined)[] {
  return [
    row.body_md_ar,
    row.body_md_en,
    row.employer_ar,
    row.employer_en,
    referenceSearchText('city', row.location ?? ''),
    row.requirements_ar,
    row.requirements_en,
  ]
}

/** Inserts one row with its search columns (the seed and the admin CRUD write through here). */
export async function insertJob(db: Kysely<Database>, row: NewJob, now: Date): Promise<number> {
  const values = contentInsertValues(row, jobSearchTexts(row), now)
  const inserted = await db.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

/** Jobs still open for applications (no deadline, or one not yet passed): the home counter. */
/** Jobs still open for applications: not deleted; no deadline, or one not yet passed. */
const openJobs = (db: Kysely<Database>, now: string) =>
  db
    .selectFrom('jobs')
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>=', now)]))

export async function countOpenJobs(db: Kysely<Database>, now: string): Promise<number> {
  const row = await openJobs(db, now)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/** The open jobs, each with when it last changed: the sitemap's entries. */
export function openJobChanges(db: Kysely<Database>, now: string) {
  return openJobs(db, now).select(['id', 'updated_at']).orderBy('id').execute()
}

export type JobPatch = ContentPatch<JobsTable>

/** Updates a row and its search columns (see updateSearchableContent). */
export function updateJob(db: Kysely<Database>, id: number, patch: JobPatch, now: Date): Promise<boolean> {
  return updateSearchableContent(db, 'jobs', id, patch, now, async (trx) => {
    const row = await trx
      .selectFrom('jobs')
      .select([
        'title_ar',
        'title_en',
        'body_md_ar',
        'body_md_en',
        'employer_ar',
        'employer_en',
        'location',
        'requirements_ar',
        'requirements_en',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return { title_ar: row.title_ar, title_en: row.title_en, texts: jobSearchTexts(row) }
  })
}

type Db = Kysely<Database>

const ADMIN_COLUMNS = [
  'id',
  'title_ar',
  'title_en',
  'employer_ar',
  'employer_en',
  'location',
  'deadline',
  'apply_url',
  'body_md_ar',
  'body_md_en',
  'job_type',
  'experience_level',
  'category',
  'salary_min',
  'salary_max',
  'currency',
  'requirements_ar',
  'requirements_en',
  'featured',
  'created_at',
] as const

export async function listAll(db: Db, limit: number) {
  const base = db.selectFrom('jobs').where('deleted_at', 'is', null)
  return rowsWithTotal(
    base,
    base.select(ADMIN_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  )
}

export function findAny(db: Db, id: number) {
  return db
    .selectFrom('jobs')
    .select(ADMIN_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}
export type AdminJobRow = NonNullable<Awaited<ReturnType<typeof findAny>>>

export const softDelete = (db: Db, id: number, stamp: string): Promise<boolean> =>
  softDeleteContent(db, 'jobs', id, stamp)

/** Jobs not deleted: all of them, and those whose deadline is none or after `nowIso`. */
export async function countJobs(db: Kysely<Database>, nowIso: string) {
  const notDeleted = () =>
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
  const total = await notDeleted().executeTakeFirst()
  const active = await notDeleted()
    .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>', nowIso)]))
    .executeTakeFirst()
  return { total: Number(total?.n ?? 0), active: Number(active?.n ?? 0) }
}
