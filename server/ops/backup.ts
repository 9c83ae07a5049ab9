import { execFile } from 'node:child_process'
import { mkdtemp, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { createArchiveWriter, openArchive, type Manifest } from './archive'
import { OpsError } from './cli'
import { filesBelow } from './files-below'

const run = promisify(execFile)

export interface BackupTarget {
  dataDir: string
  databaseUrl: string | undefined
  /** Undefined: the whole database. */
  pgSchema?: string
}

const SQLITE_FILE = 'portal.sqlite'
const DATABASE_ENTRY = 'database'
const FILE_PREFIX = 'data/'
const WORK_PREFIX = '.portal-'
/** The live database files are backed up through the database, never copied as they lie. */
const isDatabaseFile = (name: string) => name === SQLITE_FILE || name.startsWith(`${SQLITE_FILE}-`)

/** Every file below DATA_DIR except the live database and half-written temporary files, as `/`-separated relative paths. */
async function dataFiles(dataDir: string, skip: Set<string>): Promise<string[]> {
  const found: string[] = []
  for await (const full of filesBelow(dataDir, (folder) => folder.startsWith(WORK_PREFIX))) {
    const name = relative(dataDir, full).split(sep).join('/')
    if (!isDatabaseFile(name) && !full.endsWith('.partial') && !skip.has(resolve(full))) found.push(name)
  }
  return found.sort()
}

const pgProblem = (error: unknown) => {
  // A caught value: its fields are read as unknown and only compared or printed.
  const failure = error as { code?: unknown; message?: unknown }
  return typeof failure.code === 'string' ? failure.code : String(failure.message ?? error)
}

/** Fails with one line when PostgreSQL cannot be reached, before pg_dump or pg_restore print pages of their own. */
async function checkPostgres(url: string, command: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    return client
  } catch (error) {
    await client.end().catch(() => undefined)
    throw new OpsError(`${command}: cannot reach the database of DATABASE_URL (${pgProblem(error)})`)
  }
}

const toolFailure = (command: string, tool: string, error: unknown) => {
  // A caught value: its fields are read as unknown and only compared or printed.
  const stderr = String((error as { stderr?: unknown }).stderr ?? '')
    .trim()
    .split('\n')[0]
  // A caught value: its fields are read as unknown and only compared or printed.
  const code = (error as { code?: unknown }).code
  if (code === 'ENOENT')
    return new OpsError(
      `${command}: ${tool} is not installed (the PostgreSQL client tools are needed for a PostgreSQL database)`,
    )
  return new OpsError(`${command}: ${tool} failed: ${stderr || String(code)}`)
}

/**
 * A consistent backup while the server runs: the database first (SQLite's online backup,
 * or `pg_dump -Fc`, each one snapshot), then the files of DATA_DIR. A row acknowledged
 * before the backup began is in it, and so is every file it names, since files are written
 * before the rows that point at them. Files in a bucket are not included: the bucket keeps
 * its own versions.
 */
export async function backup(target: BackupTarget, file: string, now: Date = new Date()): Promise<Manifest> {
  const archivePath = resolve(file)
  const work = await mkdtemp(join(dirname(archivePath), `${WORK_PREFIX}backup-`))
  try {
    const databaseCopy = join(work, DATABASE_ENTRY)
    const kind: Manifest['database'] = target.databaseUrl ? 'postgres' : 'sqlite'
    if (target.databaseUrl) {
      const client = await checkPostgres(target.databaseUrl, 'backup')
      await client.end()
      const schema = target.pgSchema ? ['--schema', target.pgSchema] : []
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        ...schema,
        '--file',
        databaseCopy,
        '--dbname',
        target.databaseUrl,
      ]).catch((error: unknown) => {
        throw toolFailure('backup', 'pg_dump', error)
      })
    } else {
      const source = join(target.dataDir, SQLITE_FILE)
      await stat(source).catch(() => {
        throw new OpsError(`backup: there is no database at ${source} (is DATA_DIR right?)`)
      })
      const sqlite = new SQLite(source, { fileMustExist: true })
      try {
        // Every remaining page in one step: a step that is not interrupted by another
        // connection's write copies one snapshot (a write in between restarts the copy).
        await sqlite.backup(databaseCopy, { progress: () => 1_000_000 })
      } finally {
        sqlite.close()
      }
    }
    const writer = await createArchiveWriter(archivePath)
    try {
      const database = await open(databaseCopy, 'r')
      await writer.addFile(DATABASE_ENTRY, database).finally(() => database.close())
      for (const name of await dataFiles(target.dataDir, new Set([archivePath]))) {
        // A file deleted since the listing (a replaced avatar) is simply not in the backup.
        const handle = await open(join(target.dataDir, name), 'r').catch(() => undefined)
        if (!handle) continue
        await writer.addFile(FILE_PREFIX + name, handle).finally(() => handle.close())
      }
      return await writer.finish(kind, now)
    } catch (error) {
      await writer.abort().catch(() => undefined)
      await rm(archivePath, { force: true })
      throw error
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

async function hasFiles(folder: string): Promise<boolean> {
  try {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || (await hasFiles(join(folder, entry.name)))) return true
    }
    return false
  } catch (error) {
    // A caught value: its fields are read as unknown and only compared or printed.
    if ((error as { code?: unknown }).code === 'ENOENT') return false
    throw error
  }
}

/** Tables outside PostgreSQL's own schemas: an empty database has none. */
async function postgresTableCount(client: pg.Client): Promise<number> {
  const result = await client.query<{ count: string }>(
    "select count(*) as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  )
  return Number(result.rows[0]?.count ?? 0)
}

/**
 * Restores a backup into an empty DATA_DIR (and an empty database when DATABASE_URL is set).
 * The archive is checked whole first; a non-empty target is refused unless `force`, and
 * files are written under temporary names and renamed into place, so a refusal or a
 * failure leaves the target as it was. Stop the server before restoring.
 */
export async function restore(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: Manifest; files: number }> {
  const archive = await openArchive(resolve(file))
  try {
    const { manifest } = archive
    const databaseEntry = manifest.entries.find((entry) => entry.name === DATABASE_ENTRY)
    if (!databaseEntry) throw new OpsError(`restore: ${file} is corrupt (it holds no database)`)
    if (manifest.database === 'postgres' && !target.databaseUrl)
      throw new OpsError(
        'restore: this backup holds a PostgreSQL database; set DATABASE_URL to the (empty) database to restore it into',
      )
    if (manifest.database === 'sqlite' && target.databaseUrl)
      throw new OpsError(
        'restore: this backup holds a SQLite database; unset DATABASE_URL to restore it into DATA_DIR',
      )
    if (!options.force && (await hasFiles(target.dataDir)))
      throw new OpsError(
        `restore: DATA_DIR ${target.dataDir} is not empty; restore into an empty folder, or add --force to replace what is there`,
      )
    let client: pg.Client | undefined
    if (target.databaseUrl) {
      client = await checkPostgres(target.databaseUrl, 'restore')
      const tables = await postgresTableCount(client).finally(() => client?.end())
      if (tables > 0 && !options.force)
        throw new OpsError(
          `restore: the database of DATABASE_URL is not empty (${tables} tables); restore into an empty database, or add --force to replace it`,
        )
    }

    await mkdir(target.dataDir, { recursive: true })
    const work = await mkdtemp(join(target.dataDir, `${WORK_PREFIX}restore-`))
    try {
      const extract = async (entry: (typeof manifest.entries)[number], path: string) => {
        await mkdir(dirname(path), { recursive: true })
        const out = await open(path, 'wx')
        await archive.copyEntry(entry, out).finally(() => out.close())
      }
      const fileEntries = manifest.entries.filter((entry) => entry.name.startsWith(FILE_PREFIX))
      for (const entry of fileEntries) {
        const name = entry.name.slice(FILE_PREFIX.length)
        const destination = resolve(target.dataDir, name)
        // A crafted archive must not write outside DATA_DIR.
        if (!destination.startsWith(resolve(target.dataDir) + sep) || name.split('/').includes('..'))
          throw new OpsError(`restore: ${file} is corrupt (entry ${entry.name} leaves DATA_DIR)`)
        await extract(entry, join(work, 'files', name))
      }
      const databaseCopy = join(work, DATABASE_ENTRY)
      await extract(databaseEntry, databaseCopy)

      if (manifest.database === 'postgres' && target.databaseUrl) {
        const clean = options.force ? ['--clean', '--if-exists'] : []
        await run('pg_restore', [
          '--no-owner',
          '--exit-on-error',
          ...clean,
          '--dbname',
          target.databaseUrl,
          databaseCopy,
        ]).catch((error: unknown) => {
          throw toolFailure('restore', 'pg_restore', error)
        })
      } else {
        const live = join(target.dataDir, SQLITE_FILE)
        // The write-ahead files of a replaced database must not be replayed onto the restored one.
        for (const suffix of ['-wal', '-shm']) await rm(live + suffix, { force: true })
        await rename(databaseCopy, live)
      }
      for (const entry of fileEntries) {
        const name = entry.name.slice(FILE_PREFIX.length)
        await mkdir(dirname(join(target.dataDir, name)), { recursive: true })
        await rename(join(work, 'files', name), join(target.dataDir, name))
      }
      return { manifest, files: fileEntries.length }
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  } finally {
    await archive.close()
  }
}
