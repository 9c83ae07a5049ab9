import type { Kysely } from 'kysely'
import { idColumn } from './helpers'

/** The CPD record: licences, external activities and their files; hours are quarters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cpd_licences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // consultant | specialist | resident | other
    .addColumn('classification', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text')
    // 1 | 3 | 5
    .addColumn('cycle_years', 'integer', (c) => c.notNull())
    .addColumn('cycle_start', 'text', (c) => c.notNull())
    .addColumn('cycle_end', 'text', (c) => c.notNull())
    // For classification `other`; null = the table decides.
    .addColumn('required_quarters', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('cpd_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // pdf | jpeg | png | webp
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('cpd_files_user_idx').on('cpd_files').column('user_id').execute()

  await idColumn(db, db.schema.createTable('cpd_activities'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('accreditation_number', 'text', (c) => c.notNull())
    .addColumn('activity_type', 'text', (c) => c.notNull())
    .addColumn('activity_date', 'text', (c) => c.notNull())
    .addColumn('quarters', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.references('cpd_files.id').onDelete('set null'))
    // 1 when the member said it differs from an earlier entry with the same accreditation number and date.
    .addColumn('declared_distinct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('cpd_activities_user_idx')
    .on('cpd_activities')
    .columns(['user_id', 'activity_date'])
    .execute()
}
