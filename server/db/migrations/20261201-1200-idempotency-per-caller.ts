import { sql, type Kysely } from 'kysely'

interface SharedKeyRow {
  key: string
  scope: string
  status: number
  body: string | null
  created_at: string
}

/** Idempotency keys per caller, (user_id, key), so no account can replay or block another's. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').renameTo('idempotency_keys_shared').execute()
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    // The method and path the key was first used for: a key reused for another call is refused.
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_caller_pk', ['user_id', 'key'])
    .execute()
  const { rows } =
    await sql<SharedKeyRow>`select key, scope, status, body, created_at from idempotency_keys_shared`.execute(
      db,
    )
  const { rows: users } = await sql<{ id: number }>`select id from users`.execute(db)
  const userIds = new Set(users.map((user) => Number(user.id)))
  for (const row of rows) {
    const scoped = /^(\d+) (.+)$/s.exec(row.scope)
    if (!scoped?.[1] || !scoped[2] || !userIds.has(Number(scoped[1]))) continue
    await sql`insert into idempotency_keys (user_id, key, scope, status, body, created_at)
      values (${Number(scoped[1])}, ${row.key}, ${scoped[2]}, ${row.status}, ${row.body}, ${row.created_at})`.execute(
      db,
    )
  }
  await db.schema.dropTable('idempotency_keys_shared').execute()
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute()
}
