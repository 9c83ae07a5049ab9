import type { Kysely } from 'kysely'
import { referenceSearchText, toReferenceValue } from './frozen/reference-lists'
import { searchColumns } from './frozen/search-columns'

/** The jobs table as it was when this migration ran (single employer and requirements). */
interface Tables {
  jobs: {
    id: number
    title_ar: string
    title_en: string
    body_md_ar: string
    body_md_en: string
    employer: string
    location: string
    requirements: string
    search_text: string
  }
}

/** What a job was found by then: the bodies, employer, the location in both languages, requirements. */
const jobSearchTexts = (row: Tables['jobs']) => [
  row.body_md_ar,
  row.body_md_en,
  row.employer,
  referenceSearchText('city', row.location),
  row.requirements,
]

const BATCH = 500

/**
 * Job locations become city codes; unmatched text is kept as `other:` + the text. The search text gains the
 * city in both languages. Deleted rows are mapped too (the admin's history reads them). Rows are walked in
 * batches.
 */
export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  // The migration runs on the app's jobs table, in the shape `Tables` describes.
  const db = unknownDb as unknown as Kysely<Tables>
  let after = 0
  for (;;) {
    const rows = await db
      .selectFrom('jobs')
      .select([
        'id',
        'title_ar',
        'title_en',
        'body_md_ar',
        'body_md_en',
        'employer',
        'location',
        'requirements',
        'search_text',
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (!rows.length) break
    for (const row of rows) {
      const location = toReferenceValue('city', row.location)
      const columns = searchColumns({
        title_ar: row.title_ar,
        title_en: row.title_en,
        texts: jobSearchTexts({ ...row, location }),
      })
      if (location === row.location && columns.search_text === row.search_text) continue
      await db
        .updateTable('jobs')
        .set({ location, search_text: columns.search_text })
        .where('id', '=', row.id)
        .execute()
    }
    after = rows[rows.length - 1]!.id // the batch is not empty (checked above)
  }
}
