import { sql, type Kysely } from 'kysely'

/** Sessions: one row per sign-in, the refresh-token family and the access tokens' `sid`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute()
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute()

  // Existing families become sessions, so refresh tokens issued before keep working.
  await sql`
    insert into sessions (id, user_id, created_at, expires_at, ended_at)
    select family_id, min(user_id), min(created_at), max(family_expires_at),
           case when sum(case when revoked_at is null then 1 else 0 end) = 0 then max(revoked_at) else null end
    from refresh_tokens
    group by family_id
  `.execute(db)
}
