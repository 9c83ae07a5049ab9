import { sql, type Kysely } from 'kysely'

/** A session's last use, user agent (bounded) and sign-in method, for the member's list of devices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('method', 'text').execute()
  await sql`update sessions set last_used_at = created_at`.execute(db)
}
