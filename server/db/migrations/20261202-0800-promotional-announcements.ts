import type { Kysely } from 'kysely'

/**
 * `announcements.promotional` (0 or 1): a course or a sponsor's offer, sent as the `promotions`
 * category, which reaches only the members who opted in to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('announcements')
    .addColumn('promotional', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}
