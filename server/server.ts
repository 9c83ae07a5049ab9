import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AppDeps } from './app-env'
import { createApp } from './app'
import { bootstrapSuperadmin, type BootstrapResult } from './db/bootstrap'
import { openDatabase, type OpenDatabase } from './db/dialect'
import { migrateToLatest } from './db/migrate'
import { seedDemoContent } from './db/seed/index'
import type { DemoCredential } from './db/seed/staff'
import { ConfigError, type ServerConfig } from './env'
import { createMetrics } from './lib/metrics'
import { storageFor } from './lib/storage/from-config'
import { startPeriodicJobs } from './periodic-jobs'
import type { PageSource } from './render'
import { probeStorage } from './lib/storage/probe'
import type { S3Settings } from './lib/storage/s3'
import { StorageUnavailableError, type FileStorage } from './lib/storage/storage'

export interface Prepared {
  app: ReturnType<typeof createApp>
  database: OpenDatabase
  bootstrap: BootstrapResult | undefined
  seeded: boolean
  demoCredentials: DemoCredential[]
  migrated: string[]
  startJobs: () => () => Promise<void>
}

export async function prepareServer(
  config: ServerConfig,
  now: () => Date = () => new Date(),
  pages?: PageSource,
): Promise<Prepared> {
  const storage = await storageFor(config)
  // A bucket that cannot be used stops the start before anything is written anywhere.
  if (config.s3) await bucketUsableOrStop(storage, config.s3)
  mkdirSync(join(config.dataDir, 'uploads'), { recursive: true })
  const metrics = createMetrics({ defaults: true })
  const database = openDatabase(config, metrics.observeQuery)
  const migrated = await migrateToLatest(database.db)
  const bootstrap = await bootstrapSuperadmin(database.db, {
    email: config.adminEmail,
    password: config.adminPassword,
    now: now(),
  })
  const seed =
    config.seed === 'demo'
      ? await seedDemoContent(database.db, now(), { dataDir: config.dataDir, storage })
      : undefined
  const deps: AppDeps = { db: database.db, dialect: database.dialect, config, now, storage, metrics, pages }
  return {
    app: createApp(deps),
    database,
    bootstrap,
    seeded: !!seed,
    demoCredentials: seed?.staff ?? [],
    migrated,
    startJobs: () => startPeriodicJobs(deps),
  }
}

async function bucketUsableOrStop(storage: FileStorage, s3: S3Settings): Promise<void> {
  try {
    await probeStorage(storage)
  } catch (error) {
    const where = `S3 bucket "${s3.bucket}"${s3.endpoint ? ` at ${s3.endpoint}` : ` in ${s3.region}`}`
    const reason =
      error instanceof StorageUnavailableError
        ? error.message.replace(/^storage unavailable: /, '')
        : String(error)
    throw new ConfigError(
      `${where} cannot be used (writing a test file failed: ${reason}); check S3_BUCKET, S3_ENDPOINT, S3_REGION and the S3 credentials`,
    )
  }
}
