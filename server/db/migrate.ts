import { Migrator, type Kysely, type MigrationProvider } from 'kysely'
import type { Database } from './database'
import { migrations } from './migrations/index'

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
}

/**
 * `schema`: where the bookkeeping lives when search_path is a schema of its own (tests). Migrations merged
 * with earlier names than ones already run still run; fresh databases run them in name order.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  options: { schema?: string } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
