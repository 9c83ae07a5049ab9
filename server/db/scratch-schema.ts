import pg from 'pg'

/** Runs one statement on its own connection to `url` (schema and database DDL, outside any pool). */
export async function runStatement(url: string, statement: string): Promise<void> {
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
  await runStatement(url, `create schema ${schema}`)
  return () => runStatement(url, `drop schema ${schema} cascade`)
}
