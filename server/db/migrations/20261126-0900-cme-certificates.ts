import { type Kysely, sql } from 'kysely'
import { idColumn } from './helpers'

/** CME certificates copy name and credits at issue, so a certificate says what was true when signed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_accreditations')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('accredited_on', 'text')
    .addColumn('max_quarters', 'integer')
    .addColumn('logo_url', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await idColumn(db, db.schema.createTable('cme_certificates'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('registration_id', 'integer', (c) =>
      c.notNull().references('event_registrations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('credit_quarters', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'integer')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer')
    .execute()
  await db.schema
    .createIndex('cme_certificates_live_idx')
    .on('cme_certificates')
    .column('registration_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('cme_certificates_user_idx')
    .on('cme_certificates')
    .columns(['user_id', 'issued_at'])
    .execute()
}
