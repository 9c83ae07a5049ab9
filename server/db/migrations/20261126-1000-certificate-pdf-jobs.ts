import type { Kysely } from 'kysely'

/**
 * Certificate PDFs waiting to be generated in the background (large batches): one row per
 * certificate code until its PDF is stored. An instance claims a few rows at a time by
 * writing its claim token and a lease end; a lease that ran out (a stopped instance) frees
 * the row for another. `attempts` counts claims, so a PDF that keeps failing stops being
 * retried (it is still generated on its first download).
 */
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
