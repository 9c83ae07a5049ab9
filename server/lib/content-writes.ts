import type { Insertable, Kysely, SelectQueryBuilder, Transaction, UpdateObject, Updateable } from 'kysely'
import type { Database } from '../db/database'
import { searchColumns, type ContentTable } from './content-search'

type Db = Kysely<Database>

type DerivedColumns = 'search_text' | 'title_ar_key' | 'title_en_key' | 'created_at' | 'updated_at'

export type NewContent<Table> = Omit<Insertable<Table>, DerivedColumns> & {
  created_at?: string
  updated_at?: string
}

export type ContentPatch<Table> = Omit<Updateable<Table>, 'id' | DerivedColumns>

/** Search columns from titles and `texts`; stamps now unless the row brings its own. */
export function contentInsertValues<
  Row extends {
    title_ar?: string | null
    title_en?: string | null
    created_at?: string
    updated_at?: string
  },
>(row: Row, texts: readonly (string | null | undefined)[], now: Date) {
  const stamp = now.toISOString()
  return {
    ...row,
    ...searchColumns({ title_ar: row.title_ar ?? '', title_en: row.title_en ?? '', texts }),
    created_at: row.created_at ?? stamp,
    updated_at: row.updated_at ?? row.created_at ?? stamp,
  }
}

export async function rowsWithTotal<TB extends ContentTable, Row>(
  base: SelectQueryBuilder<Database, TB, object>,
  rows: Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, counted] = await Promise.all([
    rows,
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  // PostgreSQL answers count(*) as a string (bigint).
  return { rows: page, total: Number(counted.n) }
}

/** deleted_at keeps the row, so the audit log's "before" stays meaningful. */
export async function softDeleteContent(
  db: Db,
  table: ContentTable,
  id: number,
  stamp: string,
): Promise<boolean> {
  const res = await db
    .updateTable(table)
    .set({ deleted_at: stamp, updated_at: stamp })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

/** Search columns are recomputed from the stored result, so a partial patch never leaves them stale. */
export async function updateSearchableContent<T extends ContentTable>(
  db: Db,
  table: T,
  id: number,
  patch: UpdateObject<Database, T>,
  now: Date,
  searchSource: (trx: Transaction<Database>) => Promise<Parameters<typeof searchColumns>[0]>,
): Promise<boolean> {
  const target: ContentTable = table
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable(target)
      .set({ ...patch, updated_at: now.toISOString() })
      .where('id', '=', id)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return false
    await trx
      .updateTable(target)
      .set(searchColumns(await searchSource(trx)))
      .where('id', '=', id)
      .execute()
    return true
  })
}
