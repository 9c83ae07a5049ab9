import type { Kysely } from 'kysely'
import type { Database, ResourcesTable } from '../../db/database'
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

export interface PublicResourceFilter {
  dialect: DialectName
  visibilities: readonly string[]
  search: string
  category: string | undefined
  fileType: string | undefined
  featured: boolean
  sort: 'downloads' | 'title' | undefined
  lang: 'ar' | 'en'
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

const RESOURCE_COLUMNS = [
  'id',
  'category',
  'visibility',
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
  'year',
  'specialty',
  'keywords_ar',
  'keywords_en',
  'file_path',
  'file_type',
  'file_size',
  'author_ar',
  'author_en',
  'download_count',
  'featured',
  'created_at',
] as const

function visibleResources(db: Kysely<Database>, filter: PublicResourceFilter) {
  let q = db
    .selectFrom('resources')
    .where('deleted_at', 'is', null)
    .where('visibility', 'in', filter.visibilities)
  if (filter.category) q = q.where('category', '=', filter.category)
  if (filter.fileType) q = q.where('file_type', '=', filter.fileType)
  if (filter.featured) q = q.where('featured', '=', 1)
  const search = searchCondition('resources', filter.dialect, filter.search)
  if (search) q = q.where(search)
  return q
}

export async function listResources(db: Kysely<Database>, filter: PublicResourceFilter) {
  const base = visibleResources(db, filter)
  let page = base.select(RESOURCE_COLUMNS)
  if (filter.sort === 'downloads') page = page.orderBy('download_count', 'desc').orderBy('id', 'desc')
  else if (filter.sort === 'title')
    page = page.orderBy(filter.lang === 'en' ? 'title_en_key' : 'title_ar_key', 'asc').orderBy('id', 'asc')
  else page = page.orderBy('created_at', filter.order).orderBy('id', filter.order)
  return rowsWithTotal(base, page.limit(filter.limit).offset(filter.offset).execute())
}

export type ResourceRow = Awaited<ReturnType<typeof listResources>>['rows'][number]

export async function findResource(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('resources')
    .select(RESOURCE_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export async function countDownload(db: Kysely<Database>, id: number) {
  return db
    .updateTable('resources')
    .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['download_count', 'file_path'])
    .executeTakeFirst()
}

export type NewResource = NewContent<ResourcesTable>

function keywordText(json: string | undefined): string {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string').join(', ') : ''
  } catch {
    return ''
  }
}

function resourceSearchTexts(
  row: Pick<
    NewResource,
    | 'description_ar'
    | 'description_en'
    | 'author_ar'
    | 'author_en'
    | 'specialty'
    | 'keywords_ar'
    | 'keywords_en'
  >,
): (string | undefined)[] {
  return [
    row.description_ar,
    row.description_en,
    row.author_ar,
    row.author_en,
    row.specialty,
    keywordText(row.keywords_ar),
    keywordText(row.keywords_en),
  ]
}

export async function insertResource(db: Kysely<Database>, row: NewResource, now: Date): Promise<number> {
  const values = contentInsertValues(row, resourceSearchTexts(row), now)
  const inserted = await db.insertInto('resources').values(values).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export type ResourcePatch = ContentPatch<ResourcesTable>

export function updateResource(
  db: Kysely<Database>,
  id: number,
  patch: ResourcePatch,
  now: Date,
): Promise<boolean> {
  return updateSearchableContent(db, 'resources', id, patch, now, async (trx) => {
    const row = await trx
      .selectFrom('resources')
      .select([
        'title_ar',
        'title_en',
        'description_ar',
        'description_en',
        'author_ar',
        'author_en',
        'specialty',
        'keywords_ar',
        'keywords_en',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return { title_ar: row.title_ar, title_en: row.title_en, texts: resourceSearchTexts(row) }
  })
}

type Db = Kysely<Database>

const ADMIN_COLUMNS = [
  'id',
  'category',
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
  'year',
  'specialty',
  'keywords_ar',
  'keywords_en',
  'file_path',
  'file_type',
  'visibility',
  'author_ar',
  'author_en',
  'featured',
  'download_count',
  'created_at',
] as const

export async function listAll(db: Db, limit: number) {
  const base = db.selectFrom('resources').where('deleted_at', 'is', null)
  return rowsWithTotal(
    base,
    base.select(ADMIN_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  )
}

export function findAny(db: Db, id: number) {
  return db
    .selectFrom('resources')
    .select(ADMIN_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}
export type AdminResourceRow = NonNullable<Awaited<ReturnType<typeof findAny>>>

export const softDelete = (db: Db, id: number, stamp: string): Promise<boolean> =>
  softDeleteContent(db, 'resources', id, stamp)

export function resourceChanges(db: Kysely<Database>, visibilities: readonly string[]) {
  return db
    .selectFrom('resources')
    .select(['id', 'updated_at'])
    .where('deleted_at', 'is', null)
    .where('visibility', 'in', visibilities)
    .orderBy('id')
    .execute()
}

export async function countAll(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('resources')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
