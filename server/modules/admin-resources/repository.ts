import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { softDeleteContent } from '../../lib/content-writes'

type Db = Kysely<Database>

const COLUMNS = [
  'id', 'category', 'title_ar', 'title_en', 'description_ar', 'description_en', 'year', 'specialty', 'keywords', 'file_path',
  'file_type', 'visibility', 'author', 'featured', 'download_count', 'created_at',
] as const

export async function listAll(db: Db, limit: number) {
  const base = db.selectFrom('resources').where('deleted_at', 'is', null)
  const [rows, count] = await Promise.all([
    base.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export function findAny(db: Db, id: number) {
  return db.selectFrom('resources').select(COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
}
export type AdminResourceRow = NonNullable<Awaited<ReturnType<typeof findAny>>>

export const softDelete = (db: Db, id: number, stamp: string): Promise<boolean> => softDeleteContent(db, 'resources', id, stamp)
