import type { Kysely } from 'kysely'
import { idColumn } from './helpers'

/** E-mail change tokens and `deletion_requested_at` (switched off at once, purged after the grace period). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('email_change_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('voided_at', 'text')
    .execute()
  await db.schema
    .createIndex('email_change_tokens_user_idx')
    .on('email_change_tokens')
    .column('user_id')
    .execute()
  await db.schema.alterTable('users').addColumn('deletion_requested_at', 'text').execute()
  await db.schema
    .createIndex('users_deletion_requested_idx')
    .on('users')
    .column('deletion_requested_at')
    .execute()
}
