import pg from 'pg'

/** On its own connection, outside any pool (schema and database DDL). */
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
 * A schema of its own for a test run or benchmark, and how to drop it; `schema` is not quoted, so letters,
 * digits and `_` only.
 */
export async function createScratchSchema(url: string, schema: string): Promise<() => Promise<void>> {
  await runStatement(url, `create schema ${schema}`)
  return () => runStatement(url, `drop schema ${schema} cascade`)
}
