import { Migrator, type Kysely, type MigrationProvider } from 'kysely'
import type { Database } from './database'
import { migrations } from './migrations/index'

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
