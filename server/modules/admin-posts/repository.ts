import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { softDeleteContent } from '../../lib/content-writes'

type Db = Kysely<Database>

const COLUMNS = ['id', 'type', 'status', 'category', 'title_ar', 'title_en', 'body_md_ar', 'body_md_en', 'feature_path', 'created_at'] as const

/** Every post that is not deleted, drafts included, newest first. */
export async function listAll(db: Db, limit: number) {
  const base = db.selectFrom('posts').where('deleted_at', 'is', null)
  const [rows, count] = await Promise.all([
    base.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export function findAny(db: Db, id: number) {
  return db.selectFrom('posts').select(COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
}

export const softDelete = (db: Db, id: number, stamp: string): Promise<boolean> => softDeleteContent(db, 'posts', id, stamp)
