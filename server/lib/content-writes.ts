import type { Kysely, Transaction, UpdateObject } from 'kysely'
import type { Database } from '../db/database'
import { searchColumns, type ContentTable } from './content-search'

type Db = Kysely<Database>

/**
 * Soft-deletes a row of a content table (deleted_at keeps it, so the audit log's "before"
 * stays meaningful). Answers false when there is no such row or it is already deleted.
 */
export async function softDeleteContent(db: Db, table: ContentTable, id: number, stamp: string): Promise<boolean> {
  const res = await db.updateTable(table).set({ deleted_at: stamp, updated_at: stamp }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
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
    await trx.updateTable(target).set(searchColumns(await searchSource(trx))).where('id', '=', id).execute()
    return true
  })
}
