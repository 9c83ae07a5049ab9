import { sql, type Kysely } from 'kysely'
import { idColumn } from './helpers'

/**
 * Web push. `push_subscriptions`: one per browser a member turned notifications on in (its
 * endpoint unique: a browser belongs to the member who subscribed it last), with the keys its
 * messages are encrypted to. `notifications.push_pending`: 1 on every row written from now on,
 * so whatever writes a notification has it pushed by the periodic sender, which sets it to 0;
 * rows written before this migration are not pushed. `notifications.listed`: 0 for a
 * notification the member wanted only on their devices, not in the notification centre.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute()

  await db.schema
    .alterTable('notifications')
    .addColumn('push_pending', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema
    .alterTable('notifications')
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await sql`update notifications set push_pending = 0`.execute(db)
  await db.schema
    .createIndex('notifications_push_pending_idx')
    .on('notifications')
    .column('id')
    .where(sql.ref('push_pending'), '=', 1)
    .execute()
}
