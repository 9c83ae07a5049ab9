/**
 * The offline benchmark, against the built app served by the real server (demo
 * content) in Debian's Chromium:
 * - time to first content of `/events` started offline: one online visit (the service
 *   worker installs, the query cache is persisted), then the network is cut and the page
 *   reloaded; measured from navigation start to the frame after the first event card is in
 *   the page. Without CPU throttling and at 4× slowdown (CDP Emulation.setCPUThrottlingRate).
 *   Targets: ≤ 300 ms and ≤ 1 s.
 * - restore of a persisted cache holding 2,000 directory profiles (100 directory pages in
 *   the format the app writes, built from a real persisted page): IndexedDB read, parse and
 *   hydration from the marks the app records (src/app/persistence.ts), and the long tasks from navigation start until the
 *   directory is shown and the first throttled write of the cache is done. The long tasks come from
 *   a Chromium trace (CDP Tracing: top-level RunTask events of the page's renderer main thread),
 *   in runs of their own so the tracing overhead stays out of the other measures: the
 *   PerformanceObserver('longtask') of headless Chromium missed tasks, even a known 80 ms one.
 *   Targets: restore ≤ 150 ms, no task over 50 ms.
 *
 *   node --import tsx bench/offline.ts
 *   BENCH_SKIP_BUILD=1 BENCH_OFFLINE_DIST=dist-mine BENCH_OFFLINE_RUNS=7 node --import tsx bench/offline.ts
 *   (BENCH_OFFLINE_PORT: server port; BENCH_OFFLINE_VERBOSE=1: each run on stderr;
 *   BENCH_OFFLINE_TRACE_DUMP=/tmp/offline: the traces as /tmp/offline-check.json, -run0.json…)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { hashKey } from '@tanstack/react-query'
import { DATABASE_NAME, QUERY_CACHE_DATABASE } from '../src/lib/offline/db-name'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
import { waitForHealth } from './wait-for-health'

const PORT = Number(process.env.BENCH_OFFLINE_PORT ?? 4397)
const BASE = `http://127.0.0.1:${PORT}`
const DIST = process.env.BENCH_OFFLINE_DIST ?? 'dist-bench'
const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 5)
const PROFILES = 2000
/** Path prefix to keep the traces of the restore runs (open them in the DevTools performance panel). */
const TRACE_DUMP = process.env.BENCH_OFFLINE_TRACE_DUMP
const TARGET = { firstContentMs: 300, firstContentSlowMs: 1000, restoreMs: 150, longTaskMs: 50 }

const EVENT_CARD = 'main article h2'
const DIRECTORY_CARD = 'main a[href^="/members/"] h2'

interface PageTimings {
  firstContent: number | null
  restore: number | null
  restoreRead: number | null
  /** JSON.parse of the stored cache: the one piece of the restore that holds the main thread. */
  parse: number | null
  /** Where the time went: the shell answered, the shell's scripts ran, the restore began and ended. */
  htmlDone: number | null
  domContentLoaded: number | null
  restoreStart: number | null
  restoreEnd: number | null
}

/**
 * Runs in every page before the app: records when the first element matching the selector
 * (kept in sessionStorage by the bench) is in the page and painted (the next frame). A
 * string, so the TypeScript loader adds no helpers the page lacks.
 */
const INSTRUMENT = `(() => {
  const state = { firstContent: null }
  window.__bench = state
  const selector = sessionStorage.getItem('bench-selector')
  if (!selector) return
  const observer = new MutationObserver(() => {
    if (state.firstContent !== null || !document.querySelector(selector)) return
    observer.disconnect()
    requestAnimationFrame(() => { if (state.firstContent === null) state.firstContent = performance.now() })
  })
  observer.observe(document, { childList: true, subtree: true })
})()`

/** Page-side code is kept in strings: the bench is type-checked without the DOM library. */
async function timings(page: Page): Promise<PageTimings> {
  return page.evaluate(`(() => {
    const mark = (name) => { const entry = performance.getEntriesByName(name, 'mark')[0]; return entry ? entry.startTime : null }
    const readStart = mark('cache-read-start')
    const readEnd = mark('cache-read-end')
    const start = mark('cache-restore-start')
    const end = mark('cache-restore-end')
    const parseStart = mark('cache-parse-start')
    const parseEnd = mark('cache-parse-end')
    const nav = performance.getEntriesByType('navigation')[0]
    // The read starts as the app loads; the hydration when the provider asks. The restore is
    // both, without the time the finished read waited for the provider.
    let restore = null
    if (start !== null && end !== null) {
      restore = readStart !== null && readEnd !== null ? end - Math.min(readStart, start) - Math.max(0, start - readEnd) : end - start
    }
    return {
      htmlDone: nav ? nav.responseEnd : null,
      domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
      restoreStart: readStart !== null && start !== null ? Math.min(readStart, start) : start,
      restoreEnd: end,
      firstContent: window.__bench.firstContent,
      restore,
      restoreRead: readStart !== null && readEnd !== null ? readEnd - readStart : null,
      parse: parseStart !== null && parseEnd !== null ? parseEnd - parseStart : null,
    }
  })()`)
}

async function reloadAndShow(page: Page, selector: string, settleMs: number): Promise<void> {
  await page.evaluate(`sessionStorage.setItem('bench-selector', ${JSON.stringify(selector)})`)
  await page.reload()
  await page.waitForSelector(selector, { timeout: 30_000 })
  // Polled with evaluate, not waitForFunction: a string predicate that has to wait is run
  // through eval in the page, which the app's CSP (script-src 'self') refuses.
  const until = Date.now() + 30_000
  while (!(await page.evaluate<boolean>('!!window.__bench && window.__bench.firstContent !== null'))) {
    if (Date.now() > until) throw new Error(`no first content for ${selector}`)
    await page.waitForTimeout(20)
  }
  await page.waitForTimeout(settleMs)
}

async function reloadAndMeasure(page: Page, selector: string, settleMs: number): Promise<PageTimings> {
  await reloadAndShow(page, selector, settleMs)
  return timings(page)
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** Thread (CPU) time of the event, µs: what the task cost without the waits of a busy machine. */
  tdur?: number
  args?: { name?: string; data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } }
}

/** What the DevTools performance panel records: RunTask, thread names, navigationStart and marks. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  'loading',
  '__metadata',
]

async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReturnAsStream',
  })
}

async function endTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve, reject) => {
    cdp.once('Tracing.tracingComplete', (event) =>
      event.stream ? resolve(event.stream) : reject(new Error('the trace came without a stream')),
    )
  })
  await cdp.send('Tracing.end')
  const handle = await complete
  const chunks: Buffer[] = []
  for (;;) {
    const read = await cdp.send('IO.read', { handle })
    chunks.push(Buffer.from(read.data, read.base64Encoded ? 'base64' : 'utf8'))
    if (read.eof) break
  }
  await cdp.send('IO.close', { handle })
  const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
    { traceEvents?: TraceEvent[] } | TraceEvent[] // a Chromium trace file is one of these two shapes
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])
}

interface Task {
  /** Wall time, ms: what the page's user waits. */
  ms: number
  /** Thread time, ms. */
  cpuMs: number
}

/**
 * The top-level tasks of one renderer main thread (CrRendererMain) that
 * end after `from` (trace µs; the task holding `from` counts): RunTask /
 * ThreadControllerImpl::RunTask complete events, nested ones (and the second name for the
 * same task) left out.
 */
function topLevelTasks(events: TraceEvent[], pid: number, tid: number, from: number): Task[] {
  const runs = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === pid &&
        e.tid === tid &&
        e.ts + (e.dur ?? 0) >= from &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const tasks: Task[] = []
  let end = -Infinity
  for (const run of runs) {
    if (run.ts < end) continue // inside a task already counted
    end = run.ts + (run.dur ?? 0)
    tasks.push({ ms: (run.dur ?? 0) / 1000, cpuMs: (run.tdur ?? run.dur ?? 0) / 1000 })
  }
  return tasks
}

/** The renderer main threads (pid, tid) of the trace, from the thread_name metadata. */
function rendererMainThreads(events: TraceEvent[]): Set<string> {
  return new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
}

const pathOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).pathname : null)

/** Tasks of the page's main thread from the last main-frame navigationStart to `path` on (its task included). */
function tasksAfterNavigation(events: TraceEvent[], path: string): Task[] | null {
  const main = rendererMainThreads(events)
  const starts = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      main.has(`${e.pid}:${e.tid}`) &&
      e.args?.data?.isLoadingMainFrame === true &&
      pathOf(e.args.data.documentLoaderURL) === path,
  )
  const start = starts.sort((a, b) => a.ts - b.ts).at(-1)
  return start ? topLevelTasks(events, start.pid, start.tid, start.ts) : null
}

/** Tasks of the main thread that recorded the mark, from the task holding the mark on. */
function tasksAfterMark(events: TraceEvent[], mark: string): Task[] | null {
  const main = rendererMainThreads(events)
  const at = events.find((e) => e.name === mark && main.has(`${e.pid}:${e.tid}`))
  return at ? topLevelTasks(events, at.pid, at.tid, at.ts) : null
}

/** The first worker claims the open page once active (sw/sw.ts, src/lib/pwa.ts). */
async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction('!!navigator.serviceWorker.controller', undefined, { timeout: 30_000 })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2 // mid and mid - 1 are indexes of a non-empty sorted list
}
const ms = (value: number) => `${Math.round(value)} ms`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

async function newContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
  })
  await context.addInitScript(INSTRUMENT)
  const page = await context.newPage()
  await page.goto('/')
  await page.evaluate("localStorage.setItem('lang', 'en')")
  return { context, page }
}

/** `/events` reloaded with no network, from the service worker and IndexedDB. */
async function eventsOffline(
  browser: Browser,
): Promise<{ plain: number[]; slow: number[]; breakdown: string }> {
  const { context, page } = await newContext(browser)
  try {
    await page.goto('/events')
    await waitForController(page)
    await page.waitForSelector(EVENT_CARD)
    await whenStored(page, '"queryKey":["events","list"')
    await context.setOffline(true)
    const plain: number[] = []
    const slow: number[] = []
    const runs: PageTimings[] = []
    await reloadAndMeasure(page, EVENT_CARD, 0) // warm-up: the first offline start fills the browser's caches
    for (let i = 0; i < RUNS; i++) runs.push(await reloadAndMeasure(page, EVENT_CARD, 0))
    plain.push(...runs.map((r) => r.firstContent!)) // reloadAndMeasure waits until the first content is painted
    const at = (pick: (r: PageTimings) => number | null) => ms(median(runs.map((r) => pick(r) ?? Number.NaN)))
    const breakdown = `shell HTML from the service worker at ${at((r) => r.htmlDone)}, scripts run (DOMContentLoaded) at ${at((r) => r.domContentLoaded)}, cache restore from ${at((r) => r.restoreStart)} to ${at((r) => r.restoreEnd)}, first event card painted at ${at((r) => r.firstContent)} (medians, unthrottled)`
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    for (let i = 0; i < RUNS; i++) slow.push((await reloadAndMeasure(page, EVENT_CARD, 0)).firstContent!) // reloadAndMeasure waits until the first content is painted
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return { plain, slow, breakdown }
  } finally {
    await context.close()
  }
}

interface PersistedQuery {
  queryKey: unknown[]
  queryHash: string
  state: { data: unknown; dataUpdatedAt: number } & Record<string, unknown>
}
interface PersistedClient {
  timestamp: number
  buster: string
  clientState: { queries: PersistedQuery[]; mutations: unknown[] }
}
interface DirectoryPage {
  items: Record<string, unknown>[]
  total: number
  page: number
  page_size: number
  [key: string]: unknown
}

/**
 * Runs in the page: reads or writes the persisted query cache where the app keeps it — its
 * own small database (QUERY_CACHE_DATABASE, string values) or, in a build from before it had
 * one, the `kv` store of the Dexie database DATABASE_NAME ({ key, value, updatedAt } rows).
 */
const KV_SCRIPT = `window.__benchKv = async (mode, key, value) => {
  const names = (await indexedDB.databases()).map((d) => d.name)
  const own = names.includes(${JSON.stringify(QUERY_CACHE_DATABASE)})
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(own ? ${JSON.stringify(QUERY_CACHE_DATABASE)} : ${JSON.stringify(DATABASE_NAME)})
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const tx = db.transaction('kv', mode === 'read' ? 'readonly' : 'readwrite')
      const store = tx.objectStore('kv')
      let result = null
      if (mode === 'read') {
        const request = store.get(key)
        request.onsuccess = () => {
          const row = request.result
          result = row == null ? null : typeof row === 'string' ? row : row.value
        }
      } else if (own) store.put(value, key)
      else store.put({ key, value, updatedAt: Date.now() })
      tx.oncomplete = () => { db.close(); resolve(result) }
      tx.onerror = () => reject(tx.error)
    }
  })
}`

/**
 * Waits until the app has saved a query cache holding `text`: a first visit writes its first
 * answers within a second of their arrival (docs/decisions/145-offline-after-a-short-first-visit.md),
 * then at most once a second.
 */
async function whenStored(page: Page, text: string): Promise<void> {
  const until = Date.now() + 30_000
  for (;;) {
    const exists = await page.evaluate<boolean>(
      `indexedDB.databases().then((all) => all.some((d) => [${JSON.stringify(QUERY_CACHE_DATABASE)}, ${JSON.stringify(DATABASE_NAME)}].includes(d.name)))`,
    )
    const stored = exists ? await kv(page, 'read', 'query-cache').catch(() => null) : null
    if (stored?.includes(text)) return
    if (Date.now() > until) throw new Error(`the app did not persist ${text}`)
    await page.waitForTimeout(250)
  }
}

async function kv(page: Page, mode: 'read' | 'write', key: string, value?: string): Promise<string | null> {
  await page.evaluate(KV_SCRIPT)
  return page.evaluate<string | null>(
    `window.__benchKv(${JSON.stringify(mode)}, ${JSON.stringify(key)}, ${JSON.stringify(value ?? null)})`,
  )
}

/**
 * 100 directory pages of 20 profiles, cloned from the page the app persisted (same shape,
 * same query keys with other page numbers), so the app restores what it would have written.
 */
function withDirectoryProfiles(
  persisted: PersistedClient,
  count: number,
): { client: PersistedClient; pages: number } {
  const queries = persisted.clientState.queries
  const real = queries.find((q) => q.queryKey[0] === 'members' && q.queryKey[1] === 'directory')
  if (!real) throw new Error('no persisted directory page to copy')
  const data = real.state.data as DirectoryPage // the persisted directory query caches a DirectoryPage
  if (data.items.length === 0) throw new Error('the persisted directory page is empty')
  const search = real.queryKey[2] as Record<string, unknown> // the directory's query key ends with its search object
  const size = 20
  const pages = Math.ceil(count / size)
  const now = Date.now()
  const directory: PersistedQuery[] = []
  for (let p = 1; p <= pages; p++) {
    const items = Array.from({ length: Math.min(size, count - (p - 1) * size) }, (_, i) => {
      const n = (p - 1) * size + i
      const model = data.items[n % data.items.length]! // an index modulo the (non-empty, checked above) page length
      return {
        ...model,
        id: 100_000 + n,
        full_name: `${String(model.full_name)} ${n}`,
        bio: `${String(model.bio ?? '')} Profile ${n} of the benchmark cache.`,
      }
    })
    const queryKey = ['members', 'directory', p === 1 ? search : { ...search, page: p }]
    directory.push({
      ...real,
      queryKey,
      queryHash: hashKey(queryKey),
      state: {
        ...real.state,
        data: { ...data, items, total: count, page: p, page_size: size },
        dataUpdatedAt: now,
      },
    })
  }
  const others = queries.filter((q) => !(q.queryKey[0] === 'members' && q.queryKey[1] === 'directory'))
  return {
    client: {
      ...persisted,
      timestamp: now,
      clientState: { ...persisted.clientState, queries: [...others, ...directory] },
    },
    pages,
  }
}

interface RestoreResult {
  runs: PageTimings[]
  /** Per traced run, the main-thread tasks from navigation start to the end of the run. */
  tasks: Task[][]
  bytes: number
  pages: number
  /** The injected 80 ms task as the trace saw it (ms), null when it was not found. */
  checkTaskMs: number | null
}

async function restoreLarge(browser: Browser): Promise<RestoreResult> {
  const { context, page } = await newContext(browser)
  try {
    await page.goto('/members')
    await waitForController(page)
    await page.waitForSelector(DIRECTORY_CARD)
    await whenStored(page, '"queryKey":["members","directory"')
    const stored = await kv(page, 'read', 'query-cache')
    if (!stored) throw new Error('the app persisted no query cache')
    const { client, pages } = withDirectoryProfiles(JSON.parse(stored) as PersistedClient, PROFILES) // what the app's persister stored from a PersistedClient
    const value = JSON.stringify(client)
    const cdp = await context.newCDPSession(page)
    // The trace really sees tasks: an 80 ms task of the page's own, after a mark, must be in it.
    await startTrace(cdp)
    await page.evaluate(
      `setTimeout(() => { performance.mark('bench-check'); const until = performance.now() + 80; while (performance.now() < until) {} }, 0)`,
    )
    await page.waitForTimeout(300)
    const checkTrace = await endTrace(cdp)
    if (TRACE_DUMP) writeFileSync(`${TRACE_DUMP}-check.json`, JSON.stringify(checkTrace))
    const checkTasks = tasksAfterMark(checkTrace, 'bench-check')
    const checkLongest = Math.max(0, ...(checkTasks ?? []).map((t) => t.ms))
    const checkTaskMs = checkLongest >= 70 ? checkLongest : null
    const runs: PageTimings[] = []
    const tasks: Task[][] = []
    // Untraced runs for the timings, then traced runs for the tasks; the first of each is a warm-up.
    for (const traced of [false, true]) {
      for (let i = 0; i < RUNS + 1; i++) {
        // Written from a page without the app, so no write of the app's own overtakes it.
        await page.goto('/api/health')
        await kv(page, 'write', 'query-cache', value)
        await page.goto('/members')
        // Until the directory is shown and the first throttled write (1 s) of the big cache is done.
        if (traced) {
          await startTrace(cdp)
          await reloadAndShow(page, DIRECTORY_CARD, 2500)
          const runTrace = await endTrace(cdp)
          if (TRACE_DUMP) writeFileSync(`${TRACE_DUMP}-run${i}.json`, JSON.stringify(runTrace))
          const found = tasksAfterNavigation(runTrace, '/members')
          if (!found) throw new Error('no navigation to /members on a renderer main thread in the trace')
          if (i > 0) tasks.push(found)
          if (process.env.BENCH_OFFLINE_VERBOSE === '1')
            console.error(
              'traced run',
              found.length,
              'tasks, longest',
              Math.max(0, ...found.map((t) => t.ms)),
            )
        } else {
          const run = await reloadAndMeasure(page, DIRECTORY_CARD, 2500)
          if (i > 0) runs.push(run)
          if (process.env.BENCH_OFFLINE_VERBOSE === '1') console.error('restore run', JSON.stringify(run))
        }
      }
    }
    return { runs, tasks, bytes: value.length, pages, checkTaskMs }
  } finally {
    await context.close()
  }
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: DIST,
      LOG_REQUESTS: '0',
      SEED: 'demo',
      DATABASE_URL: '',
    },
  })
}

export async function benchSection(): Promise<string> {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error(`no build in ${DIST}: run vite build --outDir ${DIST} first`)
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-offline-'))
  const server = startServer(dataDir)
  let browser: Browser | undefined
  try {
    // The demo seed (generated PDFs and images) takes 30-90 s on a shared, busy machine.
    await waitForHealth(`${BASE}/api/health`, 180_000)
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
    const events = await eventsOffline(browser)
    const restore = await restoreLarge(browser)
    const restoreTimes = restore.runs.map((r) => r.restore ?? Number.NaN)
    const readTimes = restore.runs.map((r) => r.restoreRead ?? Number.NaN)
    const parseTimes = restore.runs.map((r) => r.parse ?? Number.NaN)
    const shown = restore.runs.map((r) => r.firstContent ?? Number.NaN)
    const longest = restore.tasks.map((run) => Math.max(0, ...run.map((t) => t.ms)))
    const longestCpu = restore.tasks.map((run) => Math.max(0, ...run.map((t) => t.cpuMs)))
    const over = restore.tasks.map((run) => run.filter((t) => t.ms > TARGET.longTaskMs).length)
    const plain = median(events.plain)
    const slow = median(events.slow)
    const restoreMedian = median(restoreTimes)
    const worstTask = Math.max(...longest)
    return [
      '## Offline',
      '',
      `\`/events\` reloaded with the network cut after one online visit (service worker + IndexedDB), median of ${RUNS} after a warm-up, navigation start to the frame after the first event card; then a persisted cache of ${PROFILES.toLocaleString('en')} directory profiles (${restore.pages} pages, ${(restore.bytes / 1024 / 1024).toFixed(1)} MB of JSON) restored on \`/members\`, median of ${RUNS}. Load average when the section was written: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} on ${cpus().length} cores (other work on the machine shows in the spread of the runs).`,
      '',
      '| measure | value | target | |',
      '|---|---|---|---|',
      `| \`/events\` offline, first content | ${ms(plain)} (best ${ms(Math.min(...events.plain))}; runs: ${events.plain.map(ms).join(', ')}) | ≤ 300 ms | ${verdict(plain <= TARGET.firstContentMs)} |`,
      `| \`/events\` offline, first content at 4× CPU slowdown | ${ms(slow)} (best ${ms(Math.min(...events.slow))}; runs: ${events.slow.map(ms).join(', ')}) | ≤ 1000 ms | ${verdict(slow <= TARGET.firstContentSlowMs)} |`,
      `| cache restore, 2,000 profiles (IndexedDB read + parse + hydrate) | ${ms(restoreMedian)} (best ${ms(Math.min(...restoreTimes))}; of which the IndexedDB read ${ms(median(readTimes))}; runs: ${restoreTimes.map(ms).join(', ')}) | ≤ 150 ms | ${verdict(restoreMedian <= TARGET.restoreMs)} |`,
      `| of which JSON.parse of the stored cache (one main-thread task) | ${ms(median(parseTimes))} (runs: ${parseTimes.map(ms).join(', ')}) | | |`,
      `| directory shown after a restore | ${ms(median(shown))} | | |`,
      `| longest task, navigation to shown + first cache write | ${ms(worstTask)} (per run: ${longest.map(ms).join(', ')}; tasks over 50 ms per run: ${over.join(', ')}) | no task > 50 ms | ${verdict(worstTask <= TARGET.longTaskMs)} |`,
      '',
      `Where the time of \`/events\` offline goes: ${events.breakdown}.`,
      '',
      restore.checkTaskMs !== null
        ? `Tasks from a Chromium trace (top-level RunTask of the page's renderer main thread, ${Math.round(median(restore.tasks.map((t) => t.length)))} tasks per run in the median), in ${RUNS} traced runs of their own after a warm-up; longest thread (CPU) time of a task per run: ${longestCpu.map(ms).join(', ')}. Check passed: a known 80 ms task injected in the page was in the trace as a ${ms(restore.checkTaskMs)} task.`
        : '**Check failed:** a known 80 ms task injected in the page was not in the trace, so "no task over 50 ms" may be under-reported.',
    ].join('\n')
  } finally {
    await browser?.close()
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST], {
      stdio: 'inherit',
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  console.log(await benchSection())
}
