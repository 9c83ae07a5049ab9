import type { Kysely } from 'kysely'

/**
 * What a registration tells an admin besides the e-mail. The phone (E.164) belongs to the
 * account and is shown to admins only; the specialty chosen at registration opens the
 * member's first profile (the name already has its column, `full_name`). Both may be null:
 * accounts made before this, and registrations that left them out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone', 'text').execute()
  await db.schema.alterTable('users').addColumn('registered_specialty', 'text').execute()
}
