import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AppDeps } from '../app-env'
import { createApp } from '../app'
import { openPostgres, openSqlite, type OpenDatabase } from '../db/dialect'
import { migrateToLatest } from '../db/migrate'
import { createScratchSchema } from '../db/scratch-schema'
import { checkAnswersOf } from './error-codes'
import { readConfig, testDatabaseUrl, type ServerConfig } from '../env'
import type { Mailer } from '../lib/mail/mailer'
import { startMailSender } from '../lib/mail/sender'
import { createMetrics } from '../lib/metrics'
import { storageFor } from '../lib/storage/from-config'

export interface TestApp {
  app: ReturnType<typeof createApp>
  deps: AppDeps
  config: ServerConfig
  /** Moves the app's clock (token expiry, deadlines). */
  setNow: (date: Date) => void
  /** Resolves once the mail sender has delivered what is queued and due. */
  mailDelivered: () => Promise<void>
  /** Runs the migrations a `migrateBefore` database stopped short of. */
  migrateRest: () => Promise<void>
  close: () => Promise<void>
}

/** A fresh, migrated database per test file: a new SQLite file, or a new schema on TEST_DATABASE_URL. */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  extend?: Parameters<typeof createApp>[1],
  extraDeps: Pick<AppDeps, 'logDestination' | 'pages'> & {
    /** Stands in for SMTP or the outbox folder in the app's mail sender. */ mailer?: Mailer
    /** The database stops short of this migration until `migrateRest` (a migration's own test). */
    migrateBefore?: string
  } = {},
): Promise<TestApp> {
  const { mailer, migrateBefore, ...moreDeps } = extraDeps
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'))
  const config: ServerConfig = {
    ...readConfig({}),
    dataDir,
    staticDir: undefined,
    logRequests: false,
    publicUrl: 'http://portal.test',
    ...overrides,
  }
  const metrics = createMetrics()
  let database: OpenDatabase
  let dropSchema: (() => Promise<void>) | undefined
  let pgSchema: string | undefined
  const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite'
  if (dialect === 'postgres') {
    const url = testDatabaseUrl()
    if (!url) throw new Error('TEST_DATABASE_URL is needed for the postgres run')
    const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    pgSchema = schema
    dropSchema = await createScratchSchema(url, schema)
    database = openPostgres(url, { schema, max: 4, onQuery: metrics.observeQuery })
  } else {
    database = openSqlite(join(dataDir, 'portal.sqlite'), metrics.observeQuery)
  }
  const migrateOptions = dialect === 'postgres' ? { schema: pgSchema } : {}
  await migrateToLatest(database.db, { ...migrateOptions, before: migrateBefore })
  let now = new Date()
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    config,
    now: () => now,
    storage: await storageFor(config),
    metrics,
    ...moreDeps,
  }
  const app = createApp(deps, extend)
  const mail = startMailSender(deps, mailer ? { mailer } : {})
  // A request returns once the mail it queued is delivered, so a test reads the outbox right after it.
  const request = app.request
  app.request = async (...args) => {
    const response = await request(...args)
    await mail.settled()
    return response
  }
  // Every failed answer of every server suite must carry a listed error code, and every answer match the API document.
  checkAnswersOf(app)
  return {
    app,
    deps,
    config,
    setNow: (date) => {
      now = date
    },
    mailDelivered: () => mail.settled(),
    migrateRest: async () => {
      await migrateToLatest(database.db, migrateOptions)
    },
    close: async () => {
      await mail.stop()
      await database.close()
      await dropSchema?.()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** JSON request helper for `app.request`. */
export function jsonRequest(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }
}

/**
 * A request to `/api<path>` with this `Authorization` (none for a visitor) and any other
 * headers, with `body` as JSON when there is one.
 */
export function requestAs(
  t: TestApp,
  authorization: string | null,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Response | Promise<Response> {
  const headers = authorization ? { Authorization: authorization, ...extraHeaders } : extraHeaders
  return t.app.request(
    `/api${path}`,
    body === undefined ? { method, headers } : jsonRequest(method, body, headers),
  )
}
