import type { Kysely } from 'kysely'

/**
 * The language a member reads the portal in (`ar` or `en`): set at registration from the
 * reader's language and by the language toggle while signed in. Announcements are sent in it;
 * accounts made before this read Arabic, the portal's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('ar'))
    .execute()
}
