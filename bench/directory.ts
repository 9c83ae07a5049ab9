/**
 * The directory benchmark: 50,000 members in a fresh SQLite file (and in
 * PostgreSQL when BENCH_DATABASE_URL is set), the real server started as a child process on
 * 127.0.0.1, and 10 concurrent clients driving a mix of searches, filters, sorts and pages
 * for a bounded time. Reports requests/s and p50/p95/p99 latency.
 * Target for one instance on the 2-core machine: ≥ 1,000 requests/s with p95 ≤ 25 ms, exact totals.
 *
 *   node --import tsx bench/directory.ts
 *   BENCH_DIRECTORY_SECONDS=20 BENCH_DATABASE_URL=postgres://… node --import tsx bench/directory.ts
 *
 * The PostgreSQL run creates a database of its own on the server of BENCH_DATABASE_URL and
 * drops it afterwards.
 */
import { Agent, get } from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ProfileInputSchema } from '@contract/members'
import { codesOf, SPECIALTIES } from '@contract/reference-data'
import { sql } from 'kysely'
import pg from 'pg'
import * as v from 'valibot'
import { openPostgres, openSqlite, type OpenDatabase } from '../server/db/dialect'
import { migrateToLatest } from '../server/db/migrate'
import { profileRowOf } from '../server/modules/members/service'
import { freshPostgresDatabase } from '../server/test-support/postgres-database'
import { spawnServer, type RunningServer } from '../tests/support/spawn-server'

/** Filters carry codes (the directory stores specialties and cities as codes). */
const SPECIALTY_CODES = codesOf(SPECIALTIES)
const MEMBERS = Number(process.env.BENCH_DIRECTORY_MEMBERS ?? 50_000)
const SECONDS = Number(process.env.BENCH_DIRECTORY_SECONDS ?? 15)
const CONCURRENCY = 10
const PORT = Number(process.env.BENCH_DIRECTORY_PORT ?? 4395)
const TARGET = { p95Ms: 25, rps: 1000 }

const FIRST_AR = [
  'محمد',
  'أحمد',
  'عبدالله',
  'خالد',
  'فهد',
  'سلطان',
  'ريم',
  'نورة',
  'هند',
  'سارة',
  'منى',
  'إبراهيم',
  'عمر',
  'يوسف',
  'ماجد',
  'لمى',
  'أسماء',
  'طلال',
  'فيصل',
  'جود',
]
const FIRST_EN = [
  'Mohammed',
  'Ahmed',
  'Abdullah',
  'Khalid',
  'Fahad',
  'Sultan',
  'Reem',
  'Noura',
  'Hind',
  'Sara',
  'Mona',
  'Ibrahim',
  'Omar',
  'Yousef',
  'Majed',
  'Lama',
  'Asma',
  'Talal',
  'Faisal',
  'Joud',
]
const FAMILY_AR = [
  'القحطاني',
  'الغامدي',
  'الزهراني',
  'العتيبي',
  'الشهري',
  'الدوسري',
  'المطيري',
  'الحربي',
  'الشمري',
  'العنزي',
  'السبيعي',
  'المالكي',
  'العمري',
  'البقمي',
  'الرويلي',
  'عسيري',
  'الفيفي',
  'التميمي',
  'السهلي',
  'الجاسر',
]
const FAMILY_EN = [
  'Al-Qahtani',
  'Al-Ghamdi',
  'Al-Zahrani',
  'Al-Otaibi',
  'Al-Shehri',
  'Al-Dossary',
  'Al-Mutairi',
  'Al-Harbi',
  'Al-Shammari',
  'Al-Anazi',
  'Al-Subaie',
  'Al-Malki',
  'Al-Omari',
  'Al-Buqami',
  'Al-Ruwaili',
  'Asiri',
  'Al-Faifi',
  'Al-Tamimi',
  'Al-Sahli',
  'Al-Jasser',
]
const CITIES = [
  'Riyadh',
  'Jeddah',
  'Makkah',
  'Madinah',
  'Dammam',
  'Khobar',
  'Taif',
  'Tabuk',
  'Buraidah',
  'Abha',
  'Hail',
  'Jazan',
  'Najran',
  'Al Ahsa',
]
const HOSPITALS = [
  'King Faisal Specialist Hospital',
  'مدينة الملك سعود الطبية',
  'King Khalid University Hospital',
  'مستشفى الملك فهد التخصصي',
  'King Abdulaziz Medical City',
  'مستشفى القوات المسلحة',
  'Dr. Sulaiman Al Habib Hospital',
  'مستشفى الحرس الوطني',
]

/** A small deterministic generator, so two runs measure the same data. */
export function prng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let x = Math.imul(s ^ (s >>> 15), 1 | s)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}
// The index is below the length of a list that is never empty.
export const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!

export async function seed(db: OpenDatabase, count: number): Promise<void> {
  const random = prng(42)
  const stamp = new Date().toISOString()
  const batch = 400
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start)
    const users = await db.db
      .insertInto('users')
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `bench${start + i}@bench.local`,
          password_hash: 'not-a-login',
          role: 'member',
          tier: 'consultant',
          status: 'active',
          is_active: 1,
          must_complete_profile: 0,
          full_name: null,
          notes: null,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .returning('id')
      .execute()
    const rows = users.map(({ id }) => {
      const arabic = random() < 0.5
      const name = arabic
        ? `د. ${pick(random, FIRST_AR)} ${pick(random, FAMILY_AR)}`
        : `Dr. ${pick(random, FIRST_EN)} ${pick(random, FAMILY_EN)}`
      const city = pick(random, CITIES)
      const data = v.parse(ProfileInputSchema, {
        full_name: name,
        specialty: pick(random, SPECIALTY_CODES),
        city,
        hospital: `${pick(random, HOSPITALS)} ${city}`,
        bio: 'Consultant orthopedic surgeon.',
        clinic_location: { region: `${city} Region` },
        visibility: { bio: random() < 0.5 ? 'public' : 'members_only' },
      })
      return profileRowOf(id, data, true, stamp)
    })
    await db.db.insertInto('member_profiles').values(rows).execute()
  }
}

interface Sample {
  ms: number
  ok: boolean
}

/** One request of the mix: searches (Arabic, English, short prefixes), filters, sorts and pages. */
export function directoryPath(random: () => number): string {
  const params = new URLSearchParams()
  const roll = random()
  if (roll < 0.3) params.set('page', String(1 + Math.floor(random() * 5)))
  else if (roll < 0.45)
    params.set(
      'query',
      random() < 0.5 ? pick(random, FAMILY_AR).slice(2) : pick(random, FAMILY_EN).slice(3).toLowerCase(),
    )
  else if (roll < 0.55) params.set('query', random() < 0.5 ? pick(random, FIRST_EN) : pick(random, FIRST_AR))
  else if (roll < 0.6) params.set('query', random() < 0.5 ? 'dr' : 'د')
  else if (roll < 0.75) params.set('specialty', pick(random, SPECIALTY_CODES))
  else if (roll < 0.88) params.set('city', pick(random, CITIES))
  else {
    params.set('specialty', pick(random, SPECIALTY_CODES))
    params.set('city', pick(random, CITIES))
    params.set('page', String(1 + Math.floor(random() * 3)))
  }
  if (random() < 0.3) params.set('sort', 'name_desc')
  if (random() < 0.4) params.set('page_size', pick(random, ['10', '50']))
  if (random() < 0.05) params.set('page', String(100 + Math.floor(random() * 50)))
  return `/api/members/directory?${params.toString()}`
}

/** node:http with keep-alive: the client should cost the shared CPU as little as it can. */
function getJson(agent: Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      )
      res.on('error', reject)
    }).on('error', reject)
  })
}

async function drive(base: string, seconds: number): Promise<{ samples: Sample[]; elapsedMs: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const samples: Sample[] = []
  const started = performance.now()
  const stopAt = started + seconds * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      const random = prng(1000 + client)
      while (performance.now() < stopAt) {
        const path = directoryPath(random)
        const t0 = performance.now()
        let ok: boolean
        try {
          const res = await getJson(agent, base + path)
          const body = JSON.parse(res.body) as { total?: unknown; items?: unknown } // the directory's answer; the fields are checked as unknown below
          ok = res.status === 200 && Number.isInteger(body.total) && Array.isArray(body.items)
        } catch {
          ok = false
        }
        samples.push({ ms: performance.now() - t0, ok })
      }
    }),
  )
  const elapsedMs = performance.now() - started
  agent.destroy()
  return { samples, elapsedMs }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/**
 * CPU time a process has used so far (user + system, ms), from /proc on Linux; undefined
 * elsewhere. Divided by the requests it served, it is the server's own cost per request,
 * which other work on a shared machine changes far less than requests per second.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    // Fields after the command name (which is in parentheses and may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    const ticks = Number(fields[11]) + Number(fields[12])
    // Linux counts in USER_HZ, 100 a second on every architecture Node runs on.
    return Number.isFinite(ticks) ? ticks * 10 : undefined
  } catch {
    return undefined
  }
}

/** What a load run measured: requests answered, failures, requests a second and latency percentiles (ms). */
export interface LoadFigures {
  requests: number
  errors: number
  rps: number
  p50: number
  p95: number
  p99: number
}

/** The figures of a run's samples (each a time in ms and whether it succeeded) over `elapsedMs`. */
export function loadFigures(samples: readonly { ms: number; ok: boolean }[], elapsedMs: number): LoadFigures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
  return {
    requests: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    rps: samples.length / (elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  }
}

interface Result extends LoadFigures {
  database: string
  /** The server's CPU time per request (ms), when the system tells it. */
  cpuMs: number | undefined
  /** PostgreSQL's CPU time per request (ms): its backends serving the run's database. */
  databaseCpuMs: number | undefined
  seedSeconds: number
}

async function benchOne(database: 'sqlite' | 'postgres'): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-directory-'))
  // The PostgreSQL run gets a database of its own, dropped afterwards.
  const fresh =
    database === 'postgres'
      ? await freshPostgresDatabase(process.env.BENCH_DATABASE_URL ?? '', 'portal_bench')
      : undefined
  const open = fresh ? openPostgres(fresh.url) : openSqlite(join(dataDir, 'portal.sqlite'))
  const seedStart = performance.now()
  let server: RunningServer | undefined
  try {
    await migrateToLatest(open.db)
    await seed(open, MEMBERS)
    // Statistics and the visibility map, as autovacuum keeps them on a live database.
    await sql`${sql.raw(database === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(open.db)
    await open.close()
    const seedSeconds = (performance.now() - seedStart) / 1000

    // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to look inside the server.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)
    server = await spawnServer({
      port: PORT,
      dataDir,
      nodeArgs,
      startTimeoutMs: 300_000,
      env: { SEED: 'none', DATABASE_URL: fresh?.url ?? '' },
    })
    await drive(server.url, 2) // warm-up: JIT, page cache, prepared statements
    const backends = fresh ? await backendsOf(fresh.url) : []
    const cpuBefore = cpuMsOf(server.process.pid)
    const databaseBefore = sumCpuMs(backends)
    const { samples, elapsedMs } = await drive(server.url, SECONDS)
    const cpuAfter = cpuMsOf(server.process.pid)
    const databaseAfter = sumCpuMs(backends)
    const perRequest = (before: number | undefined, after: number | undefined) =>
      before === undefined || after === undefined ? undefined : (after - before) / samples.length
    return {
      database,
      seedSeconds,
      cpuMs: perRequest(cpuBefore, cpuAfter),
      databaseCpuMs: perRequest(databaseBefore, databaseAfter),
      ...loadFigures(samples, elapsedMs),
    }
  } finally {
    await server?.stop()
    await fresh?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The PostgreSQL backends serving the server's pool (and its listener) after the warm-up:
 * the pool keeps its connections while the load lasts, so their CPU time before and after
 * the run is PostgreSQL's share of the work (the server runs on the same machine).
 */
async function backendsOf(url: string): Promise<number[]> {
  const name = new URL(url).pathname.slice(1)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    )
    return rows.map((row) => row.pid)
  } finally {
    await client.end()
  }
}

function sumCpuMs(pids: readonly number[]): number | undefined {
  if (!pids.length) return undefined
  let sum = 0
  for (const pid of pids) sum += cpuMsOf(pid) ?? 0
  return sum
}

/** The markdown section `npm run bench` adds to bench/results/latest.md. */
async function runDirectoryBench(): Promise<string> {
  // BENCH_DIRECTORY_DATABASES=postgres measures one database only (while working on it).
  const only = process.env.BENCH_DIRECTORY_DATABASES
  const results: Result[] = []
  if (!only || only === 'sqlite') results.push(await benchOne('sqlite'))
  if (process.env.BENCH_DATABASE_URL && (!only || only === 'postgres'))
    results.push(await benchOne('postgres'))
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(2)} ms`)
  return [
    `## Member directory: ${MEMBERS.toLocaleString('en')} members, ${CONCURRENCY} concurrent clients, ${SECONDS} s`,
    '',
    "A mix of Arabic and English name/hospital searches (trigram and short prefixes), specialty and city filters, both sorts, page sizes 10/20/50 and deep pages, each answer with its exact total. Server and clients on 127.0.0.1. Server CPU per request: the server process's own CPU time (from /proc) over the requests it answered, which other work on a shared machine disturbs far less than requests/s; PostgreSQL's work is in its own processes: its CPU per request is the CPU time of the backends serving the run's database over the same requests (on the same 2 cores). The requests repeat (a small vocabulary, few filters), so after the first of each the directory answers it whole from memory until a change: one shared read of the change counter, no rows (decisions 240 and 265); deep pages (100-149) and first-time searches are computed.",
    '',
    `| database | requests | errors | requests/s | p50 | p95 | p99 | server CPU per request | PostgreSQL CPU per request | targets (≥ ${TARGET.rps} req/s, p95 ≤ ${TARGET.p95Ms} ms) | seed |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${ms(r.cpuMs)} | ${ms(r.databaseCpuMs)} | ${verdict(r.p95 <= TARGET.p95Ms && r.rps >= TARGET.rps && r.errors === 0)} | ${r.seedSeconds.toFixed(1)} s |`,
    ),
    ...(process.env.BENCH_DATABASE_URL
      ? []
      : ['', 'PostgreSQL not measured in this run (set BENCH_DATABASE_URL to include it).']),
  ].join('\n')
}

/** bench/run.ts collects `benchSection` from each benchmark file. */
export const benchSection = runDirectoryBench

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runDirectoryBench())
}
