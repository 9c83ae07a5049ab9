import type { Kysely } from 'kysely'
import type { Database, PostsTable } from '../../db/database'
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

export interface PublicPostFilter {
  dialect: DialectName
  type: string
  category: string | undefined
  search: string
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

const POST_COLUMNS = [
  'id',
  'type',
  'status',
  'category',
  'title_ar',
  'title_en',
  'body_md_ar',
  'body_md_en',
  'feature_path',
  'created_at',
] as const

function publicPosts(db: Kysely<Database>, filter: PublicPostFilter) {
  let q = db
    .selectFrom('posts')
    .where('deleted_at', 'is', null)
    .where('status', '=', 'published')
    .where('type', '=', filter.type)
  if (filter.category) q = q.where('category', '=', filter.category)
  const search = searchCondition('posts', filter.dialect, filter.search)
  if (search) q = q.where(search)
  return q
}

export async function listPublicPosts(db: Kysely<Database>, filter: PublicPostFilter) {
  const base = publicPosts(db, filter)
  return rowsWithTotal(
    base,
    base
      .select(POST_COLUMNS)
      .orderBy('created_at', filter.order)
      .orderBy('id', filter.order)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  )
}

export type PostRow = Awaited<ReturnType<typeof listPublicPosts>>['rows'][number]

export async function findPublicPost(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('posts')
    .select(POST_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'published')
    .executeTakeFirst()
}

export function publicNewsChanges(db: Kysely<Database>) {
  return db
    .selectFrom('posts')
    .select(['id', 'updated_at'])
    .where('deleted_at', 'is', null)
    .where('status', '=', 'published')
    .where('type', '=', 'news')
    .orderBy('id')
    .execute()
}

export type NewPost = NewContent<PostsTable>

export async function insertPost(db: Kysely<Database>, row: NewPost, now: Date): Promise<number> {
  const values = contentInsertValues(row, [row.body_md_ar, row.body_md_en, row.category], now)
  const inserted = await db.insertInto('posts').values(values).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export type PostPatch = ContentPatch<PostsTable>

export function updatePost(db: Kysely<Database>, id: number, patch: PostPatch, now: Date): Promise<boolean> {
  return updateSearchableContent(db, 'posts', id, patch, now, async (trx) => {
    const row = await trx
      .selectFrom('posts')
      .select(['title_ar', 'title_en', 'body_md_ar', 'body_md_en', 'category'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return {
      title_ar: row.title_ar,
      title_en: row.title_en,
      texts: [row.body_md_ar, row.body_md_en, row.category],
    }
  })
}

type Db = Kysely<Database>

const ADMIN_COLUMNS = [
  'id',
  'type',
  'status',
  'category',
  'title_ar',
  'title_en',
  'body_md_ar',
  'body_md_en',
  'feature_path',
  'created_at',
] as const

export async function listAll(db: Db, limit: number) {
  const base = db.selectFrom('posts').where('deleted_at', 'is', null)
  return rowsWithTotal(
    base,
    base.select(ADMIN_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  )
}

export function findAny(db: Db, id: number) {
  return db
    .selectFrom('posts')
    .select(ADMIN_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export const softDelete = (db: Db, id: number, stamp: string): Promise<boolean> =>
  softDeleteContent(db, 'posts', id, stamp)

export function countByStatus(db: Kysely<Database>) {
  return db
    .selectFrom('posts')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy('status')
    .execute()
}
