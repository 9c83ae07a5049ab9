import type { Insertable, Kysely } from 'kysely'
import type { Database, PushSubscriptionsTable } from '../../db/database'

type Db = Kysely<Database>

/** A browser another member subscribed before is theirs no more. */
export async function upsertSubscription(db: Db, row: Insertable<PushSubscriptionsTable>): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.user_id,
        p256dh: row.p256dh,
        auth: row.auth,
        user_agent: row.user_agent ?? null,
        created_at: row.created_at,
      }),
    )
    .execute()
}

export function subscriptionsOf(db: Db, userId: number) {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute()
}

export async function trimSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  const extra = (await subscriptionsOf(db, userId)).slice(keep).map((row) => row.id)
  if (extra.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', extra).execute()
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function deleteSubscriptionById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute()
}

export async function deleteSubscriptionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute()
}

/** Each notification is marked done by the update that takes it, so two instances never push the same one. */
export async function claimPending(db: Db, size: number) {
  const due = await db
    .selectFrom('notifications')
    .select('id')
    .where('push_pending', '=', 1)
    .orderBy('id')
    .limit(size)
    .execute()
  if (due.length === 0) return []
  return db
    .updateTable('notifications')
    .set({ push_pending: 0 })
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .where('push_pending', '=', 1)
    .returning(['id', 'user_id', 'kind', 'title_ar', 'title_en', 'body_ar', 'body_en', 'link'])
    .execute()
}

export function reachableMembers(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('users')
    .select(['id', 'language'])
    .where('id', 'in', [...new Set(userIds)])
    .where('status', '=', 'active')
    .where('is_active', '=', 1)
    .where('deletion_requested_at', 'is', null)
    .execute()
}

export function subscriptionsOfMembers(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', 'in', [...new Set(userIds)])
    .execute()
}
