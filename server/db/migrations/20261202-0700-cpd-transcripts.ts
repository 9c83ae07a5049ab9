import type { Kysely } from 'kysely'

/** CPD transcripts keep what they printed, so verification matches the paper; reminders are sent once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cpd_transcripts')
    // CPD-XXXX-XXXX-XXXX
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cycle_start', 'text', (c) => c.notNull())
    .addColumn('cycle_end', 'text', (c) => c.notNull())
    // Quarter hours; required null when the requirement was unknown.
    .addColumn('required_quarters', 'integer')
    .addColumn('earned_quarters', 'integer', (c) => c.notNull())
    .addColumn('activity_count', 'integer', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('full_name_ar', 'text', (c) => c.notNull())
    .addColumn('full_name_en', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text')
    // A hash of every fact printed: the same record asks for no new transcript.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('cpd_transcripts_user_idx')
    .on('cpd_transcripts')
    .columns(['user_id', 'cycle_start', 'issued_at'])
    .execute()

  await db.schema
    .createTable('cpd_reminders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cycle_end', 'text', (c) => c.notNull())
    // 180 | 90 | 30
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cpd_reminders_pk', ['user_id', 'cycle_end', 'days'])
    .execute()
}
