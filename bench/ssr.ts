/**
 * The server-rendering benchmark: the public pages on a phone profile, first and repeat visit,
 * against the built app (client and render entry) served by the real server with demo content.
 *
 * Chromium is driven through its DevTools protocol over a pipe, so every target the page starts
 * is throttled before it runs: the page and its service worker (whose install and network-first
 * navigations would otherwise use the host's full speed) get 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up; the page 4× CPU slowdown and a 360×780 phone viewport. Each run is a fresh
 * browser context (a first visit, nothing stored), Arabic by default and English through the
 * `lang` cookie; median of RUNS.
 *
 *   node --import tsx bench/run.ts ssr
 *   BENCH_SKIP_BUILD=1 BENCH_SSR_DIST=dist BENCH_SSR_RUNS=1 BENCH_SSR_PAGES=/,/news node --import tsx bench/run.ts ssr
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
import { spawnServer } from '../tests/support/spawn-server'
import { mainThreadCpuBlockingMs } from './trace-blocking'

const PORT = Number(process.env.BENCH_SSR_PORT ?? 4392)
const DIST = process.env.BENCH_SSR_DIST ?? 'dist-bench'
const RUNS = Number(process.env.BENCH_SSR_RUNS ?? 3)
const VERBOSE = process.env.BENCH_SSR_VERBOSE === '1'

/** The phone profile of the targets. Throughputs in bytes per second, as the protocol takes them. */
const PHONE = {
  latencyMs: 150,
  downBytesPerS: 1_600_000 / 8,
  upBytesPerS: 750_000 / 8,
  cpuSlowdown: 4,
  width: 360,
  height: 780,
}
export const TARGET = {
  contentMs: 1000,
  floorRatio: 2.5,
  repeatMs: 500,
  controlledMs: 4000,
  htmlGzip: 30 * 1024,
  jsGzip: 170 * 1024,
}

/** Each page's own first content item: the hero heading on `/`, the first card's heading on a list. */
export const PAGES: readonly { path: string; selector: string; what: string }[] = [
  { path: '/', selector: 'main #home-title', what: 'the hero heading' },
  { path: '/news', selector: 'main article h2', what: "the first news card's title" },
  { path: '/events', selector: 'main article h2', what: "the first event card's title" },
  { path: '/members', selector: 'main li h2', what: "the first member card's name" },
  { path: '/jobs', selector: 'main article h3', what: "the first job card's title" },
]
export const LANGUAGES = [
  { code: 'ar', name: 'Arabic (default)' },
  { code: 'en', name: 'English (`lang` cookie)' },
] as const
export type Language = (typeof LANGUAGES)[number]['code']

// ---------------------------------------------------------------------------------------------
// A DevTools protocol client over Chromium's pipe (--remote-debugging-pipe: fd 3 in, fd 4 out,
// messages ended by NUL), in flat mode: a target's messages carry its sessionId.

type Params = Record<string, unknown>
type Handler = (params: Params, sessionId: string | undefined) => void

export class Chromium {
  private nextId = 1
  private readonly pending = new Map<
    number,
    { resolve: (result: Params) => void; reject: (error: Error) => void; method: string }
  >()
  private readonly handlers = new Map<string, Set<Handler>>()
  private buffer = ''

  private constructor(
    private readonly child: ChildProcess,
    private readonly input: Writable,
    output: Readable,
    private readonly profile: string,
  ) {
    output.setEncoding('utf8')
    output.on('data', (chunk: string) => {
      this.buffer += chunk
      let end: number
      while ((end = this.buffer.indexOf('\0')) >= 0) {
        const text = this.buffer.slice(0, end)
        this.buffer = this.buffer.slice(end + 1)
        this.receive(text)
      }
    })
  }

  /** Starts Chromium on a profile of its own, attached to every target it will create, each paused until the bench has throttled it. */
  static async launch(): Promise<Chromium> {
    const profile = mkdtempSync(join(tmpdir(), 'bench-ssr-chromium-'))
    const child = spawn(
      chromiumPath(),
      [
        '--headless=new',
        ...chromiumArgs,
        '--remote-debugging-pipe',
        `--user-data-dir=${profile}`,
        'about:blank',
      ],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
      },
    )
    // Cast: stdio 3 and 4 were asked for as pipes, Chromium's input and output.
    const [input, output] = [child.stdio[3] as Writable, child.stdio[4] as Readable]
    const chromium = new Chromium(child, input, output, profile)
    await chromium.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
    })
    return chromium
  }

  private receive(text: string): void {
    // Cast: every message Chromium writes on the pipe is a protocol message of this shape.
    const message = JSON.parse(text) as {
      id?: number
      method?: string
      params?: Params
      result?: Params
      error?: { message: string }
      sessionId?: string
    }
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id)
      this.pending.delete(message.id)
      if (message.error) waiting?.reject(new Error(`${waiting.method}: ${message.error.message}`))
      else waiting?.resolve(message.result ?? {})
    } else if (message.method) {
      for (const handler of this.handlers.get(message.method) ?? [])
        handler(message.params ?? {}, message.sessionId)
    }
  }

  send(method: string, params: Params = {}, sessionId?: string): Promise<Params> {
    const id = this.nextId++
    this.input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`)
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject, method }))
  }

  on(method: string, handler: Handler): () => void {
    const set = this.handlers.get(method) ?? new Set()
    set.add(handler)
    this.handlers.set(method, set)
    return () => set.delete(handler)
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve))
    this.send('Browser.close').catch(() => undefined)
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    if (this.child.exitCode === null) this.child.kill('SIGKILL')
    rmSync(this.profile, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------
// Page-side instrument: a string, run in every document before its own scripts (the bench is
// type-checked without the DOM library). Times are the page's performance.now(): ms after its
// navigation started. Marks land in the trace too.

const instrument = (selectors: Readonly<Record<string, string>>) => `(() => {
  const state = { content: null, ready: null, controlled: null, scripts: null }
  window.__bench = state
  const selector = ${JSON.stringify(selectors)}[location.pathname]
  if (!selector) return
  const visible = () => {
    const element = document.querySelector(selector)
    if (!element || !element.textContent.trim()) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const frame = () => {
    if (visible()) { state.content = performance.now(); performance.mark('bench-content'); return }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  const readyNow = () => {
    if (state.ready !== null || !document.documentElement || !document.documentElement.hasAttribute('data-app-ready')) return
    state.ready = performance.now()
    performance.mark('bench-ready')
    state.scripts = performance.getEntriesByType('resource').map((e) => e.name).filter((name) => new URL(name).pathname.endsWith('.js'))
  }
  new MutationObserver(readyNow).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] })
  if ('serviceWorker' in navigator) {
    if (navigator.serviceWorker.controller) state.controlled = 0
    else navigator.serviceWorker.addEventListener('controllerchange', () => { if (state.controlled === null) state.controlled = performance.now() })
  }
})()`

interface Visit {
  content: number | null
  ready: number | null
  controlled: number | null
  scripts: string[] | null
}

const NOTHING_SEEN: Visit = { content: null, ready: null, controlled: null, scripts: null }

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  'loading',
  'rail',
  '__metadata',
]

interface TraceEvent {
  name?: string
  ph?: string
  pid?: number
  tid?: number
  ts?: number
  dur?: number
  tdur?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One fresh browser context with one page in it, every target of it throttled to the phone before it runs. */
export class PhoneContext {
  private constructor(
    private readonly chromium: Chromium,
    private readonly contextId: string,
    readonly session: string,
    private readonly detach: () => void,
  ) {}

  static async open(
    chromium: Chromium,
    options: {
      selectors: Readonly<Record<string, string>>
      cookie?: { name: string; value: string; url: string }
      bypassCsp?: boolean
    },
  ): Promise<PhoneContext> {
    const { browserContextId } = await chromium.send('Target.createBrowserContext', { disposeOnDetach: true })
    const contextId = String(browserContextId)
    if (options.cookie)
      await chromium.send('Storage.setCookies', { cookies: [options.cookie], browserContextId: contextId })
    // Every target of the context (its page, later its service worker) is throttled as it attaches, for the context's life.
    let off: () => void = () => undefined
    const pageSession = new Promise<string>((resolve, reject) => {
      off = chromium.on('Target.attachedToTarget', (params) => {
        // Cast: the protocol's TargetInfo and session id.
        const info = params.targetInfo as { type: string; browserContextId?: string }
        // Cast: attachedToTarget always names the session of the target it attached.
        const session = params.sessionId as string
        if (info.browserContextId !== contextId) return
        void PhoneContext.throttle(chromium, session, info.type, options).then(() => {
          if (info.type === 'page') resolve(session)
        }, reject)
      })
    })
    await chromium.send('Target.createTarget', { url: 'about:blank', browserContextId: contextId })
    return new PhoneContext(chromium, contextId, await pageSession, off)
  }

  /** The phone's network for every target; CPU, screen and the instrument for the page. Then the target may run. */
  private static async throttle(
    chromium: Chromium,
    session: string,
    type: string,
    options: { selectors: Readonly<Record<string, string>>; bypassCsp?: boolean },
  ): Promise<void> {
    if (VERBOSE) console.error('bench ssr: attached', type)
    if (type === 'page' || type === 'service_worker' || type === 'worker') {
      await chromium.send('Network.enable', {}, session)
      await chromium.send(
        'Network.emulateNetworkConditions',
        {
          offline: false,
          latency: PHONE.latencyMs,
          downloadThroughput: PHONE.downBytesPerS,
          uploadThroughput: PHONE.upBytesPerS,
        },
        session,
      )
    }
    if (type === 'page') {
      await chromium.send('Page.enable', {}, session)
      await chromium.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown }, session)
      await chromium.send(
        'Emulation.setDeviceMetricsOverride',
        { width: PHONE.width, height: PHONE.height, deviceScaleFactor: 2, mobile: true },
        session,
      )
      await chromium.send(
        'Page.addScriptToEvaluateOnNewDocument',
        { source: instrument(options.selectors) },
        session,
      )
      // The floor page's inline style is refused by the server's CSP for static files; only the floor asks.
      if (options.bypassCsp) await chromium.send('Page.setBypassCSP', { enabled: true }, session)
    }
    await chromium.send('Runtime.runIfWaitingForDebugger', {}, session).catch(() => undefined)
  }

  /** Navigates; the page's record read next is the new document's (the old one is marked stale first). */
  async navigate(url: string): Promise<void> {
    await this.chromium.send(
      'Runtime.evaluate',
      { expression: 'if (window.__bench) window.__bench.stale = true' },
      this.session,
    )
    await this.chromium.send('Page.navigate', { url }, this.session)
  }

  async visit(): Promise<Visit> {
    const { result } = await this.chromium.send(
      'Runtime.evaluate',
      { expression: 'JSON.stringify(window.__bench ?? null)', returnByValue: true },
      this.session,
    )
    // Cast: Runtime.evaluate's RemoteObject, a string by value here.
    const value = (result as { value?: string }).value
    // Cast: the instrument's state as it wrote it, marked stale by navigate().
    const visit = (value ? JSON.parse(value) : null) as (Visit & { stale?: boolean }) | null
    return visit && !visit.stale ? visit : NOTHING_SEEN
  }

  /** Polls the page's record until `done` holds or `timeoutMs` passed. */
  async until(done: (visit: Visit) => boolean, timeoutMs: number): Promise<Visit> {
    const until = Date.now() + timeoutMs
    for (;;) {
      const visit = await this.visit().catch(() => null)
      if (visit && done(visit)) return visit
      if (Date.now() > until) return visit ?? NOTHING_SEEN
      await sleep(150)
    }
  }

  async close(): Promise<void> {
    this.detach()
    await this.chromium
      .send('Target.disposeBrowserContext', { browserContextId: this.contextId })
      .catch(() => undefined)
  }
}

async function startTrace(chromium: Chromium): Promise<void> {
  await chromium.send('Tracing.start', {
    traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReturnAsStream',
  })
}

async function endTrace(chromium: Chromium): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve, reject) => {
    const off = chromium.on('Tracing.tracingComplete', (params) => {
      off()
      if (typeof params.stream === 'string') resolve(params.stream)
      else reject(new Error('the trace came without a stream'))
    })
  })
  await chromium.send('Tracing.end')
  const handle = await complete
  const chunks: Buffer[] = []
  for (;;) {
    const read = await chromium.send('IO.read', { handle })
    chunks.push(Buffer.from(String(read.data), read.base64Encoded ? 'base64' : 'utf8'))
    if (read.eof) break
  }
  await chromium.send('IO.close', { handle })
  // Cast: a Chromium trace file is one of these two shapes.
  const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
    { traceEvents?: TraceEvent[] } | TraceEvent[]
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])
}

/**
 * The main thread's CPU time (each top-level task's own time on a core, × the phone's slowdown:
 * Chromium's CPU throttle pauses the thread, which leaves its CPU time the host's) from the first
 * content item visible to `html[data-app-ready]`: the scripts' evaluation and the hydration.
 */
function hydrationCpuMs(events: readonly TraceEvent[]): number {
  const mark = (name: string) => events.find((e) => e.name === name && e.ts !== undefined)
  const content = mark('bench-content')
  const ready = mark('bench-ready')
  if (content?.ts === undefined || ready?.ts === undefined) return Number.NaN
  const [from, to, thread] = [Math.min(content.ts, ready.ts), ready.ts, ready]
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === thread.pid &&
      e.tid === thread.tid &&
      (e.ts ?? 0) + (e.dur ?? 0) >= from &&
      (e.ts ?? 0) <= to,
  )
  return tasks.reduce((sum, e) => sum + (PHONE.cpuSlowdown * (e.tdur ?? 0)) / 1000, 0)
}

interface FirstVisit {
  content: number
  hydrationCpu: number
  blockingCpu: number
  scripts: string[]
}

const WAIT_MS = 20_000
/** How long a first visit may take to be controlled by its service worker (the install downloads the precache on the phone network). */
export const CONTROL_WAIT_MS = Number(process.env.BENCH_SSR_CONTROL_WAIT_MS ?? 90_000)

export const langCookie = (language: Language, url: string) =>
  language === 'ar' ? undefined : { name: 'lang', value: language, url }

/** A first visit, traced until 500 ms after the app is ready (the tasks that finish the hydration's effects belong to the blocking sum). */
async function firstVisit(
  chromium: Chromium,
  url: string,
  selectors: Readonly<Record<string, string>>,
  language: Language,
): Promise<FirstVisit> {
  const context = await PhoneContext.open(chromium, { selectors, cookie: langCookie(language, url) })
  try {
    await startTrace(chromium)
    await context.navigate(url)
    const visit = await context.until((v) => v.content !== null && v.ready !== null, WAIT_MS)
    await sleep(500)
    const trace = await endTrace(chromium)
    return {
      content: visit.content ?? Number.NaN,
      hydrationCpu: hydrationCpuMs(trace),
      blockingCpu: mainThreadCpuBlockingMs(trace),
      scripts: visit.scripts ?? [],
    }
  } finally {
    await context.close()
  }
}

/**
 * A first visit to `/` left until its service worker controls the page, then each page twice:
 * the first navigation fills the worker's runtime caches for it, the second is the measured repeat visit.
 */
async function warmRun(
  chromium: Chromium,
  base: string,
  paths: readonly string[],
  selectors: Readonly<Record<string, string>>,
  language: Language,
): Promise<{ controlled: number; repeat: Map<string, number> }> {
  const context = await PhoneContext.open(chromium, { selectors, cookie: langCookie(language, base) })
  const repeat = new Map<string, number>()
  try {
    await context.navigate(`${base}/`)
    const first = await context.until((v) => v.controlled !== null, CONTROL_WAIT_MS)
    if (first.controlled === null) return { controlled: Number.NaN, repeat }
    // What the worker caches once active, before the repeat visits.
    await sleep(1500)
    for (const path of paths) {
      await context.navigate(base + path)
      await context.until((v) => v.content !== null && v.ready !== null, WAIT_MS)
      await context.navigate(base + path)
      const again = await context.until((v) => v.content !== null && v.controlled === 0, WAIT_MS)
      repeat.set(path, again.controlled === 0 ? (again.content ?? Number.NaN) : Number.NaN)
    }
    return { controlled: first.controlled, repeat }
  } finally {
    await context.close()
  }
}

async function floorRun(
  chromium: Chromium,
  url: string,
  selectors: Readonly<Record<string, string>>,
): Promise<number> {
  const context = await PhoneContext.open(chromium, { selectors, bypassCsp: true })
  try {
    await context.navigate(url)
    return (await context.until((v) => v.content !== null, WAIT_MS)).content ?? Number.NaN
  } finally {
    await context.close()
  }
}

// ---------------------------------------------------------------------------------------------

/** Where a page's floor is served, e.g. `/bench-floor-ssr-news-en.html`. */
const floorPath = (path: string, language: Language) =>
  `/bench-floor-ssr${path === '/' ? '-home' : path.replace(/\//g, '-')}-${language}.html`

/** The floor of a page: its server-rendered `<main>` without scripts, in a plain document with a few inline style rules. */
function floorDocument(html: string, language: Language): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? ''
  const content = main.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<template[\s\S]*?<\/template>/g, '')
  const dir = language === 'ar' ? 'rtl' : 'ltr'
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a}main{padding:16px}h1{font-size:1.6rem}h2,h3{font-size:1.1rem}img{max-width:100%;height:auto}ul{list-style:none;padding:0}svg{width:18px;height:18px}</style></head><body>${content}</body></html>\n`
}

export const median = (values: readonly number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) : Number.NaN
}
export const ms = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : 'not seen'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

async function gzipBytes(url: string, cookie?: string): Promise<number> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} })
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
}

/** The browser's build into `dist` and, beside it, the server's render entry (server/render.ts finds it at <dist>-server); none with BENCH_SKIP_BUILD=1. */
export function buildForBench(dist: string): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return
  for (const args of [
    ['--outDir', dist],
    ['--ssr', 'src/entry-server.tsx', '--outDir', `${dist}-server`],
  ]) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' })
    if (build.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`)
  }
}

export async function benchSection(): Promise<string> {
  buildForBench(DIST)
  const server = await spawnServer({ port: PORT, staticDir: DIST, env: { SEED: 'demo' } })
  const base = server.url
  const pages = process.env.BENCH_SSR_PAGES
    ? PAGES.filter((p) => process.env.BENCH_SSR_PAGES?.split(',').includes(p.path))
    : PAGES
  const chromium = await Chromium.launch()
  const rows: string[] = []
  const floorFiles: string[] = []
  const bytes: string[] = []
  try {
    // Written into the bench's own build folder only: the app's build has no such pages.
    for (const { path } of pages) {
      for (const { code } of LANGUAGES) {
        // Also warms the server: an image's smaller copies are made on their first request.
        const html = await (await fetch(`${base}${path}`, { headers: { cookie: `lang=${code}` } })).text()
        const file = floorPath(path, code)
        writeFileSync(join(DIST, file), floorDocument(html, code))
        floorFiles.push(join(DIST, file))
      }
    }
    const selectors = Object.fromEntries(
      pages.flatMap(({ path, selector }) => [
        [path, selector],
        ...LANGUAGES.map(({ code }) => [floorPath(path, code), selector]),
      ]),
    )
    for (const { code, name } of LANGUAGES) {
      const warm: Awaited<ReturnType<typeof warmRun>>[] = []
      for (let i = 0; i < RUNS; i++) {
        warm.push(
          await warmRun(
            chromium,
            base,
            pages.map((p) => p.path),
            selectors,
            code,
          ),
        )
        if (VERBOSE)
          console.error(
            'warm',
            code,
            JSON.stringify({ controlled: warm.at(-1)?.controlled, repeat: [...(warm.at(-1)?.repeat ?? [])] }),
          )
      }
      const controlled = median(warm.map((w) => w.controlled))
      bytes.push(
        `| a service worker controls \`/\` after navigation start, ${name} | ${ms(controlled)} | ≤ ${ms(TARGET.controlledMs)} | ${verdict(controlled <= TARGET.controlledMs)} |`,
      )
      for (const { path, what } of pages) {
        const url = `${base}${path}`
        const runs: FirstVisit[] = []
        const floors: number[] = []
        for (let i = 0; i < RUNS; i++) {
          runs.push(await firstVisit(chromium, url, selectors, code))
          floors.push(await floorRun(chromium, `${base}${floorPath(path, code)}`, selectors))
          if (VERBOSE)
            console.error(
              path,
              code,
              JSON.stringify({ ...runs.at(-1), scripts: runs.at(-1)?.scripts.length, floor: floors.at(-1) }),
            )
        }
        const pick = (key: 'content' | 'hydrationCpu' | 'blockingCpu') => median(runs.map((r) => r[key]))
        const [content, floor, repeat] = [
          pick('content'),
          median(floors),
          median(warm.map((w) => w.repeat.get(path) ?? Number.NaN)),
        ]
        const ratio = content / floor
        const met = content <= TARGET.contentMs && ratio <= TARGET.floorRatio && repeat <= TARGET.repeatMs
        rows.push(
          `| \`${path}\` | ${name} | ${what} | ${ms(content)} | ${ms(floor)} | ${Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '–'} | ${ms(repeat)} | ${ms(pick('hydrationCpu'))} | ${ms(pick('blockingCpu'))} | ${verdict(met)} |`,
        )
        console.log(rows.at(-1))
        if (path === '/') {
          // The scripts the first run had fetched when the app was ready: what a phone downloads before it answers input.
          const scripts = [...new Set(runs[0]?.scripts ?? [])]
          let jsGzip = 0
          for (const script of scripts) jsGzip += await gzipBytes(script)
          const htmlGzip = await gzipBytes(url, `lang=${code}`)
          bytes.push(
            `| HTML of \`/\`, ${name} (gzip) | ${kb(htmlGzip)} | ≤ ${kb(TARGET.htmlGzip)} | ${verdict(htmlGzip <= TARGET.htmlGzip)} |`,
            `| JavaScript before \`/\` is interactive, ${name} (gzip) | ${kb(jsGzip)} in ${scripts.length} files | ≤ ${kb(TARGET.jsGzip)} | ${verdict(scripts.length > 0 && jsGzip <= TARGET.jsGzip)} |`,
          )
        }
      }
    }
  } finally {
    await chromium.close()
    await server.stop()
    for (const file of floorFiles) rmSync(file, { force: true })
  }
  return [
    '## Server-rendered public pages on a phone',
    '',
    `Chromium through its DevTools protocol: ${PHONE.latencyMs} ms round trip, ${(PHONE.downBytesPerS * 8) / 1e6} Mbit/s down, ${(PHONE.upBytesPerS * 8) / 1e3} kbit/s up (on the page and on its service worker, each throttled before it runs), ${PHONE.cpuSlowdown}× CPU slowdown (Emulation.setCPUThrottlingRate), a ${PHONE.width}×${PHONE.height} viewport, a fresh browser context per run (a first visit); median of ${RUNS} runs. English is chosen by the \`lang\` cookie, as the toggle leaves it.`,
    '',
    "- *Content*: ms from navigation start to the first animation frame in which the page's own first content item (the column *item*) is in the page with text and a non-empty box, recorded in the page by an init script polling with requestAnimationFrame.",
    "- *Floor*: the same measure on the same page's server-rendered `<main>` saved as a plain HTML file (no script, no stylesheet file, no font; a few inline style rules), served by the same server; *× floor* is content ÷ floor.",
    "- *Repeat*: the same measure in a context whose first visit (to `/`) was left until its service worker controlled the page, then 1.5 s: each page is opened once (its runtime caches fill) and measured on the second navigation (online, controlled, caches warm); median over the runs' contexts.",
    '- *SW control*: in the same contexts, ms from the navigation start of the first visit to `/` to `controllerchange` (`navigator.serviceWorker.controller` set). The install is the same for every page, so it is measured on `/` only.',
    "- *Hydration CPU* and *blocking on CPU time* come from a Chrome trace of the first visit (CDP Tracing, devtools.timeline and disabled-by-default-devtools.timeline), recorded until 500 ms after `html[data-app-ready]`. Hydration CPU: the renderer main thread's top-level tasks from the first content item visible to `html[data-app-ready]` (the scripts' evaluation and the hydration), their CPU time × 4 (Chromium's throttle pauses the thread, so its own CPU time stays the host's). Blocking on CPU time: decision 305's column (bench/trace-blocking.ts), each main-thread task from the first contentful paint on counting 4 × its CPU time − 50 ms.",
    '- JavaScript before interactive: the `.js` files the page had fetched (resource timing) when `html[data-app-ready]` was set, each counted as its gzip size (level 9), on the first run of `/`.',
    '',
    `Targets: content ≤ ${TARGET.contentMs} ms and ≤ ${TARGET.floorRatio}× floor, repeat ≤ ${TARGET.repeatMs} ms (the column *targets*, met only when all three are); SW control ≤ ${TARGET.controlledMs} ms (below). Hydration CPU and blocking on CPU time have no target.`,
    '',
    '| page | language | item | content | floor | × floor | repeat | hydration CPU | blocking on CPU time | targets |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '| measure | value | target | |',
    '|---|---|---|---|',
    ...bytes,
  ].join('\n')
}
