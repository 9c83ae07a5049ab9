import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres, openSqlite, type OpenDatabase } from '../db/dialect'
import { testDatabaseUrl } from '../env'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { backup, restore, type BackupTarget } from './backup'

const run = promisify(execFile)
const postgres = process.env.TEST_DIALECT === 'postgres'
let t: TestApp
let work: string
let source: BackupTarget
/** Databases this file created on the test PostgreSQL, dropped at the end. */
const createdDatabases: string[] = []

beforeAll(async () => {
  t = await createTestApp()
  work = mkdtempSync(join(tmpdir(), 'portal-backup-'))
  const schema = postgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.deps.db)).rows[0]?.schema
    : undefined
  source = {
    dataDir: t.config.dataDir,
    databaseUrl: postgres ? testDatabaseUrl() : undefined,
    pgSchema: schema,
  }
  mkdirSync(join(t.config.dataDir, 'uploads/avatars'), { recursive: true })
  writeFileSync(join(t.config.dataDir, 'uploads/avatars/m1-a.webp'), 'avatar bytes')
  mkdirSync(join(t.config.dataDir, 'private/resources'), { recursive: true })
  writeFileSync(join(t.config.dataDir, 'private/resources/guide.pdf'), '%PDF members')
})
afterAll(async () => {
  await t.close()
  rmSync(work, { recursive: true, force: true })
  const url = testDatabaseUrl()
  if (!url || !createdDatabases.length) return
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  for (const name of createdDatabases) await admin.query(`drop database if exists ${name}`)
  await admin.end()
})

/** An empty restore target: a new folder, and on PostgreSQL a new empty database. */
async function emptyTarget(): Promise<BackupTarget & { open: () => OpenDatabase }> {
  const dataDir = join(mkdtempSync(join(work, 'target-')), 'data')
  if (!postgres)
    return { dataDir, databaseUrl: undefined, open: () => openSqlite(join(dataDir, 'portal.sqlite')) }
  const base = testDatabaseUrl()! // postgres runs only with TEST_DATABASE_URL (createTestApp checks)
  const name = `portal_restore_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  createdDatabases.push(name)
  const url = new URL(base)
  url.pathname = `/${name}`
  // A dump of one schema (how tests keep apart) leaves out the extensions installed in public; a whole-database dump has them.
  const target = new pg.Client({ connectionString: url.toString() })
  await target.connect()
  await target.query('create extension if not exists pg_trgm')
  await target.end()
  return {
    dataDir,
    databaseUrl: url.toString(),
    open: () => openPostgres(url.toString(), { schema: source.pgSchema, max: 2 }),
  }
}

describe('backup and restore', () => {
  it('a backup taken under write load holds every write acknowledged before it began, and the files', async () => {
    const acknowledged: string[] = []
    let writing = true
    const writer = (async () => {
      for (let i = 0; writing; i += 1) {
        await t.deps.db
          .insertInto('app_meta')
          .values({ key: `load-${i}`, value: String(i) })
          .execute()
        acknowledged.push(`load-${i}`)
        // Writes arrive as requests do, one event-loop turn each (SQLite answers without ever yielding otherwise).
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    // Let the load run for a while before and during the backup.
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 5))
    const before = [...acknowledged]
    const archive = join(work, 'under-load.portal-backup')
    const manifest = await backup(source, archive)
    writing = false
    await writer
    expect(manifest.database).toBe(postgres ? 'postgres' : 'sqlite')
    expect(manifest.entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'database',
        'data/uploads/avatars/m1-a.webp',
        'data/private/resources/guide.pdf',
      ]),
    )

    const target = await emptyTarget()
    const restored = await restore(target, archive)
    expect(restored.files).toBe(manifest.entries.length - 1)
    const database = target.open()
    try {
      const keys = new Set(
        (await database.db.selectFrom('app_meta').select('key').where('key', 'like', 'load-%').execute()).map(
          (row) => row.key,
        ),
      )
      expect(before.filter((key) => !keys.has(key))).toEqual([])
      // The restored database is a working one: the migrations' own rows are there too.
      expect(await database.db.selectFrom('users').select('id').execute()).toEqual(expect.any(Array))
    } finally {
      await database.close()
    }
    expect(readFileSync(join(target.dataDir, 'uploads/avatars/m1-a.webp'), 'utf8')).toBe('avatar bytes')
    expect(readFileSync(join(target.dataDir, 'private/resources/guide.pdf'), 'utf8')).toBe('%PDF members')
  })

  it('refuses a foreign, truncated, altered or newer-format file with one line and writes nothing', async () => {
    const archive = join(work, 'good.portal-backup')
    await backup(source, archive)
    const good = readFileSync(archive)
    const variants: [string, Buffer, RegExp][] = [
      [
        'foreign',
        Buffer.from('PK\u0003\u0004 a zip file, not ours'.padEnd(200, '.')),
        /is not a portal backup \(no PORTALBK marker at its start\)$/,
      ],
      [
        'truncated',
        good.subarray(0, good.length - 100),
        /is truncated or corrupt \(no PORTALND marker at its end\)$/,
      ],
      [
        'altered',
        Buffer.from(good).fill(0x41, 200, 260),
        /is corrupt \(entry database does not match its checksum\)$/,
      ],
      [
        'newer',
        Buffer.concat([good.subarray(0, 8), Buffer.from([0, 0, 0, 9]), good.subarray(12)]),
        /is a backup of format version 9; this portal reads version 1$/,
      ],
    ]
    for (const [name, bytes, message] of variants) {
      const bad = join(work, `${name}.portal-backup`)
      writeFileSync(bad, bytes)
      const target = await emptyTarget()
      const error = await restore(target, bad).catch((e: unknown) => e)
      expect(error, name).toBeInstanceOf(Error)
      // What the code under test throws is an Error.
      expect((error as Error).message, name).toMatch(message)
      // What the code under test throws is an Error.
      expect((error as Error).message).not.toContain('\n')
      expect(readdirSync(join(target.dataDir, '..')), name).toEqual([])
    }
  })

  it('refuses a non-empty DATA_DIR without --force and leaves it as it was; --force replaces it', async () => {
    const archive = join(work, 'force.portal-backup')
    await backup(source, archive)
    const target = await emptyTarget()
    mkdirSync(join(target.dataDir, 'uploads/avatars'), { recursive: true })
    writeFileSync(join(target.dataDir, 'uploads/avatars/m1-a.webp'), 'someone else')
    await expect(restore(target, archive)).rejects.toThrow(
      /^restore: DATA_DIR .* is not empty; restore into an empty folder, or add --force to replace what is there$/,
    )
    expect(readFileSync(join(target.dataDir, 'uploads/avatars/m1-a.webp'), 'utf8')).toBe('someone else')
    await restore(target, archive, { force: true })
    expect(readFileSync(join(target.dataDir, 'uploads/avatars/m1-a.webp'), 'utf8')).toBe('avatar bytes')
    // A restored target is no longer empty: a second restore needs --force again.
    await expect(restore(target, archive)).rejects.toThrow(/is not empty/)
    // On PostgreSQL the database is checked too, even with an empty DATA_DIR.
    if (postgres)
      await expect(restore({ ...target, dataDir: join(work, 'empty-for-pg') }, archive)).rejects.toThrow(
        /^restore: the database of DATABASE_URL is not empty \(\d+ tables\); restore into an empty database, or add --force to replace it$/,
      )
  })

  it('never overwrites an existing backup file', async () => {
    const archive = join(work, 'exists.portal-backup')
    writeFileSync(archive, 'an older backup')
    await expect(backup(source, archive)).rejects.toThrow(/exists already; choose a new file name$/)
    expect(readFileSync(archive, 'utf8')).toBe('an older backup')
  })

  it('the commands answer in one line and exit with 1 on a bad file or an unreachable database', async () => {
    const env = { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: '' }
    const bad = join(work, 'not-a-backup.txt')
    writeFileSync(bad, 'hello')
    const refused = await run(process.execPath, ['--import', 'tsx', 'server/ops/restore-cli.ts', bad], {
      env: { ...env, DATA_DIR: join(work, 'fresh') },
    }).catch((e: unknown) => e)
    expect(refused).toMatchObject({
      code: 1,
      stderr: `restore: ${bad} is not a portal backup (no PORTALBK marker at its start)\n`,
    })
    const unreachable = await run(
      process.execPath,
      ['--import', 'tsx', 'server/ops/backup-cli.ts', join(work, 'x.portal-backup')],
      {
        env: { ...env, DATABASE_URL: 'postgres://portal@127.0.0.1:9/none' },
      },
    ).catch((e: unknown) => e)
    expect(unreachable).toMatchObject({
      code: 1,
      stderr: 'backup: cannot reach the database of DATABASE_URL (ECONNREFUSED)\n',
    })
    if (!postgres) {
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'server/ops/backup-cli.ts', join(work, 'cli.portal-backup')],
        { env },
      )
      expect(stdout).toMatch(
        /^backup: wrote .*cli\.portal-backup: sqlite database and 2 files \(\d+ bytes\)\.\n$/,
      )
    }
    // Three commands, each starting Node with tsx: slow on a busy machine.
  }, 120_000)
})
