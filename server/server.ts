import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AppDeps } from './app-env'
import { createApp } from './app'
import { bootstrapSuperadmin, type BootstrapResult } from './db/bootstrap'
import { openDatabase, type OpenDatabase } from './db/dialect'
import { migrateToLatest } from './db/migrate'
import { seedDemoContent } from './db/seed/index'
import type { DemoCredential } from './db/seed/staff'
import type { ServerConfig } from './env'
import { createMetrics } from './lib/metrics'
import { storageFor } from './lib/storage/from-config'
import { startPeriodicJobs } from './periodic-jobs'

export interface Prepared {
  app: ReturnType<typeof createApp>
  database: OpenDatabase
  bootstrap: BootstrapResult | undefined
  seeded: boolean
  /** The demo staff accounts' generated passwords, only on the start that seeded them. */
  demoCredentials: DemoCredential[]
  migrated: string[]
  /** Starts the server's own periodic work (the purge of deleted accounts); answers its stop. */
  startJobs: () => () => void
}

/** Everything `npm start` does before listening: folders, migrations, superadmin, demo seed. */
export async function prepareServer(config: ServerConfig, now: () => Date = () => new Date()): Promise<Prepared> {
  mkdirSync(join(config.dataDir, 'uploads'), { recursive: true })
  const metrics = createMetrics({ defaults: true })
  const database = openDatabase(config, metrics.observeQuery)
  const migrated = await migrateToLatest(database.db)
  const bootstrap = await bootstrapSuperadmin(database.db, {
    email: config.adminEmail,
    password: config.adminPassword,
    now: now(),
  })
  const storage = await storageFor(config)
  const seed = config.seed === 'demo' ? await seedDemoContent(database.db, now(), { dataDir: config.dataDir, storage }) : undefined
  const deps: AppDeps = { db: database.db, dialect: database.dialect, config, now, storage, metrics }
  return { app: createApp(deps), database, bootstrap, seeded: !!seed, demoCredentials: seed?.staff ?? [], migrated, startJobs: () => startPeriodicJobs(deps) }
}
