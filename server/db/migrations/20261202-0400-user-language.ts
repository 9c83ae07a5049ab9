import type { Kysely } from 'kysely'

/** The language a member reads in, for announcements; existing accounts read Arabic, the default. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('ar'))
    .execute()
}
