import type { SelectQueryBuilder } from 'kysely'
import type { Database } from '../db/database'

type NewestFirstTable = 'users' | 'audit_log'

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
