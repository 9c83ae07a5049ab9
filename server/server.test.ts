import { present } from '@contract/narrow'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig, testDatabaseUrl, type ServerConfig } from './env'
import { prepareServer } from './server'
import { startLocalS3 } from './test-support/s3-server'

// `npm start` twice on the same data: migrations, the superadmin and the demo seed happen
// once; everything is kept. On the postgres run it uses a database of its own.
let config: ServerConfig
let dropDatabase: (() => Promise<void>) | undefined

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'))
  let databaseUrl: string | undefined
  if (process.env.TEST_DIALECT === 'postgres') {
    const base = present(testDatabaseUrl(), 'TEST_DATABASE_URL (the PostgreSQL run sets it)')
    const name = `portal_start_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    databaseUrl = base.replace(/\/[^/]*$/, `/${name}`)
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`drop database if exists ${name}`)
      await client.end()
    }
  }
  config = {
    ...readConfig({}),
    dataDir,
    databaseUrl,
    staticDir: undefined,
    logRequests: false,
    adminEmail: 'root@portal.test',
    adminPassword: undefined,
  }
})
afterAll(async () => {
  await dropDatabase?.()
  rmSync(config.dataDir, { recursive: true, force: true })
})

describe('starting the server', () => {
  it('migrates, creates a superadmin with a generated password and seeds once; a second start keeps everything', async () => {
    const first = await prepareServer(config)
    expect(first.migrated.length).toBeGreaterThan(0)
    expect(first.bootstrap?.email).toBe('root@portal.test')
    expect(first.bootstrap?.generatedPassword).toMatch(/^[\w-]{16,}$/)
    expect(first.seeded).toBe(true)
    expect(first.demoCredentials.map((c) => c.email)).toEqual([
      'admin@demo.portal',
      'cme@demo.portal',
      'editor@demo.portal',
      'member@demo.portal',
      'member2@demo.portal',
    ])
    expect(statSync(join(config.dataDir, 'demo-credentials')).mode & 0o777).toBe(0o600)
    const countUsers = async (db: typeof first.database.db) =>
      (
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    const usersBefore = await countUsers(first.database.db)
    await first.database.close()

    const second = await prepareServer(config)
    expect(second.migrated).toEqual([])
    expect(second.bootstrap).toBeUndefined()
    expect(second.seeded).toBe(false)
    expect(second.demoCredentials).toEqual([])
    expect(await countUsers(second.database.db)).toBe(usersBefore)
    const health = await second.app.request('/api/health')
    expect(health.status).toBe(200)
    await second.database.close()
  }, 60_000)
})

describe.runIf(process.env.TEST_DIALECT !== 'postgres')('the server process', () => {
  it('prints its URL and stops cleanly on Ctrl-C (SIGINT)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-sigint-'))
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      // Port 0: the system picks a free port, so another server on the machine cannot answer instead.
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: '',
        SEED: 'none',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    // A cold start compiles the server with tsx: seconds on a busy 2-core machine.
    await expect.poll(() => output, { timeout: 45_000 }).toMatch(/Portal ready on http:\/\/127\.0\.0\.1:\d+/)
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGINT')
    expect(await exited).toBe(0)
    rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  it('refuses a weak ADMIN_PASSWORD: exits with 1 after one line naming it, no stack trace, nothing created', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-weak-admin-'))
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: '',
        SEED: 'demo',
        DATABASE_URL: '',
        ADMIN_PASSWORD: 'Short-pass1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const code = await new Promise<number | null>((resolve) =>
      child.once('exit', (exitCode) => resolve(exitCode)),
    )
    expect(code).toBe(1)
    expect(stdout).toBe('')
    const lines = stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^ADMIN_PASSWORD is too weak: .*at least 12/)
    expect(stderr).not.toMatch(/\bat \S+:\d+|Error/)
    expect(stderr).not.toContain('Short-pass1')
    expect(readdirSync(dataDir)).toEqual([])
    expect(existsSync(join(dataDir, 'portal.sqlite'))).toBe(false)
    rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)
})

interface Sent {
  status: number
  body: string
}

/** One HTTP request over a real socket, optionally from a given local address (127.0.0.2 and so on). */
function send(
  port: number,
  path: string,
  options: { localAddress?: string; headers?: Record<string, string>; chunks?: string[] },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: options.localAddress,
        headers: { 'Content-Type': 'application/json', ...options.headers },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    // Several writes without a Content-Length go out as Transfer-Encoding: chunked.
    for (const chunk of options.chunks ?? []) req.write(chunk)
    req.end()
  })
}

/** Starts `npm start` on a free port with extra settings; resolves with the port and a stop function. */
async function startServer(
  env: Record<string, string>,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-proxy-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      SEED: 'none',
      DATABASE_URL: '',
      LOG_REQUESTS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => (output += c.toString()))
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill(signal)
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // Generous: start-up compiles TypeScript, slow on a busy machine.
    await expect.poll(() => output, { timeout: 60_000 }).toMatch(/Portal ready on http:\/\/127\.0\.0\.1:\d+/)
  } catch (error) {
    // A server that did not come up in time must not outlive the test.
    await stop('SIGKILL')
    throw error
  }
  const port = Number(/Portal ready on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1])
  return { port, stop: () => stop('SIGINT') }
}

describe.runIf(process.env.TEST_DIALECT !== 'postgres')('a real server behind a trusted proxy', () => {
  it("rate-limits two clients behind the proxy apart, ignores an untrusted peer's header, bounds a chunked body", async () => {
    const server = await startServer({ TRUSTED_PROXIES: '127.0.0.1' })
    try {
      let mailbox = 0
      const resend = (localAddress: string, forwardedFor: string) =>
        send(server.port, '/api/auth/activation/resend', {
          localAddress,
          headers: { 'X-Forwarded-For': forwardedFor },
          chunks: [JSON.stringify({ email: `nobody${(mailbox += 1)}@example.org` })],
        })
      // 30 resends per address per hour: the 31st from the same client is refused.
      for (let i = 0; i < 30; i += 1) expect((await resend('127.0.0.1', '203.0.113.1')).status).toBe(200)
      expect((await resend('127.0.0.1', '203.0.113.1')).status).toBe(429)
      expect((await resend('127.0.0.1', '203.0.113.1, 203.0.113.2')).status).toBe(200)

      // 127.0.0.2 is not a trusted proxy: whatever it forwards, it is one client.
      for (let i = 0; i < 30; i += 1)
        expect((await resend('127.0.0.2', `203.0.113.${100 + i}`)).status).toBe(200)
      expect((await resend('127.0.0.2', '203.0.113.200')).status).toBe(429)

      const big = await send(server.port, '/api/auth/login', {
        chunks: [
          '{"email":"a@b.org","password":"',
          ...Array.from({ length: 20 }, () => 'x'.repeat(64 * 1024)),
          '"}',
        ],
      })
      expect(big.status).toBe(413)
      expect(JSON.parse(big.body)).toMatchObject({ code: 'payloadTooLarge' })
    } finally {
      await server.stop()
    }
  }, 120_000)

  it('refuses to start on a bucket it cannot use (unreachable, or missing on a real store) with one line naming it, nothing created', async () => {
    const s3 = await startLocalS3('portal-start-check')
    try {
      for (const [endpoint, bucket, reason] of [
        ['http://127.0.0.1:1', 'portal-start-check', /ECONNREFUSED/],
        [s3.settings.endpoint ?? '', 'no-such-bucket', /NoSuchBucket/],
      ] as const) {
        const dataDir = mkdtempSync(join(tmpdir(), 'portal-bad-bucket-'))
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
          env: {
            ...process.env,
            // Only our line is under test: the AWS SDK warns about old Node versions on its own.
            NODE_NO_WARNINGS: '1',
            PORT: '0',
            DATA_DIR: dataDir,
            STATIC_DIR: '',
            SEED: 'demo',
            DATABASE_URL: '',
            S3_BUCKET: bucket,
            S3_ENDPOINT: endpoint,
            S3_FORCE_PATH_STYLE: '1',
            S3_ACCESS_KEY_ID: 'S3RVER',
            S3_SECRET_ACCESS_KEY: 'S3RVER',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let stderr = ''
        child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
        const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
        expect(code).toBe(1)
        const lines = stderr.trim().split('\n')
        expect(lines).toHaveLength(1)
        expect(lines[0]).toContain(`S3 bucket "${bucket}" at ${endpoint} cannot be used`)
        expect(lines[0]).toMatch(reason)
        expect(readdirSync(dataDir)).toEqual([])
        rmSync(dataDir, { recursive: true, force: true })
      }
    } finally {
      await s3.close()
    }
  }, 60_000)

  it('refuses to start on a malformed TRUSTED_PROXIES with one line naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        STATIC_DIR: '',
        SEED: 'none',
        DATABASE_URL: '',
        TRUSTED_PROXIES: '10.0.0.0/8,proxy.internal',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      'TRUSTED_PROXIES: "proxy.internal" is not an IP address or CIDR range (examples: 10.0.0.1, 10.0.0.0/8, fd00::/8)',
    ])
  }, 60_000)
})
