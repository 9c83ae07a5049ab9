import type { Kysely } from 'kysely'

/** The phone (E.164, admins only) and the specialty chosen at registration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone', 'text').execute()
  await db.schema.alterTable('users').addColumn('registered_specialty', 'text').execute()
}
