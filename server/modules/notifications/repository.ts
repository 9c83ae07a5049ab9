import type { Insertable, Kysely } from 'kysely'
import type { Database, NotificationsTable } from '../../db/database'

type Db = Kysely<Database>

/** Rows per statement: well inside both databases' limits on bound parameters. */
const ROWS_PER_INSERT = 500

export async function insertNotifications(
  db: Db,
  rows: readonly Insertable<NotificationsTable>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    await db
      .insertInto('notifications')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .onConflict((oc) => oc.columns(['user_id', 'topic']).doNothing())
      .execute()
}

export function allOf(db: Db, userId: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute()
}

export async function pageOf(db: Db, userId: number, page: number, pageSize: number) {
  const mine = db.selectFrom('notifications').where('user_id', '=', userId).where('listed', '=', 1)
  const [items, counts] = await Promise.all([
    mine
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    mine
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ])
  return { items, total: Number(counts.total), unread: Number(counts.unread) }
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('listed', '=', 1)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Answers whether the member has that notification (read before or now). */
export async function markRead(db: Db, userId: number, id: number, stamp: string): Promise<boolean> {
  const found = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('listed', '=', 1)
    .executeTakeFirst()
  if (!found) return false
  await db
    .updateTable('notifications')
    .set({ read_at: stamp })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute()
  return true
}

export async function markAllRead(db: Db, userId: number, stamp: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: stamp })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute()
}
