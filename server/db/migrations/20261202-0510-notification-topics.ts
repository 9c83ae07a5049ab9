import type { Kysely } from 'kysely'

/**
 * `notifications.category`: the preference category a notification belongs to (what a member
 * turns on or off per channel), written with every row. `notifications.topic`: what an
 * automatic notification is about when it must be told once only (the reminder of one event);
 * unique per member, so two instances running the same periodic job insert it once.
 * `announcement_recipients.mail_status` and `mail_error`: the outcome of the recipient's
 * e-mail, copied from the mail queue once settled, so the delivery report outlives the
 * queue's own rows (forgotten after a month).
 */
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
