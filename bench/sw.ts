/**
 * The service worker on a first visit, on the phone profile of bench/ssr.ts (150 ms round trip,
 * 1.6 Mbit/s down on the page and on its worker, 4× CPU slowdown on the page): how soon after
 * navigation start a worker controls the page, per public page, and how soon every file of the
 * build is in its caches (so a screen never opened online opens offline).
 *
 *   node --import tsx bench/run.ts sw
 *   BENCH_SKIP_BUILD=1 BENCH_SSR_DIST=dist BENCH_SW_RUNS=1 BENCH_SW_PAGES=/,/news node --import tsx bench/run.ts sw
 */
import { spawnSync } from 'node:child_process'
import { spawnServer } from '../tests/support/spawn-server'
import {
  Chromium,
  CONTROL_WAIT_MS,
  LANGUAGES,
  PAGES,
  PhoneContext,
  TARGET,
  langCookie,
  median,
  ms,
  type Language,
} from './ssr'

const PORT = Number(process.env.BENCH_SW_PORT ?? 4393)
const DIST = process.env.BENCH_SSR_DIST ?? 'dist-bench'
const RUNS = Number(process.env.BENCH_SW_RUNS ?? 3)
const DEFAULT_PAGES = ['/', '/news', '/members']

interface WorkerVisit {
  content: number
  /** `html[data-app-ready]`: the page registers its worker then (src/main.tsx). */
  ready: number
  controlled: number
  /** When the worker answered that every file of the build is cached; NaN when it never said so. */
  cached: number
}

/**
 * Asks the controlling worker to finish caching the build's files (sw/sw.ts, `CACHE_BUILD`)
 * and gives the page's time of its answer; a worker that does not answer within the wait gives null.
 */
const cachedAt = (waitMs: number) => `new Promise((resolve) => {
  const worker = navigator.serviceWorker.controller
  if (!worker) return resolve(null)
  const channel = new MessageChannel()
  channel.port1.onmessage = (event) => resolve(event.data && event.data.failed === 0 ? performance.now() : null)
  worker.postMessage({ type: 'CACHE_BUILD' }, [channel.port2])
  setTimeout(() => resolve(null), ${waitMs})
})`

async function visit(
  chromium: Chromium,
  url: string,
  selectors: Readonly<Record<string, string>>,
  language: Language,
): Promise<WorkerVisit> {
  const context = await PhoneContext.open(chromium, { selectors, cookie: langCookie(language, url) })
  try {
    await context.navigate(url)
    const seen = await context.until((v) => v.controlled !== null && v.content !== null, CONTROL_WAIT_MS)
    if (seen.controlled === null)
      return {
        content: seen.content ?? Number.NaN,
        ready: seen.ready ?? Number.NaN,
        controlled: Number.NaN,
        cached: Number.NaN,
      }
    const { result } = await chromium.send(
      'Runtime.evaluate',
      { expression: cachedAt(CONTROL_WAIT_MS), awaitPromise: true, returnByValue: true },
      context.session,
    )
    // Cast: Runtime.evaluate's RemoteObject; the expression resolves to a number or null.
    const cached = (result as { value?: number | null }).value
    return {
      content: seen.content ?? Number.NaN,
      ready: seen.ready ?? Number.NaN,
      controlled: seen.controlled,
      cached: typeof cached === 'number' ? cached : Number.NaN,
    }
  } finally {
    await context.close()
  }
}

export async function benchSection(): Promise<string> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    for (const args of [
      ['--outDir', DIST],
      ['--ssr', 'src/entry-server.tsx', '--outDir', `${DIST}-server`],
    ]) {
      const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' })
      if (build.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`)
    }
  }
  const asked = (process.env.BENCH_SW_PAGES ?? DEFAULT_PAGES.join(',')).split(',')
  const pages = PAGES.filter((p) => asked.includes(p.path))
  const selectors = Object.fromEntries(pages.map(({ path, selector }) => [path, selector]))
  const server = await spawnServer({ port: PORT, staticDir: DIST, env: { SEED: 'demo' } })
  const chromium = await Chromium.launch()
  const rows: string[] = []
  try {
    // Warms the server (an image's smaller copies are made on their first request).
    for (const { path } of pages) await (await fetch(`${server.url}${path}`)).text()
    for (const { code, name } of LANGUAGES) {
      for (const { path } of pages) {
        const runs: WorkerVisit[] = []
        for (let i = 0; i < RUNS; i++)
          runs.push(await visit(chromium, `${server.url}${path}`, selectors, code))
        const pick = (key: keyof WorkerVisit) => median(runs.map((r) => r[key]))
        const controlled = pick('controlled')
        rows.push(
          `| \`${path}\` | ${name} | ${ms(pick('content'))} | ${ms(pick('ready'))} | ${ms(controlled)} | ${ms(pick('cached'))} | ${controlled <= TARGET.controlledMs ? 'met' : 'NOT met'} |`,
        )
        console.log(rows.at(-1))
      }
    }
  } finally {
    await chromium.close()
    await server.stop()
  }
  return [
    '## The service worker on a first visit, on a phone',
    '',
    `The phone profile and instrument of the server-rendering section (bench/ssr.ts), a fresh browser context per run; median of ${RUNS} runs.`,
    '',
    "- *Content*: ms from navigation start to the page's own first content item visible (as in that section).",
    '- *Registered*: ms from navigation start to `html[data-app-ready]`, when the page registers its worker (src/main.tsx).',
    '- *Controlled*: ms from navigation start to `controllerchange` (a service worker controls the page: a reload offline gets the app).',
    "- *Every file cached*: ms from navigation start to the worker's answer to `CACHE_BUILD` (sw/sw.ts): the install's shell and, after activation, every other file of the build are in its caches, so a screen never opened online opens offline. A worker that does not answer that message (before decision 350) reads *not seen*; its install precached everything, so the column *controlled* is that time.",
    '',
    `Target: controlled ≤ ${ms(TARGET.controlledMs)}.`,
    '',
    '| page | language | content | registered | controlled | every file cached | target |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}
