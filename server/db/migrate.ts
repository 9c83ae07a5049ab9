import { Migrator, type Kysely, type MigrationProvider } from 'kysely'
import type { Database } from './database'
import { migrations } from './migrations/index'

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
}

/**
 * `schema`: where the bookkeeping lives when search_path is a schema of its own (tests). Migrations merged
 * with earlier names than ones already run still run; fresh databases run them in name order.
 * `before`: stop short of that migration (its test fills the tables as they were, then runs the rest).
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  options: { schema?: string; before?: string } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  })
  const names = Object.keys(migrations).sort()
  const last = options.before === undefined ? undefined : names[names.indexOf(options.before) - 1]
  if (options.before !== undefined && last === undefined)
    throw new Error(`no migration runs before ${options.before}`)
  const { error, results } =
    last === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(last)
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
