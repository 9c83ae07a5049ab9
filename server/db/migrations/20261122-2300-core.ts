import type { Kysely } from 'kysely'
import { idColumn } from './helpers'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()

  await idColumn(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('tier', 'text', (c) => c.notNull().defaultTo('public'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('must_complete_profile', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('full_name', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('users_status_idx').on('users').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute()
}
