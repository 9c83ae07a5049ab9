import { present } from '@contract/narrow'
import { foldArabic } from '@contract/fold-arabic'
import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { markdownWords, searchColumns, searchCondition } from './content-search'

describe('searchColumns', () => {
  it('folds both titles and the texts into one search column', () => {
    expect(
      searchColumns({
        title_ar: 'إرشادات كسور الورك',
        title_en: 'Hip Fracture',
        texts: ['مقدمة', null, 'Guideline'],
      }),
    ).toEqual({
      search_text: 'ارشادات كسور الورك hip fracture مقدمه guideline',
      title_ar_key: 'ارشادات كسور الورك',
      title_en_key: 'hip fracture',
    })
  })
})

describe('markdownWords', () => {
  it.each([
    ['## Highlights\n- **Bold** item', 'highlights - bold item'],
    ['See [the events page](/events) and ![a bone](/uploads/seed/x.jpg)', 'see the events page and a bone'],
    ['<b>raw</b> html', 'raw html'],
  ])('%j → %j', (input, expected) => {
    expect(foldArabic(markdownWords(input))).toBe(expected)
  })
})

describe('searchCondition', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('is absent for an empty or blank query', () => {
    expect(searchCondition('posts', 'sqlite', '')).toBeUndefined()
    expect(searchCondition('posts', 'sqlite', '  \u0640 ')).toBeUndefined()
  })

  async function plan(query: string): Promise<string> {
    const compiled = t.deps.db
      .selectFrom('resources')
      .select('id')
      .where(present(searchCondition('resources', t.deps.dialect, query), 'a search condition'))
      .compile()
    const result = await t.deps.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    )
    return result.rows.map((row) => row.detail).join(' | ')
  }

  it.runIf(process.env.TEST_DIALECT !== 'postgres')(
    'goes through an index, never a scan of the base table (SQLite query plans)',
    async () => {
      // Three or more characters: the FTS5 trigram table.
      const long = await plan('كسور الورك')
      expect(long).toMatch(/SCAN resources_search VIRTUAL TABLE/)
      expect(long).not.toMatch(/SCAN resources(?!_search)/)
      // Shorter: prefix ranges over the folded title indexes.
      const short = await plan('اب')
      expect(short).toMatch(/SEARCH resources USING INDEX resources_title_ar_key_idx/)
      expect(short).toMatch(/SEARCH resources USING INDEX resources_title_en_key_idx/)
    },
  )

  it.runIf(process.env.TEST_DIALECT === 'postgres')(
    'can use the pg_trgm GIN index (PostgreSQL plan with sequential scans off)',
    async () => {
      const compiled = t.deps.db
        .selectFrom('resources')
        .select('id')
        .where(present(searchCondition('resources', 'postgres', 'كسور الورك'), 'a search condition'))
        .compile()
      const detail = await t.deps.db.connection().execute(async (conn) => {
        await sql`set enable_seqscan = off`.execute(conn)
        const result = await conn.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
        )
        await sql`reset enable_seqscan`.execute(conn)
        return result.rows.map((row) => row['QUERY PLAN']).join(' | ')
      })
      expect(detail).toMatch(/resources_search_trgm_idx/)
    },
  )
})
