import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type LogEvent,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type SqliteDatabase,
} from 'kysely'
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

export type QueryObserver = (event: LogEvent) => void

const STATEMENT_CACHE_SIZE = 500

/** The same SQL text reuses its SQLite statement (LRU-bounded); safe because no query is ever streamed. */
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
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    ...(onQuery ? { log: onQuery } : {}),
  })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

const NAMED_STATEMENT_LIMIT = 300

/**
 * Reading statements are named per connection, parsed once yet planned per run (`force_custom_plan`); never
 * `select *`, or a migration adding a column breaks the cached plan.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string | null>()
  let named = 0
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text)
    if (known !== undefined) return known ?? undefined
    const name =
      named < NAMED_STATEMENT_LIMIT && /^select /.test(text) && !/select \*/.test(text)
        ? `portal_${named++}`
        : null
    if (name !== null || names.size < NAMED_STATEMENT_LIMIT * 4) names.set(text, name)
    return name ?? undefined
  }
  // One wrapper per pooled client: Kysely keeps its connection object by client.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
    function query<R>(
      first: string | PostgresCursor<R>,
      parameters: ReadonlyArray<unknown> = [],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      // A cursor (Kysely's stream) goes to pg as it is; pg runs it by its own name.
      if (typeof first !== 'string') return client.query(first as pg.Submittable & PostgresCursor<R>) // a cursor Kysely built with pg-cursor, which pg accepts as a submittable
      const name = nameOf(first)
      return client.query<R & pg.QueryResultRow>({
        text: first,
        values: [...parameters],
        ...(name ? { name } : {}),
      }) as Promise<PostgresQueryResult<R>> // pg's result has the command, rowCount and rows Kysely reads
    }
    return { query, release: () => client.release() }
  }
  return {
    connect: async () => {
      const client = await pool.connect()
      let wrapper = wrappers.get(client)
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)))
      return wrapper
    },
    end: () => pool.end(),
  }
}

export function openPostgres(
  url: string,
  options: { schema?: string; max?: number; onQuery?: QueryObserver } = {},
): OpenDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Every run of a named statement is planned for its own values (see withNamedStatements);
    // tests isolate themselves in a schema of their own.
    options: [
      '-c plan_cache_mode=force_custom_plan',
      ...(options.schema ? [`-c search_path=${options.schema}`] : []),
    ].join(' '),
  })
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
    ...(options.onQuery ? { log: options.onQuery } : {}),
  })
  return { db, dialect: 'postgres', close: () => db.destroy() }
}

export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  onQuery?: QueryObserver,
): OpenDatabase {
  if (isPostgresUrl(config.databaseUrl)) return openPostgres(config.databaseUrl, { onQuery })
  return openSqlite(join(config.dataDir, 'portal.sqlite'), onQuery)
}

/** Migrations and the few dialect-specific statements ask which database they run on. */
export function dialectOf(db: Kysely<unknown>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
