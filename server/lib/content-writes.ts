import type { Insertable, Kysely, SelectQueryBuilder, Transaction, UpdateObject, Updateable } from 'kysely'
import type { Database } from '../db/database'
import { searchColumns, type ContentTable } from './content-search'

type Db = Kysely<Database>

/** Columns a writer never sets itself: the search columns come from the texts, the stamps from the clock. */
type DerivedColumns = 'search_text' | 'title_ar_key' | 'title_en_key' | 'created_at' | 'updated_at'

/** A row to insert into a content table; the seed may date it (created_at, updated_at). */
export type NewContent<Table> = Omit<Insertable<Table>, DerivedColumns> & {
  created_at?: string
  updated_at?: string
}

/** A partial update of a content row (the admin's edit). */
export type ContentPatch<Table> = Omit<Updateable<Table>, 'id' | DerivedColumns>

/**
 * What a content row is inserted as: the row, its search columns (from both titles and `texts`,
 * the other words a reader may search for) and its stamps (now, unless the row brings its own;
 * updated_at defaults to created_at). The seed and the admin CRUD insert through this.
 */
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

/** A page of rows of `base` (a filtered query) and the total the filter matches, both asked for at once. */
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

/**
 * Soft-deletes a row of a content table (deleted_at keeps it, so the audit log's "before"
 * stays meaningful). Answers false when there is no such row or it is already deleted.
 */
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

/**
 * Updates a row and recomputes its search columns from the stored result, so a partial
 * patch (admin edit) never leaves search stale. `searchSource` reads, inside the same
 * transaction, what the table's search columns are made of. Answers false when the row
 * does not exist.
 */
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
