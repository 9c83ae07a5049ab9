import type { SelectQueryBuilder } from 'kysely'
import type { Database } from '../db/database'

/** The tables whose admin lists page newest first (by created_at, then id for ties). */
type NewestFirstTable = 'users' | 'audit_log'

/**
 * One page of `base` (a filtered query over one table), newest first, and how many rows the
 * filter matches in all: the admin lists (pending accounts, the audit log) page this way.
 */
export async function newestFirstPage<TB extends NewestFirstTable>(
  base: SelectQueryBuilder<Database, TB, object>,
  page: number,
  pageSize: number,
) {
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const items = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
  return { items, total: Number(countRow.total) }
}
