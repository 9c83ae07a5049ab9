import { join } from 'node:path'
import { sql } from 'kysely'
import { createApp } from '../app'
import { openPostgres, openSqlite, type OpenDatabase } from '../db/dialect'
import { testDatabaseUrl } from '../env'
import { checkAnswersOf } from './error-codes'
import type { TestApp } from './test-app'

export interface SecondInstance {
  app: ReturnType<typeof createApp>
  db: OpenDatabase['db']
  close: () => Promise<void>
}

/** A second app on the test app's database with connections of its own, as a second process would have. */
export async function openSecondInstance(t: TestApp): Promise<SecondInstance> {
  let second: OpenDatabase
  if (t.deps.dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.deps.db)
    const url = testDatabaseUrl()
    const schema = rows[0]?.schema
    if (!url || !schema) throw new Error('the postgres run needs TEST_DATABASE_URL and a schema')
    second = openPostgres(url, { schema, max: 2 })
  } else {
    second = openSqlite(join(t.config.dataDir, 'portal.sqlite'))
  }
  const app = createApp({ ...t.deps, db: second.db })
  checkAnswersOf(app)
  return { app, db: second.db, close: () => second.close() }
}
