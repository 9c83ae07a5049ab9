import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { softDeleteContent } from '../../lib/content-writes'

type Db = Kysely<Database>

const COLUMNS = [
  'id', 'title_ar', 'title_en', 'employer', 'location', 'deadline', 'apply_url', 'body_md_ar', 'body_md_en', 'job_type',
  'experience_level', 'category', 'salary_min', 'salary_max', 'currency', 'requirements', 'featured', 'created_at',
] as const

export async function listAll(db: Db, limit: number) {
  const base = db.selectFrom('jobs').where('deleted_at', 'is', null)
  const [rows, count] = await Promise.all([
    base.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export function findAny(db: Db, id: number) {
  return db.selectFrom('jobs').select(COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
}
export type AdminJobRow = NonNullable<Awaited<ReturnType<typeof findAny>>>

export const softDelete = (db: Db, id: number, stamp: string): Promise<boolean> => softDeleteContent(db, 'jobs', id, stamp)
