import pg from 'pg'

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Creates `schema` in the PostgreSQL database at `url`, where a test run or a benchmark keeps
 * its tables apart from every other, and answers how to drop it with all it holds afterwards.
 * `schema` is made by the caller from letters, digits and `_` only (it is not quoted).
 */
export async function createScratchSchema(url: string, schema: string): Promise<() => Promise<void>> {
  await run(url, `create schema ${schema}`)
  return () => run(url, `drop schema ${schema} cascade`)
}
