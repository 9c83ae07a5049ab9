import type { Kysely } from 'kysely'
import { idColumn } from './helpers'

/**
 * Every admin change, who made it and the record before and after (JSON text).
 * The actor is kept by id and e-mail so an entry outlives the permanent delete of its actor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute()
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'created_at'])
    .execute()
}
