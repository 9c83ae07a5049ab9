/**
 * The mixed load benchmark: 50,000 members (the directory benchmark's data), the demo content
 * for the lists, and 10 signed-in clients, each with an account of its own, sending a mix of
 * directory pages and searches, list pages (events, news, jobs, resources, home figures),
 * profile saves and logins, as fast as the server answers. Measured on SQLite and (with
 * BENCH_DATABASE_URL) on PostgreSQL, with one instance and with two instances of the server
 * on the same database, the clients taking turns between them as behind a load balancer.
 *
 *   npm run bench -- mixed
 *   BENCH_MIXED_SECONDS=20 BENCH_DATABASE_URL=postgres://… node --import tsx bench/mixed.ts
 *
 * The server processes, the database and the load generator share the machine's cores: on
 * two cores a second instance has no core of its own and cannot add throughput.
 */
import { Agent, request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { sql } from 'kysely'
import { openPostgres, openSqlite, type OpenDatabase } from '../server/db/dialect'
import { migrateToLatest } from '../server/db/migrate'
import { hashPassword } from '../server/lib/auth/passwords'
import { freshPostgresDatabase } from '../server/test-support/postgres-database'
import { spawnServer, type RunningServer } from '../tests/support/spawn-server'
import {
  cpuMsOf,
  directoryPath,
  loadFigures as figuresOf,
  pick,
  prng,
  seed,
  type LoadFigures,
} from './directory'

const MEMBERS = Number(process.env.BENCH_MIXED_MEMBERS ?? 50_000)
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 10)
const CLIENTS = 10
const PASSWORD = 'Bench-Mixed-Password-1'
/** The first start seeds the demo content into 50,000 members' database: slow on a busy machine. */
const START_TIMEOUT_MS = 300_000

type Kind = 'directory' | 'lists' | 'profile save' | 'login'
const KINDS: readonly Kind[] = ['directory', 'lists', 'profile save', 'login']
const LISTS = [
  '/api/events',
  '/api/posts',
  '/api/jobs',
  '/api/resources',
  '/api/home/stats',
  '/api/events?page=2',
  '/api/posts?page=2',
] as const

/** What share of the requests each kind is: reading dominates, as on a members' portal. */
function nextKind(random: () => number): Kind {
  const roll = random()
  if (roll < 0.55) return 'directory'
  if (roll < 0.85) return 'lists'
  if (roll < 0.95) return 'profile save'
  return 'login'
}

interface Answer {
  status: number
  body: string
}

function send(
  agent: Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(payload
            ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

interface Sample {
  kind: Kind
  ms: number
  ok: boolean
}

async function login(agent: Agent, base: string, email: string): Promise<string> {
  const answer = await send(agent, `${base}/api/auth/login`, {
    method: 'POST',
    body: { email, password: PASSWORD },
  })
  if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}: ${answer.body}`)
  // Cast: a 200 login answer (checked above) carries the access token.
  return (JSON.parse(answer.body) as { access_token: string }).access_token
}

/** Each client signs in once, then sends its mix; each request goes to the next instance in turn. */
async function drive(bases: string[], seconds: number): Promise<{ samples: Sample[]; elapsedMs: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS * bases.length })
  const samples: Sample[] = []
  // At least one instance is always running; the index is taken modulo the count.
  const tokens = await Promise.all(
    Array.from({ length: CLIENTS }, (_, client) => login(agent, bases[0]!, `bench${client}@bench.local`)),
  )
  const started = performance.now()
  const stopAt = started + seconds * 1000
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const random = prng(2000 + client)
      const email = `bench${client}@bench.local`
      // One token was fetched per client just above.
      let token = tokens[client]!
      let turn = client
      while (performance.now() < stopAt) {
        // At least one instance is always running; the index is taken modulo the count.
        const base = bases[turn++ % bases.length]!
        const kind = nextKind(random)
        const auth = { Authorization: `Bearer ${token}` }
        const t0 = performance.now()
        let ok: boolean
        try {
          if (kind === 'directory') {
            // Half the directory readers are visitors who did not sign in.
            const answer = await send(
              agent,
              base + directoryPath(random),
              random() < 0.5 ? { headers: auth } : {},
            )
            ok = answer.status === 200
          } else if (kind === 'lists') {
            ok = (await send(agent, base + pick(random, LISTS), { headers: auth })).status === 200
          } else if (kind === 'profile save') {
            const answer = await send(agent, `${base}/api/members/me/profile-full`, {
              method: 'PATCH',
              headers: auth,
              body: { bio: `Consultant orthopedic surgeon, note ${Math.floor(random() * 1e6)}.` },
            })
            ok = answer.status === 200
          } else {
            const answer = await send(agent, `${base}/api/auth/login`, {
              method: 'POST',
              body: { email, password: PASSWORD },
            })
            ok = answer.status === 200
            // Cast: a 200 login answer carries the access token.
            if (ok) token = (JSON.parse(answer.body) as { access_token: string }).access_token
          }
        } catch {
          ok = false
        }
        samples.push({ kind, ms: performance.now() - t0, ok })
      }
    }),
  )
  const elapsedMs = performance.now() - started
  agent.destroy()
  return { samples, elapsedMs }
}

interface Result {
  database: 'sqlite' | 'postgres'
  instances: number
  all: LoadFigures
  byKind: Record<Kind, LoadFigures>
  /** The servers' CPU time per request (ms, all instances together), when the system tells it. */
  cpuMs: number | undefined
  load: string
}

/** CPU time used so far by all the servers (ms), or undefined where /proc is missing. */
function serversCpuMs(servers: RunningServer[]): number | undefined {
  let total = 0
  for (const server of servers) {
    const used = cpuMsOf(server.process.pid)
    if (used === undefined) return undefined
    total += used
  }
  return total
}

/** The 50,000 members, and real passwords for the clients' accounts (bench0 … bench9). */
async function prepare(open: OpenDatabase, postgres: boolean): Promise<void> {
  await migrateToLatest(open.db)
  await seed(open, MEMBERS)
  const hash = await hashPassword(PASSWORD)
  await open.db
    .updateTable('users')
    .set({ password_hash: hash })
    .where(
      'email',
      'in',
      Array.from({ length: CLIENTS }, (_, i) => `bench${i}@bench.local`),
    )
    .execute()
  await sql`${sql.raw(postgres ? 'vacuum analyze' : 'analyze')}`.execute(open.db)
  await open.close()
}

async function benchDatabase(database: 'sqlite' | 'postgres'): Promise<Result[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-mixed-'))
  const fresh =
    database === 'postgres'
      ? await freshPostgresDatabase(process.env.BENCH_DATABASE_URL ?? '', 'portal_bench')
      : undefined
  const results: Result[] = []
  try {
    await prepare(fresh ? openPostgres(fresh.url) : openSqlite(join(dataDir, 'portal.sqlite')), !!fresh)
    for (const instances of [1, 2]) {
      const servers: RunningServer[] = []
      try {
        // Same database; on SQLite the same DATA_DIR (the file is the database). The first seeds the demo content.
        for (let i = 0; i < instances; i++)
          servers.push(
            await spawnServer({
              dataDir,
              startTimeoutMs: START_TIMEOUT_MS,
              env: { SEED: 'demo', DATABASE_URL: fresh?.url ?? '' },
            }),
          )
        const bases = servers.map((s) => s.url)
        await drive(bases, 2) // warm-up: JIT, caches, prepared statements
        const before = loadavg()[0]!
        const cpuBefore = serversCpuMs(servers)
        const { samples, elapsedMs } = await drive(bases, SECONDS)
        const cpuAfter = serversCpuMs(servers)
        // loadavg() always answers three numbers.
        const after = loadavg()[0]!
        const byKind = Object.fromEntries(
          KINDS.map((kind) => [
            kind,
            figuresOf(
              samples.filter((s) => s.kind === kind),
              elapsedMs,
            ),
          ]),
        ) as Record<Kind, LoadFigures> // every kind is a key (built from KINDS)
        const cpuMs =
          cpuBefore === undefined || cpuAfter === undefined
            ? undefined
            : (cpuAfter - cpuBefore) / samples.length
        results.push({
          database,
          instances,
          all: figuresOf(samples, elapsedMs),
          byKind,
          cpuMs,
          load: `${before.toFixed(1)} → ${after.toFixed(1)}`,
        })
      } finally {
        for (const server of servers) await server.stop()
      }
    }
  } finally {
    await fresh?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return results
}

const ms = (value: number) => `${value.toFixed(1)} ms`

/** The markdown section `npm run bench` adds to bench/results/latest.md. */
async function runMixedBench(): Promise<string> {
  const results = await benchDatabase('sqlite')
  if (process.env.BENCH_DATABASE_URL) results.push(...(await benchDatabase('postgres')))
  const cores = availableParallelism()
  return [
    `## Mixed load: ${MEMBERS.toLocaleString('en')} members, ${CLIENTS} signed-in clients, ${SECONDS} s per row, ${cores} cores`,
    '',
    `Each request is one of: a directory page or search (55 %, half of them signed in), a list page (30 %: events, news, jobs, resources, home figures), a profile save (10 %), a login (5 %, an argon2id hash check). With two instances the clients take turns between them, as behind a load balancer; both use the same database (on SQLite the same file). The server processes, the database and the load generator all run on these ${cores} cores: a second instance gets no core of its own, so here it cannot add requests per second — it only shows that two instances serve the same load correctly and what sharing the cores costs. Server CPU per request: the servers' own CPU time (from /proc) over the requests they answered, which a busy machine disturbs far less than requests/s; PostgreSQL's work is in its own process and not counted. Load average (1 min) before → after each row.`,
    '',
    '| database | instances | cores | requests | errors | requests/s | p50 | p95 | p99 | directory p95 | lists p95 | profile save p95 | login p95 | server CPU per request | load average |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.instances} | ${cores} | ${r.all.requests} | ${r.all.errors} | ${r.all.rps.toFixed(0)} | ${ms(r.all.p50)} | ${ms(r.all.p95)} | ${ms(r.all.p99)} | ${ms(r.byKind.directory.p95)} | ${ms(r.byKind.lists.p95)} | ${ms(r.byKind['profile save'].p95)} | ${ms(r.byKind.login.p95)} | ${r.cpuMs === undefined ? '–' : ms(r.cpuMs)} | ${r.load} |`,
    ),
    ...(process.env.BENCH_DATABASE_URL
      ? []
      : ['', 'PostgreSQL not measured in this run (set BENCH_DATABASE_URL to include it).']),
  ].join('\n')
}

/** bench/run.ts collects `benchSection` from each benchmark file. */
export const benchSection = runMixedBench

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runMixedBench())
}
