/**
 * `npm run bench`: builds the app into dist-bench, starts the real server on a fresh data
 * folder with demo content, measures it, and writes bench/results/latest.md.
 * Targets (docs/decisions/005-first-visit-budget.md) for `/`: first-visit JS ≤ 150 KB gzip, LCP ≤ 1.5 s, TBT ≤ 100 ms,
 * CLS ≤ 0.02, accessibility 100. Further benchmarks (bench/*.ts exporting a `benchSection`)
 * add their own sections. The public pages in both languages (Lighthouse mobile, median of
 * 3 each: CLS ≤ 0.02, LCP ≤ 1.5 s, TBT ≤ 100 ms) are a section of their own.
 *
 * `BENCH_ONLY=home,pages,directory,offline` (any of them) runs only those sections and
 * replaces just them in bench/results/latest.md, keeping the others from the last run.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { firstVisitBytes, lighthouseMedian, type BenchLanguage } from './web'

const port = Number(process.env.BENCH_PORT ?? 4390)
const base = `http://127.0.0.1:${port}`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not answer ${url}`)
}

const only = new Set((process.env.BENCH_ONLY ?? '').split(',').map((name) => name.trim()).filter(Boolean))
const runs = (section: string) => only.size === 0 || only.has(section)

/** The public pages measured in both languages, and the targets each must meet. */
const PUBLIC_PAGES = ['/', '/news', '/events', '/resources', '/jobs', '/members', '/journal'] as const
const LANGUAGES: readonly { code: BenchLanguage; name: string }[] = [
  { code: 'ar', name: 'Arabic (default)' },
  { code: 'en', name: 'English (stored choice)' },
]
const TARGET = { lcpMs: 1500, tbtMs: 100, cls: 0.02 }
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')

async function publicPagesSection(): Promise<string> {
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : PUBLIC_PAGES
  const loadBefore = load()
  const rows: string[] = []
  const notes: string[] = []
  for (const { code, name } of LANGUAGES) {
    for (const path of pages) {
      const lh = await lighthouseMedian(`${base}${path}`, lighthouseRuns, code)
      const met = lh.lcpMs <= TARGET.lcpMs && lh.tbtMs <= TARGET.tbtMs && lh.cls <= TARGET.cls
      rows.push(`| \`${path}\` | ${name} | ${Math.round(lh.lcpMs)} ms | ${Math.round(lh.tbtMs)} ms | ${lh.cls.toFixed(3)} | ${lh.performance} | ${lh.accessibility} | ${verdict(met)} |`)
      if (!met) notes.push(`- \`${path}\` ${code}: LCP element \`${lh.lcpElement || 'unknown'}\`; shifted: ${lh.shifted.map((s) => `\`${s}\``).join(', ') || 'none'}`)
      console.log(rows.at(-1))
    }
  }
  return [
    '## Public pages, both languages',
    '',
    `Lighthouse mobile preset, median of ${lighthouseRuns} runs per page, each in a fresh profile (a first visit; English is the stored language choice, \`lang\` in localStorage). Targets: LCP ≤ ${TARGET.lcpMs} ms, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}. Load average on 2 cores: ${loadBefore} when the section started, ${load()} when it ended (other work on the machine inflates TBT, which Lighthouse measures from real main-thread tasks).`,
    '',
    '| page | language | LCP | TBT | CLS | performance | accessibility | targets |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    ...(notes.length ? ['', 'Where a target was missed:', '', ...notes] : []),
  ].join('\n')
}

/** Replaces the sections of the last report that this run measured, keeping the others. */
function mergeReport(previous: string, fresh: string[]): string[] {
  const heading = (section: string) => section.split('\n', 1)[0] ?? ''
  const old = previous.split(/^(?=## )/m).slice(1).map((s) => s.trimEnd())
  const merged = old.map((section) => fresh.find((f) => heading(f) === heading(section)) ?? section)
  for (const section of fresh) if (!merged.includes(section)) merged.push(section)
  return merged
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-bench'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: 'dist-bench', LOG_REQUESTS: '0', SEED: 'demo', DATABASE_URL: '' },
  })
  const sections: string[] = []
  try {
    await waitForHealth(`${base}/api/health`)
    if (runs('home')) sections.push(await homeSection())
    if (runs('pages')) sections.push(await publicPagesSection())
  } finally {
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }

  // Other benchmarks contribute a section each when present.
  for (const name of ['directory', 'offline']) {
    const file = join(import.meta.dirname, `${name}.ts`)
    if (!existsSync(file) || !runs(name)) continue
    const mod = (await import(file)) as { benchSection?: () => Promise<string> }
    if (mod.benchSection) sections.push(await mod.benchSection())
  }

  const previous = only.size > 0 && existsSync('bench/results/latest.md') ? readFileSync('bench/results/latest.md', 'utf8') : ''
  const report = [
    '# Benchmark results',
    '',
    `Run ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}, Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}. Lighthouse uses its default mobile preset (simulated slow 4G, 4x CPU slowdown).${only.size ? ` This run measured only: ${[...only].join(', ')}; the other sections are from an earlier run.` : ''}`,
    '',
    ...(previous ? mergeReport(previous, sections) : sections).map((s) => s + '\n'),
  ].join('\n')
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/latest.md', report)
  console.log(report)
}

/** `/` on a first visit: what it downloads (the JS budget) and Lighthouse's median. */
async function homeSection(): Promise<string> {
  const bytes = await firstVisitBytes(base, '/')
  const lh = await lighthouseMedian(`${base}/`, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))
  return [
    '## `/` on a first visit',
    '',
    '| measure | value | target | |',
    '|---|---|---|---|',
    `| JavaScript downloaded (gzip) | ${kb(bytes.jsGzip)} in ${bytes.jsFiles} files | ≤ 150 KB | ${verdict(bytes.jsGzip <= 150 * 1024)} |`,
    `| CSS downloaded (gzip) | ${kb(bytes.cssGzip)} in ${bytes.cssFiles} files | | |`,
    `| Web fonts downloaded (woff2) | ${kb(bytes.fontBytes)} in ${bytes.fontFiles} files | | |`,
    `| Lighthouse performance (mobile, median of ${lh.runs}) | ${lh.performance} | | |`,
    `| Lighthouse accessibility | ${lh.accessibility} | 100 | ${verdict(lh.accessibility === 100)} |`,
    `| Lighthouse best practices | ${lh.bestPractices} | | |`,
    `| LCP | ${Math.round(lh.lcpMs)} ms | ≤ 1500 ms | ${verdict(lh.lcpMs <= 1500)} |`,
    `| TBT | ${Math.round(lh.tbtMs)} ms | ≤ 100 ms | ${verdict(lh.tbtMs <= 100)} |`,
    `| CLS | ${lh.cls.toFixed(3)} | ≤ 0.02 | ${verdict(lh.cls <= 0.02)} |`,
  ].join('\n')
}

await main()
