import type { Kysely } from 'kysely'

/** Certificate PDFs for background generation, claimed under a lease; `attempts` stops endless retries. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certificate_pdf_jobs')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute()
  await db.schema
    .createIndex('certificate_pdf_jobs_queue_idx')
    .on('certificate_pdf_jobs')
    .columns(['queued_at', 'code'])
    .execute()
}
