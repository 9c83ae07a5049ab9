import { sql, type Kysely } from 'kysely'

/**
 * What the member's list of devices shows of each session: when it was last used (its refresh
 * token rotated), the browser's user agent as sent at sign-in (bounded), and how it was signed
 * in (password | passkey). Sessions that exist already were last used when they were created;
 * their agent and method are unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('method', 'text').execute()
  await sql`update sessions set last_used_at = created_at`.execute(db)
}
