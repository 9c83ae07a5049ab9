/**
 * The directory benchmark: 5,000 and 50,000 members (BENCH_DIRECTORY_MEMBERS, a comma list) in
 * a fresh SQLite file (and in PostgreSQL when BENCH_DATABASE_URL is set), the real server
 * started as a child process on 127.0.0.1, 10 concurrent clients, and two runs per database:
 *
 * - realistic: most visitors open the first page or filter by specialty and city, some search
 *   names and hospitals drawn from the seeded data (in Arabic and in English, each search new
 *   to the run, a few followed by their second page), a few go deep; meanwhile profiles are
 *   edited (BENCH_DIRECTORY_EDITS a second, through the server's own save). Target for one
 *   instance on the 2-core machine: ≥ 1,000 requests/s with p95 ≤ 25 ms, exact totals.
 * - unique: every request a search (words and filters) the run has not asked before, so
 *   every answer is computed. Reported, no target.
 *
 *   node --import tsx bench/directory.ts
 *   BENCH_DIRECTORY_SECONDS=20 BENCH_DATABASE_URL=postgres://… node --import tsx bench/directory.ts
 *
 * The PostgreSQL run creates a database of its own on the server of BENCH_DATABASE_URL and
 * drops it afterwards.
 */
import { Agent, get } from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ProfileInputSchema } from '@contract/members'
import { CITIES, codesOf, SPECIALTIES } from '@contract/reference-data'
import { sql } from 'kysely'
import pg from 'pg'
import * as v from 'valibot'
import { openPostgres, openSqlite, type OpenDatabase } from '../server/db/dialect'
import { migrateToLatest } from '../server/db/migrate'
import * as memberRows from '../server/modules/members/repository'
import { profileDataOf, profileRowOf } from '../server/modules/members/service'
import { freshPostgresDatabase } from '../server/test-support/postgres-database'
import { spawnServer, type RunningServer } from '../tests/support/spawn-server'

/** Filters carry codes (the directory stores specialties and cities as codes). */
const SPECIALTY_CODES = codesOf(SPECIALTIES)
/** The cities members live in: the first fourteen of the list. */
const SEEDED_CITIES = CITIES.slice(0, 14)
const SIZES = (process.env.BENCH_DIRECTORY_MEMBERS ?? '5000,50000').split(',').map(Number)
const SECONDS = Number(process.env.BENCH_DIRECTORY_SECONDS ?? 15)
const EDITS_PER_SECOND = Number(process.env.BENCH_DIRECTORY_EDITS ?? 2)
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
const HOSPITALS_EN = [
  'King Faisal Specialist Hospital',
  'King Khalid University Hospital',
  'King Abdulaziz Medical City',
  'Dr. Sulaiman Al Habib Hospital',
]
const HOSPITALS_AR = [
  'مدينة الملك سعود الطبية',
  'مستشفى الملك فهد التخصصي',
  'مستشفى القوات المسلحة',
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

/**
 * Members with a name in both languages (seven in ten), in Arabic only or in English only, a
 * specialty, one of fourteen cities and a hospital named in one language with its city.
 */
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
      const first = Math.floor(random() * FIRST_AR.length)
      const family = Math.floor(random() * FAMILY_AR.length)
      const scripts = random()
      const city = pick(random, SEEDED_CITIES)
      const arabicHospital = random() < 0.5
      const data = v.parse(ProfileInputSchema, {
        full_name_ar: scripts < 0.85 ? `${FIRST_AR[first]} ${FAMILY_AR[family]}` : '',
        full_name_en: scripts >= 0.15 ? `${FIRST_EN[first]} ${FAMILY_EN[family]}` : '',
        specialty: pick(random, SPECIALTY_CODES),
        city: city.code,
        hospital: arabicHospital
          ? `${pick(random, HOSPITALS_AR)} ${city.ar}`
          : `${pick(random, HOSPITALS_EN)} ${city.en}`,
        bio_en: 'Consultant orthopedic surgeon.',
        clinic_location: { region: city.region },
        visibility: { bio: random() < 0.5 ? 'public' : 'members_only' },
      })
      return profileRowOf(id, { ...data, full_name: data.full_name_ar || data.full_name_en }, true, stamp)
    })
    await db.db.insertInto('member_profiles').values(rows).execute()
  }
}

interface Sample {
  ms: number
  ok: boolean
}

/**
 * Something a visitor types to find a colleague, from the seeded data: a full name, a first
 * or family name, the first letters of one, a hospital or a city, in either script.
 */
function searchText(random: () => number): string {
  const arabic = random() < 0.5
  const first = pick(random, arabic ? FIRST_AR : FIRST_EN)
  const family = pick(random, arabic ? FAMILY_AR : FAMILY_EN)
  const roll = random()
  if (roll < 0.35) return `${first} ${family}`
  if (roll < 0.5) return first
  if (roll < 0.65) return family
  if (roll < 0.8) return `${first} ${family}`.slice(0, 2 + Math.floor(random() * 6))
  if (roll < 0.92) {
    const words = pick(random, arabic ? HOSPITALS_AR : HOSPITALS_EN).split(' ')
    return words.slice(0, 2 + Math.floor(random() * (words.length - 1))).join(' ')
  }
  const city = pick(random, SEEDED_CITIES)
  return arabic ? city.ar : city.en
}

/** The searches asked so far: a search is asked once per run (its words and filters). */
export type SeenSearches = Set<string>

/** A search with its filters that `seen` does not hold yet (then held), as address params. */
function newSearch(random: () => number, seen: SeenSearches): URLSearchParams {
  for (;;) {
    const params = new URLSearchParams({ query: searchText(random) })
    const filters = random()
    if (filters < 0.3) params.set('specialty', pick(random, SPECIALTY_CODES))
    else if (filters < 0.55) params.set('city', pick(random, SEEDED_CITIES).code)
    else if (filters < 0.7) {
      params.set('specialty', pick(random, SPECIALTY_CODES))
      params.set('city', pick(random, SEEDED_CITIES).code)
    }
    const key = params.toString()
    if (seen.has(key)) continue
    seen.add(key)
    return params
  }
}

/** The last page of `total` results at `size` a page. */
const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size))

/** What one visitor remembers between requests: the search it asked last. */
export interface Visitor {
  lastSearch?: string
}

/**
 * One request of the realistic mix: the first page (35 %), pages 2–5 (10 %), a specialty
 * and/or city filter (30 %, a fifth of them on page 2 or 3), a search (18 %: a new one, or
 * one time in five the second page of the visitor's last search), a deep page (7 %: 50–149).
 */
export function realisticPath(
  random: () => number,
  seen: SeenSearches,
  visitor: Visitor,
  members: number,
): string {
  const params = new URLSearchParams()
  const roll = random()
  if (roll < 0.35) {
    // the first page as it opens
  } else if (roll < 0.45) params.set('page', String(2 + Math.floor(random() * 4)))
  else if (roll < 0.75) {
    const which = random()
    if (which < 0.4) params.set('specialty', pick(random, SPECIALTY_CODES))
    else if (which < 0.75) params.set('city', pick(random, SEEDED_CITIES).code)
    else {
      params.set('specialty', pick(random, SPECIALTY_CODES))
      params.set('city', pick(random, SEEDED_CITIES).code)
    }
    if (random() < 0.2) params.set('page', String(2 + Math.floor(random() * 2)))
  } else if (roll < 0.93) {
    if (visitor.lastSearch !== undefined && random() < 0.2) {
      for (const [name, value] of new URLSearchParams(visitor.lastSearch)) params.set(name, value)
      params.set('page', '2')
      visitor.lastSearch = undefined
    } else {
      const search = newSearch(random, seen)
      visitor.lastSearch = search.toString()
      for (const [name, value] of search) params.set(name, value)
    }
  } else params.set('page', String(Math.min(lastPage(members, 20), 50 + Math.floor(random() * 100))))
  if (random() < 0.1) params.set('sort', 'name_desc')
  if (random() < 0.1) params.set('page_size', '50')
  return `/api/members/directory?${params.toString()}`
}

/** One request of the unique run: a search never asked before in the run, its first page. */
export function uniquePath(random: () => number, seen: SeenSearches): string {
  return `/api/members/directory?${newSearch(random, seen).toString()}`
}

const sharedSeen: SeenSearches = new Set()

/** A directory request of the realistic mix at 50,000 members (bench/mixed.ts reads this). */
export const directoryPath = (random: () => number): string => realisticPath(random, sharedSeen, {}, 50_000)

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

/** Which requests a run sends: each client its own generator and what its visitor remembers. */
type NextPath = (random: () => number, visitor: Visitor) => string

async function drive(
  base: string,
  seconds: number,
  next: NextPath,
  seedOf = 1000,
): Promise<{ samples: Sample[]; elapsedMs: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const samples: Sample[] = []
  const started = performance.now()
  const stopAt = started + seconds * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      const random = prng(seedOf + client)
      const visitor: Visitor = {}
      while (performance.now() < stopAt) {
        const path = next(random, visitor)
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

/**
 * Edits profiles while a run lasts, `perSecond` a second, each a member's new hospital saved
 * through the members repository as the profile screen saves it (one transaction; the
 * search text and every derived column with it). Returns how many it saved.
 */
function editProfiles(
  open: OpenDatabase,
  members: number,
  perSecond: number,
  seconds: number,
): Promise<number> {
  if (perSecond <= 0) return Promise.resolve(0)
  const random = prng(7)
  const stopAt = performance.now() + seconds * 1000
  return (async () => {
    let saved = 0
    while (performance.now() < stopAt) {
      await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond))
      const userId = 1 + Math.floor(random() * members)
      const row = await memberRows.findProfile(open.db, userId)
      if (!row) continue
      const city = pick(random, SEEDED_CITIES)
      const data = { ...profileDataOf(row), hospital: `${pick(random, HOSPITALS_EN)} ${city.en}` }
      const stamp = new Date().toISOString()
      await memberRows.saveProfile(open.db, profileRowOf(userId, data, true, stamp, row.created_at), [], {
        full_name: data.full_name,
        full_name_ar: data.full_name_ar,
        full_name_en: data.full_name_en,
        gender: data.gender,
        updated_at: stamp,
      })
      saved++
    }
    return saved
  })()
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
  members: number
  run: 'realistic' | 'unique'
  /** Profiles saved while the run lasted. */
  edits: number
  /** The server's CPU time per request (ms), when the system tells it. */
  cpuMs: number | undefined
  /** PostgreSQL's CPU time per request (ms): its backends serving the run's database. */
  databaseCpuMs: number | undefined
  seedSeconds: number
  load: number
}

/** Both runs on one database of `count` members: the realistic mix, then unique searches. */
async function benchOne(database: 'sqlite' | 'postgres', count: number): Promise<Result[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-directory-'))
  // The PostgreSQL run gets a database of its own, dropped afterwards.
  const fresh =
    database === 'postgres'
      ? await freshPostgresDatabase(process.env.BENCH_DATABASE_URL ?? '', 'portal_bench')
      : undefined
  const connect = () => (fresh ? openPostgres(fresh.url) : openSqlite(join(dataDir, 'portal.sqlite')))
  const open = connect()
  const seedStart = performance.now()
  let server: RunningServer | undefined
  let editor: OpenDatabase | undefined
  try {
    await migrateToLatest(open.db)
    await seed(open, count)
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
    editor = connect()
    const seen: SeenSearches = new Set()
    const realistic: NextPath = (random, visitor) => realisticPath(random, seen, visitor, count)
    const unique: NextPath = (random) => uniquePath(random, seen)
    // Warm-up (JIT, page cache, prepared statements) with searches of their own.
    await drive(server.url, 2, realistic, 500)
    const backends = fresh ? await backendsOf(fresh.url) : []
    const results: Result[] = []
    for (const [run, next, editsPerSecond] of [
      ['realistic', realistic, EDITS_PER_SECOND],
      ['unique', unique, 0],
    ] as const) {
      const load = loadavg()[0] ?? 0
      const cpuBefore = cpuMsOf(server.process.pid)
      const databaseBefore = sumCpuMs(backends)
      const [{ samples, elapsedMs }, edits] = await Promise.all([
        drive(server.url, SECONDS, next),
        editProfiles(editor, count, editsPerSecond, SECONDS),
      ])
      const cpuAfter = cpuMsOf(server.process.pid)
      const databaseAfter = sumCpuMs(backends)
      const perRequest = (before: number | undefined, after: number | undefined) =>
        before === undefined || after === undefined ? undefined : (after - before) / samples.length
      results.push({
        database,
        members: count,
        run,
        edits,
        seedSeconds,
        load,
        cpuMs: perRequest(cpuBefore, cpuAfter),
        databaseCpuMs: perRequest(databaseBefore, databaseAfter),
        ...loadFigures(samples, elapsedMs),
      })
    }
    return results
  } finally {
    await editor?.close()
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
  for (const count of SIZES) {
    if (!only || only === 'sqlite') results.push(...(await benchOne('sqlite', count)))
    if (process.env.BENCH_DATABASE_URL && (!only || only === 'postgres'))
      results.push(...(await benchOne('postgres', count)))
  }
  const verdict = (r: Result) =>
    r.run === 'unique'
      ? 'no target'
      : r.p95 <= TARGET.p95Ms && r.rps >= TARGET.rps && r.errors === 0
        ? 'met'
        : 'NOT met'
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(2)} ms`)
  return [
    `## Member directory: ${SIZES.map((n) => n.toLocaleString('en')).join(' and ')} members, ${CONCURRENCY} concurrent clients, ${SECONDS} s a run`,
    '',
    `Realistic mix: the first page 35 %, pages 2–5 10 %, a specialty and/or city filter 30 %, a search 18 % (names, first letters, hospitals and cities from the seeded data in either script, some with a filter, each new to the run, one in five followed by its second page), deep pages (50–149) 7 %; sizes 20 or 50, a tenth sorted Z–A; ${EDITS_PER_SECOND} profile edits a second meanwhile. Unique: every request a search the run has not asked before. Server and clients on 127.0.0.1, each answer with its exact total. Server CPU per request: the server process's own CPU time (from /proc) over the requests it answered, which other work on a shared machine disturbs far less than requests/s; PostgreSQL's: the CPU time of the backends serving the run's database over the same requests (on the same cores).`,
    '',
    `| database | members | run | requests | errors | requests/s | p50 | p95 | p99 | server CPU per request | PostgreSQL CPU per request | edits | targets (≥ ${TARGET.rps} req/s, p95 ≤ ${TARGET.p95Ms} ms) | load (1 min) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.members.toLocaleString('en')} | ${r.run} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${ms(r.cpuMs)} | ${ms(r.databaseCpuMs)} | ${r.edits} | ${verdict(r)} | ${r.load.toFixed(1)} |`,
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
