import type { Kysely } from 'kysely'

/** `announcements.promotional`: sent as `promotions`, only to members who opted in. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('announcements')
    .addColumn('promotional', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}
