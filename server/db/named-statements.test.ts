import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from '../env'
import { openPostgres, type OpenDatabase } from './dialect'
import { createScratchSchema } from './scratch-schema'

/** Reading statements keep their name (and plan) on each PostgreSQL connection. */
describe.runIf(process.env.TEST_DIALECT === 'postgres')('named statements on PostgreSQL', () => {
  let open: OpenDatabase
  let drop: () => Promise<void>

  beforeAll(async () => {
    const url = testDatabaseUrl()
    if (!url) throw new Error('TEST_DATABASE_URL is needed for the postgres run')
    const schema = `t_named_${Math.random().toString(36).slice(2, 8)}`
    drop = await createScratchSchema(url, schema)
    open = openPostgres(url, { schema, max: 1 })
    await sql`create table things (id integer primary key, name text not null)`.execute(open.db)
    await sql`insert into things values (1, 'one'), (2, 'two')`.execute(open.db)
  })
  afterAll(async () => {
    await open.close()
    await drop()
  })

  const prepared = async () =>
    (
      await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(open.db)
    ).rows.map((row) => row.statement)

  it('names a select with parameters and answers it the same way every time', async () => {
    for (let i = 0; i < 8; i++) {
      const { rows } = await sql<{ name: string }>`select name from things where id = ${1 + (i % 2)}`.execute(
        open.db,
      )
      expect(rows).toEqual([{ name: i % 2 ? 'two' : 'one' }])
    }
    expect(await prepared()).toContain('select name from things where id = $1')
  })

  it('plans every run for its own values: a kept plan cannot know the page size', async () => {
    const { rows } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(open.db)
    expect(rows).toEqual([{ plan_cache_mode: 'force_custom_plan' }])
  })

  it('leaves writes and select * unnamed, so a new column never breaks a kept statement', async () => {
    await sql`update things set name = ${'uno'} where id = ${1}`.execute(open.db)
    expect((await sql`select * from things order by id`.execute(open.db)).rows).toEqual([
      { id: 1, name: 'uno' },
      { id: 2, name: 'two' },
    ])
    await sql`alter table things add column extra text`.execute(open.db)
    expect((await sql`select * from things order by id`.execute(open.db)).rows).toEqual([
      { id: 1, name: 'uno', extra: null },
      { id: 2, name: 'two', extra: null },
    ])
    const statements = await prepared()
    expect(statements.some((statement) => statement.startsWith('update') || statement.includes('*'))).toBe(
      false,
    )
  })
})
