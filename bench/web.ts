import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'

export interface FirstVisitBytes {
  jsGzip: number
  cssGzip: number
  jsFiles: number
  cssFiles: number
}

/**
 * What a first visit to `path` downloads: every script and stylesheet the page loads
 * before the network goes idle, measured as gzip bytes (what a compressing server sends).
 */
export async function firstVisitBytes(baseUrl: string, path = '/'): Promise<FirstVisitBytes> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const bodies: { type: string; body: Buffer }[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type === 'script' || type === 'stylesheet') {
        void response.body().then(
          (body) => bodies.push({ type, body }),
          () => undefined,
        )
      }
    })
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(300)
    const sum = (type: string) => bodies.filter((b) => b.type === type).reduce((n, b) => n + gzipSync(b.body, { level: 9 }).length, 0)
    return {
      jsGzip: sum('script'),
      cssGzip: sum('stylesheet'),
      jsFiles: bodies.filter((b) => b.type === 'script').length,
      cssFiles: bodies.filter((b) => b.type === 'stylesheet').length,
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
}

/** One Lighthouse run with its default mobile preset (simulated slow 4G, 4x CPU). */
async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    })
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
    }
  } finally {
    chrome.kill()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The median of `runs` Lighthouse runs, metric by metric. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseRun & { runs: number }> {
  const results: LighthouseRun[] = []
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(url))
  const pick = (key: keyof LighthouseRun) => median(results.map((r) => r[key]))
  return {
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  }
}
