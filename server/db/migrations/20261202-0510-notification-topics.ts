import type { Kysely } from 'kysely'

/** A notification's category and once-only topic (unique per member); the recipients' mail outcome. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('announcements'))
    .execute()
  await db.schema.alterTable('notifications').addColumn('topic', 'text').execute()
  await db.schema
    .createIndex('notifications_topic_idx')
    .on('notifications')
    .columns(['user_id', 'topic'])
    .unique()
    .execute()
  await db.schema.alterTable('announcement_recipients').addColumn('mail_status', 'text').execute()
  await db.schema.alterTable('announcement_recipients').addColumn('mail_error', 'text').execute()
}
