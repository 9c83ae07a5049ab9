import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type LogEvent, type SqliteDatabase } from 'kysely'
import pg from 'pg'
import type { Database } from './database'

export type DialectName = 'sqlite' | 'postgres'

export interface OpenDatabase {
  db: Kysely<Database>
  dialect: DialectName
  close: () => Promise<void>
}

// COUNT(*) and BIGINT come back from pg as strings; every count we read fits a JS number.
pg.types.setTypeParser(20, (value: string) => Number(value))

function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url)
}

/** Called after every query with its time (the metrics' hook); no hook, no cost. */
export type QueryObserver = (event: LogEvent) => void

/** How many distinct SQL texts keep their prepared statement (lists of ids make a few variants). */
const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query anew, which costs SQLite a parse and a plan each time (a few
 * per cent of a directory request). The same SQL text reuses its statement instead, the
 * least recently used dropped beyond the bound. Safe because Kysely runs one query at a
 * time on this connection and reads each result whole (`all`/`run`); the server never
 * streams a query, which would hold a statement open while another used it.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare: (source: string) => {
      const cached = cache.get(source)
      if (cached) {
        cache.delete(source)
        cache.set(source, cached)
        return cached
      }
      const statement = sqlite.prepare(source)
      cache.set(source, statement)
      if (cache.size > STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next()
        if (!oldest.done) cache.delete(oldest.value)
      }
      return statement
    },
  }
}

export function openSqlite(file: string, onQuery?: QueryObserver): OpenDatabase {
  if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), ...(onQuery ? { log: onQuery } : {}) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

export function openPostgres(url: string, options: { schema?: string; max?: number; onQuery?: QueryObserver } = {}): OpenDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Tests isolate themselves in a schema of their own.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(options.onQuery ? { log: options.onQuery } : {}) })
  return { db, dialect: 'postgres', close: () => db.destroy() }
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }, onQuery?: QueryObserver): OpenDatabase {
  if (isPostgresUrl(config.databaseUrl)) return openPostgres(config.databaseUrl, { onQuery })
  return openSqlite(join(config.dataDir, 'portal.sqlite'), onQuery)
}

/** Migrations and the few dialect-specific statements ask which database they run on. */
export function dialectOf(db: Kysely<unknown>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
