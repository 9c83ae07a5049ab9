import { Migrator, type Kysely, type MigrationProvider } from 'kysely'
import type { Database } from './database'
import { migrations } from './migrations/index'

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
}

/**
 * `schema`: where the migration bookkeeping lives when the connection's search_path is a
 * schema of its own (tests); otherwise Kysely could find another schema's tables first.
 * Migrations added in parallel may carry earlier names than ones already run on a
 * development database: they run too, in name order for fresh databases. `before`: stop
 * short of that migration (a test of it fills the tables as they were, then runs the rest).
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
