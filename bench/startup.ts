/**
 * What a first visit downloads before the page is interactive, and what the service worker's
 * install fetches: counted, not timed, so it reads the same on a busy machine. Each public page
 * is opened once at the host's full speed (no service worker); the scripts it had fetched when
 * `html[data-app-ready]` was set are counted at their gzip size (level 9). The install is read
 * from the injected precache list of the built worker.
 *
 *   node --import tsx bench/run.ts startup
 *   BENCH_SKIP_BUILD=1 BENCH_SSR_DIST=dist node --import tsx bench/run.ts startup
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
import { spawnServer } from '../tests/support/spawn-server'
import { buildForBench, PAGES, TARGET } from './ssr'

const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 4394)
const DIST = process.env.BENCH_SSR_DIST ?? 'dist-bench'

const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
/** Files sent as they are (already compressed). */
const COMPRESSED = /\.(woff2|png|jpe?g|webp)$/

interface StartUp {
  jsGzip: number
  files: number
  /** The page's inline scripts (the dehydrated state and the router's bootstrap), gzip. */
  inlineGzip: number
  scripts: string[]
}

/** The precache list the build injected into its worker: the install fetches the entries not marked `deferred`. */
function installFiles(workerSource: string): string[] {
  const start = workerSource.indexOf('[{"revision"')
  if (start < 0) throw new Error('The built worker carries no precache list')
  // Cast: vite-plugin-pwa injects the manifest as a JSON array of these entries.
  const entries = JSON.parse(workerSource.slice(start, workerSource.indexOf('}]', start) + 2)) as {
    url: string
    deferred?: boolean
  }[]
  return entries.filter((entry) => !entry.deferred).map((entry) => entry.url)
}

async function startUp(url: string): Promise<StartUp> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true })
    const page = await context.newPage()
    // The scripts fetched by the moment the app marks itself ready, taken in the page at that moment.
    // A string: it runs in the page, and this file is type-checked without the DOM library.
    await page.addInitScript(`new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-app-ready')) return
      window.__startUpScripts = performance.getEntriesByType('resource').map((e) => e.name).filter((name) => new URL(name).pathname.endsWith('.js'))
      observer.disconnect()
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] })`)
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 30_000 })
    // Cast: the init script above stores an array of addresses.
    const scripts = (await page.evaluate('window.__startUpScripts')) as string[]
    let jsGzip = 0
    for (const script of new Set(scripts))
      jsGzip += gzip(Buffer.from(await (await fetch(script)).arrayBuffer()))
    // The page as served: hydration removes its inline scripts once it has read them.
    const html = await (await fetch(url)).text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1])
      .join('')
    return {
      jsGzip,
      files: new Set(scripts).size,
      inlineGzip: gzip(Buffer.from(inline)),
      scripts: [...new Set(scripts)],
    }
  } finally {
    await browser.close()
  }
}

export async function benchSection(): Promise<string> {
  buildForBench(DIST)
  const server = await spawnServer({ port: PORT, staticDir: DIST, env: { SEED: 'demo' } })
  const rows: string[] = []
  try {
    for (const { path } of PAGES) {
      const { jsGzip, files, inlineGzip } = await startUp(`${server.url}${path}`)
      rows.push(
        `| \`${path}\` | ${kb(jsGzip)} in ${files} files | ${kb(inlineGzip)} | ≤ ${kb(TARGET.jsGzip)} | ${jsGzip <= TARGET.jsGzip ? 'met' : 'NOT met'} |`,
      )
      console.log(rows.at(-1))
    }
  } finally {
    await server.stop()
  }
  const install = installFiles(readFileSync(join(DIST, 'sw.js'), 'utf8'))
  const sizes = install.map((file) => {
    const bytes = readFileSync(join(DIST, file))
    return COMPRESSED.test(file) ? bytes.length : gzip(bytes)
  })
  const count = (pattern: RegExp) => install.filter((file) => pattern.test(file)).length
  return [
    '## Start-up bytes and the install (counted, not timed)',
    '',
    "Each public page opened once at the host's full speed, Arabic, no service worker: the `.js` files it had fetched (resource timing) when `html[data-app-ready]` was set, each counted at its gzip size (level 9). *Inline* is the page's inline scripts (the dehydrated query and router state, the router's bootstrap), which hydration adds to the HTML. Deterministic: the timed sections (`ssr`, `sw`) say how long these take on a phone.",
    '',
    '| page | JavaScript before interactive (gzip) | inline scripts (gzip) | target | |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `The service worker's install (the precache list injected into \`sw.js\`, scripts/shell-precache.ts): ${install.length} files, ${kb(sizes.reduce((a, b) => a + b, 0))} as sent (gzip, fonts as they are): ${count(/\.js$/)} scripts, ${count(/\.css$/)} stylesheet, ${count(/\.woff2$/)} font faces, ${count(/\.html$/)} shell document, ${count(/\.webmanifest$/)} web manifests, ${count(/\.svg$/)} pictures.`,
  ].join('\n')
}
