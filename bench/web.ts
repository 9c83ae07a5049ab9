import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
import { mainThreadCpuBlockingMs } from './trace-blocking'

export interface FirstVisitBytes {
  jsGzip: number
  /** The part of jsGzip requested before the app had hydrated the page (`html[data-app-ready]`): the start-up JavaScript. */
  jsGzipBeforeReady: number
  jsFilesBeforeReady: number
  /** The page's HTML as the server sent it, gzip. */
  htmlGzip: number
  cssGzip: number
  jsFiles: number
  cssFiles: number
  /** Web fonts as sent (woff2 is compressed already). */
  fontBytes: number
  fontFiles: number
}

/**
 * What a first visit to `path` downloads: its HTML, and every script and stylesheet the page
 * loads before the network goes idle, measured as gzip bytes (what a compressing server
 * sends). The visit ends once the page's own content (`contentSelector`) is visible and the
 * app has hydrated the page.
 */
export async function firstVisitBytes(
  baseUrl: string,
  path: string,
  contentSelector: string,
): Promise<FirstVisitBytes> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const bodies: { type: string; body: Buffer; startedAt: number }[] = []
    // When the app had hydrated the page, in the page's own clock: what was requested before is
    // the start-up JavaScript; what came after (the persisted cache, the worker) is not. Taken in
    // the page, not by polling from here, which on a busy machine answers hundreds of ms late.
    await page.addInitScript(
      // A string: it runs in the page, and this file is type-checked without the DOM library.
      `new MutationObserver((_, observer) => { if (document.documentElement.hasAttribute('data-app-ready')) { window.__readyAt = performance.timeOrigin + performance.now(); observer.disconnect() } }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] })`,
    )
    page.on('response', (response) => {
      const type = response.request().resourceType()
      const startedAt = response.request().timing().startTime
      if (type === 'document' || type === 'script' || type === 'stylesheet' || type === 'font') {
        void response.body().then(
          (body) => bodies.push({ type, body, startedAt }),
          () => undefined,
        )
      }
    })
    await page.goto(baseUrl + path, { waitUntil: 'commit' })
    await page.locator(contentSelector).first().waitFor({ state: 'visible', timeout: 30_000 })
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    const readyAt = Number(await page.evaluate('window.__readyAt'))
    if (!Number.isFinite(readyAt))
      throw new Error('firstVisitBytes: the moment the app hydrated was not recorded')
    const beforeReady = (b: (typeof bodies)[number]) => b.startedAt < readyAt
    const sum = (type: string, only: (b: (typeof bodies)[number]) => boolean = () => true) =>
      bodies
        .filter((b) => b.type === type && only(b))
        .reduce((n, b) => n + gzipSync(b.body, { level: 9 }).length, 0)
    return {
      jsGzip: sum('script'),
      jsGzipBeforeReady: sum('script', beforeReady),
      jsFilesBeforeReady: bodies.filter((b) => b.type === 'script' && beforeReady(b)).length,
      htmlGzip: sum('document'),
      cssGzip: sum('stylesheet'),
      jsFiles: bodies.filter((b) => b.type === 'script').length,
      cssFiles: bodies.filter((b) => b.type === 'stylesheet').length,
      fontBytes: bodies.filter((b) => b.type === 'font').reduce((n, b) => n + b.body.length, 0),
      fontFiles: bodies.filter((b) => b.type === 'font').length,
    }
  } finally {
    await browser.close()
  }
}

export interface LighthouseRun {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** What to look at when a target is missed: the LCP element and the elements that shifted most (selectors). */
  lcpElement: string
  shifted: string[]
  /**
   * TBT's sum taken over the page's own work: every main-thread task from the first contentful
   * paint on, as CPU time (the thread's time on a core) × 4 − 50 ms. Lighthouse's TBT takes each
   * task's wall time, which on a busy 2-core host also counts the time the thread waited for a
   * core or for the browser's other processes (see mainThreadCpuBlockingMs).
   */
  cpuBlockingMs: number
  /** Lighthouse's measure of the host's speed (its BenchmarkIndex): how fast this run's machine was. */
  benchmarkIndex: number
}

/** The interface language a run visits in: Arabic is the default, English is the reader's choice (`lang` in localStorage and its cookie). */
export type BenchLanguage = 'ar' | 'en'

/**
 * Stores the language choice in a fresh browser profile the way the app does (`lang` in
 * localStorage and the `lang` cookie) without loading the app: the origin is opened on a JSON answer, so no
 * script, service worker or cached asset is left behind to make the measured visit warm.
 */
async function storeLanguage(port: number, url: string, language: BenchLanguage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    await page.goto(new URL('/api/health/live', url).href)
    // A string: it runs in the page, and this file is type-checked without the DOM library.
    // The cookie too, as the toggle writes both: the server renders the page in that language.
    await page.evaluate(
      `localStorage.setItem('lang', ${JSON.stringify(language)}); document.cookie = 'lang=${language}; Path=/; SameSite=Lax'`,
    )
    await page.close()
  } finally {
    // Disconnects from the browser (chrome-launcher owns and ends it).
    await browser.close()
  }
}

/**
 * One Lighthouse run with its default mobile preset (simulated slow 4G, 4x CPU) in a fresh
 * profile. For English the stored choice is written first and Lighthouse is told not to
 * clear the origin's storage (nothing else is stored in the fresh profile).
 */
async function lighthouseOnce(url: string, language: BenchLanguage = 'ar'): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    if (language !== 'ar') await storeLanguage(chrome.port, url, language)
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      language !== 'ar'
        ? { extends: 'lighthouse:default', settings: { disableStorageReset: true } }
        : undefined,
    )
    if (!result) throw new Error('Lighthouse returned nothing')
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      lcpElement: nodeSelectors(audits['largest-contentful-paint-element']?.details)[0] ?? '',
      shifted: nodeSelectors(audits['layout-shifts']?.details),
      cpuBlockingMs: mainThreadCpuBlockingMs(result.artifacts.Trace.traceEvents),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    }
  } finally {
    chrome.kill()
  }
}

/** The CSS selectors of the nodes a Lighthouse table lists (top-level items and their sub-items). */
function nodeSelectors(details: unknown): string[] {
  const found: string[] = []
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown> // any JSON object: only string fields are read
    if (record.type === 'node' && typeof record.selector === 'string') found.push(record.selector)
    for (const child of Object.values(record)) walk(child)
  }
  walk(details)
  return [...new Set(found)]
}

/** The median of the runs that measured something (a run can end without a metric on an overloaded machine). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/**
 * One unmeasured Lighthouse run of `url`, so the measured runs meet a server in its steady state:
 * an image's smaller copies are made on their first request (image-variants.ts), for the widths
 * the phone's screen asks for, and the server's code is compiled on first use. A fresh data folder
 * would otherwise put that work (2.8–3.3 s of the server's CPU on `/jobs`) beside the first
 * measured run of each page, on the same two cores.
 */
export async function warmUp(url: string): Promise<void> {
  await lighthouseOnce(url)
}

/** The median of `runs` Lighthouse runs, metric by metric. */
export async function lighthouseMedian(
  url: string,
  runs = 3,
  language: BenchLanguage = 'ar',
): Promise<LighthouseRun & { runs: number }> {
  const results: LighthouseRun[] = []
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(url, language))
  const pick = (
    key:
      | 'performance'
      | 'accessibility'
      | 'bestPractices'
      | 'lcpMs'
      | 'tbtMs'
      | 'cls'
      | 'cpuBlockingMs'
      | 'benchmarkIndex',
  ) => median(results.map((r) => r[key]))
  return {
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    cpuBlockingMs: pick('cpuBlockingMs'),
    benchmarkIndex: pick('benchmarkIndex'),
    lcpElement: results.map((r) => r.lcpElement).find(Boolean) ?? '',
    shifted: [...new Set(results.flatMap((r) => r.shifted))],
  }
}
