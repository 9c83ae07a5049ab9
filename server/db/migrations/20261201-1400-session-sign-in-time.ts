import { sql, type Kysely } from 'kysely'

/** When a session's owner last proved who they are; existing sessions were signed in when created. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('authenticated_at', 'text').execute()
  await sql`update sessions set authenticated_at = created_at`.execute(db)
}
