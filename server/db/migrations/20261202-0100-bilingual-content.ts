import type { Kysely } from 'kysely'
import { EVENT_PLACE_ENTRIES, referenceSearchText, referenceValueIn } from './frozen/reference-lists'
import { splitListByScript, splitTextByScript } from './frozen/script-language'
import { searchColumns } from './frozen/search-columns'

const BATCH = 500

const ONLINE_WORDS = 'Online عبر الإنترنت'

interface Tables {
  events: {
    id: number
    title_ar: string
    title_en: string
    description_ar: string
    description_en: string
    type: string
    location: string
    location_ar: string
    location_en: string
    search_text: string
  }
  jobs: {
    id: number
    title_ar: string
    title_en: string
    body_md_ar: string
    body_md_en: string
    location: string
    employer: string
    requirements: string
    employer_ar: string
    employer_en: string
    requirements_ar: string
    requirements_en: string
    search_text: string
  }
  resources: {
    id: number
    title_ar: string
    title_en: string
    description_ar: string
    description_en: string
    specialty: string
    author: string
    keywords: string
    author_ar: string
    author_en: string
    keywords_ar: string
    keywords_en: string
    search_text: string
  }
}

function keywordList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : []
  } catch {
    return []
  }
}

async function eachRow<T extends keyof Tables>(
  db: Kysely<Tables>,
  table: T,
  visit: (row: Tables[T]) => Promise<void>,
): Promise<void> {
  let after = 0
  for (;;) {
    // Every table here has an `id` key; Kysely cannot see that through the generic table name.
    const rows = (await db
      .selectFrom(table as 'events')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as unknown as Tables[T][]
    if (!rows.length) break
    for (const row of rows) await visit(row)
    after = rows[rows.length - 1]!.id // the batch is not empty (checked above)
  }
}

/** Venues, employers, requirements, authors and keywords in both languages, each value under its script's. */
export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  // The migration runs on the app's tables, in the shape the interface above describes.
  const db = unknownDb as unknown as Kysely<Tables>
  const added: [keyof Tables, string, string][] = [
    ['events', 'location_ar', ''],
    ['events', 'location_en', ''],
    ['jobs', 'employer_ar', ''],
    ['jobs', 'employer_en', ''],
    ['jobs', 'requirements_ar', ''],
    ['jobs', 'requirements_en', ''],
    ['resources', 'author_ar', ''],
    ['resources', 'author_en', ''],
    ['resources', 'keywords_ar', '[]'],
    ['resources', 'keywords_en', '[]'],
  ]
  for (const [table, column, empty] of added) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(empty))
      .execute()
  }

  await eachRow(db, 'events', async (row) => {
    const online = referenceValueIn(EVENT_PLACE_ENTRIES, row.location) === 'online'
    const place = online ? { ar: 'online', en: 'online' } : splitTextByScript(row.location)
    const placeWords = online ? [ONLINE_WORDS] : [place.ar, place.en]
    const { search_text } = searchColumns({
      title_ar: row.title_ar,
      title_en: row.title_en,
      texts: [row.description_ar, row.description_en, ...placeWords, row.type],
    })
    await db
      .updateTable('events')
      .set({ location_ar: place.ar, location_en: place.en, search_text })
      .where('id', '=', row.id)
      .execute()
  })

  await eachRow(db, 'jobs', async (row) => {
    const employer = splitTextByScript(row.employer)
    const requirements = splitTextByScript(row.requirements)
    const { search_text } = searchColumns({
      title_ar: row.title_ar,
      title_en: row.title_en,
      texts: [
        row.body_md_ar,
        row.body_md_en,
        employer.ar,
        employer.en,
        referenceSearchText('city', row.location),
        requirements.ar,
        requirements.en,
      ],
    })
    await db
      .updateTable('jobs')
      .set({
        employer_ar: employer.ar,
        employer_en: employer.en,
        requirements_ar: requirements.ar,
        requirements_en: requirements.en,
        search_text,
      })
      .where('id', '=', row.id)
      .execute()
  })

  await eachRow(db, 'resources', async (row) => {
    const author = splitTextByScript(row.author)
    const keywords = splitListByScript(keywordList(row.keywords))
    const { search_text } = searchColumns({
      title_ar: row.title_ar,
      title_en: row.title_en,
      texts: [
        row.description_ar,
        row.description_en,
        author.ar,
        author.en,
        row.specialty,
        keywords.ar.join(', '),
        keywords.en.join(', '),
      ],
    })
    await db
      .updateTable('resources')
      .set({
        author_ar: author.ar,
        author_en: author.en,
        keywords_ar: JSON.stringify(keywords.ar),
        keywords_en: JSON.stringify(keywords.en),
        search_text,
      })
      .where('id', '=', row.id)
      .execute()
  })

  for (const [table, column] of [
    ['events', 'location'],
    ['jobs', 'employer'],
    ['jobs', 'requirements'],
    ['resources', 'author'],
    ['resources', 'keywords'],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(column).execute()
  }
}
