import pg from 'pg'

export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A scratch schema for a test run or benchmark and its drop; `schema` is unquoted: letters, digits, `_` only. */
export async function createScratchSchema(url: string, schema: string): Promise<() => Promise<void>> {
  await runStatement(url, `create schema ${schema}`)
  return () => runStatement(url, `drop schema ${schema} cascade`)
}
