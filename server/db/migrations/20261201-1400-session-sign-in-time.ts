import { sql, type Kysely } from 'kysely'

/**
 * When a session's owner last proved who they are (a sign-in, or a password or passkey asked
 * again): dangerous actions need it to be recent. Sessions that exist already were signed in
 * when they were created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('authenticated_at', 'text').execute()
  await sql`update sessions set authenticated_at = created_at`.execute(db)
}
