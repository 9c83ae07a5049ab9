import { sql, type Kysely } from 'kysely'
import { idColumn } from './helpers'

/** Web push subscriptions (endpoint unique), and per notification whether to push it and list it. */
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
