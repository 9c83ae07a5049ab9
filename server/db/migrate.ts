import { Migrator, type Kysely, type MigrationProvider } from 'kysely'
import type { Database } from './database'
import { migrations } from './migrations/index'

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
}

/** `schema`: the bookkeeping's schema (tests); `before`: stop short of that migration (its test fills old tables). */
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
