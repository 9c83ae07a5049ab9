/**
 * `npm run bench`: builds the app into dist-bench, starts the real server on a fresh data
 * folder with demo content, measures it, and writes bench/results/latest.md.
 * The budgets each section reads against, and what they measure: docs/performance.md.
 * Further benchmarks (bench/*.ts exporting a `benchSection`) add their own sections.
 *
 * Names run only those sections, e.g. `npm run bench -- mixed directory` (or BENCH_ONLY=mixed):
 * their sections in bench/results/latest.md are replaced and the others kept.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { spawnServer } from '../tests/support/spawn-server'
import { type BenchLanguage, firstVisitBytes, lighthouseMedian, warmUp } from './web'
import { isOneOf } from '@contract/narrow'

const port = Number(process.env.BENCH_PORT ?? 4390)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

const SECTIONS = [
  'web',
  'pages',
  'directory',
  'mixed',
  'offline',
  'checkin',
  'certificates',
  'cpd',
  'ssr',
  'sw',
  'startup',
] as const
type SectionName = (typeof SECTIONS)[number]
const isSection = (name: string): name is SectionName => isOneOf(SECTIONS, name)
const RESULTS = 'bench/results/latest.md'

/** Each section starts with a marker naming it, so a run of some sections can replace just those. */
const marker = (name: SectionName) => `<!-- bench:${name} -->`

function chosenSections(): SectionName[] {
  const asked = [...process.argv.slice(2), ...(process.env.BENCH_ONLY ?? '').split(/[\s,]+/)].filter(Boolean)
  const unknown = asked.filter((name) => !isSection(name))
  if (unknown.length) {
    console.error(`bench: unknown section ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`)
    process.exit(2)
  }
  return asked.length ? asked.filter(isSection) : [...SECTIONS]
}

/** The sections of an earlier report, by name (those written before markers existed are dropped). */
function earlierSections(): Map<SectionName, string> {
  const found = new Map<SectionName, string>()
  if (!existsSync(RESULTS)) return found
  for (const part of readFileSync(RESULTS, 'utf8')
    .split(/(?=<!-- bench:)/)
    .slice(1)) {
    const name = /^<!-- bench:(\w+) -->/.exec(part)?.[1]
    if (name && isSection(name)) found.set(name, part.replace(/^<!-- bench:\w+ -->\n/, '').trimEnd())
  }
  return found
}

async function webSection(): Promise<string> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-bench'], {
      stdio: 'inherit',
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const server = await spawnServer({ port, staticDir: 'dist-bench', env: { SEED: 'demo' } })
  const base = server.url
  try {
    const bytes = await firstVisitBytes(base, '/')
    const lh = await lighthouseMedian(`${base}/`, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))
    return [
      '## `/` on a first visit',
      '',
      '| measure | value | target | |',
      '|---|---|---|---|',
      `| JavaScript downloaded (gzip) | ${kb(bytes.jsGzip)} in ${bytes.jsFiles} files | ≤ 150 KB | ${verdict(bytes.jsGzip <= 150 * 1024)} |`,
      // The first screen's part: the whole visit also counts what the page requests after its first render.
      `| of which requested before the app's first render | ${kb(bytes.jsGzipBeforeRender)} in ${bytes.jsFilesBeforeRender} files | ≤ 150 KB | ${verdict(bytes.jsGzipBeforeRender <= 150 * 1024)} |`,
      `| CSS downloaded (gzip) | ${kb(bytes.cssGzip)} in ${bytes.cssFiles} files | | |`,
      `| Lighthouse performance (mobile, median of ${lh.runs}) | ${lh.performance} | | |`,
      `| Lighthouse accessibility | ${lh.accessibility} | 100 | ${verdict(lh.accessibility === 100)} |`,
      `| Lighthouse best practices | ${lh.bestPractices} | | |`,
      `| LCP | ${Math.round(lh.lcpMs)} ms | ≤ 1500 ms | ${verdict(lh.lcpMs <= 1500)} |`,
      `| TBT | ${Math.round(lh.tbtMs)} ms | ≤ 100 ms | ${verdict(lh.tbtMs <= 100)} |`,
      // The same sum on CPU time instead of wall time, and the host's speed: see the pages section.
      `| TBT on CPU time (main thread's own work) | ${Math.round(lh.cpuBlockingMs)} ms | | |`,
      `| host speed (Lighthouse BenchmarkIndex) | ${Math.round(lh.benchmarkIndex)} | | |`,
      `| CLS | ${lh.cls.toFixed(3)} | ≤ 0.02 | ${verdict(lh.cls <= 0.02)} |`,
    ].join('\n')
  } finally {
    await server.stop()
  }
}

/** The public pages measured in both languages, and the targets each must meet. */
const PUBLIC_PAGES = ['/', '/news', '/events', '/resources', '/jobs', '/members', '/journal'] as const
const LANGUAGES: readonly { code: BenchLanguage; name: string }[] = [
  { code: 'ar', name: 'Arabic (default)' },
  { code: 'en', name: 'English (stored choice)' },
]
const TARGET = { lcpMs: 1500, tbtMs: 100, cls: 0.02 }

/**
 * The host's floor: a page with one heading and one sentence, no script, no stylesheet and no
 * font, served by the same server beside the built app and measured the same way. What
 * Lighthouse gives it is what this machine adds to any page (decision 305).
 */
const FLOOR_PAGE = '/bench-floor.html'
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>Floor</h1><p>A page with no script, no stylesheet and no font.</p></body></html>\n'

/** A row's measured cells around its verdict: LCP, TBT, CLS, scores | verdict | TBT on CPU time, host speed. */
function resultCells(lh: Awaited<ReturnType<typeof lighthouseMedian>>, verdictCell: string): string {
  return `${Math.round(lh.lcpMs)} ms | ${Math.round(lh.tbtMs)} ms | ${lh.cls.toFixed(3)} | ${lh.performance} | ${lh.accessibility} | ${verdictCell} | ${Math.round(lh.cpuBlockingMs)} ms | ${Math.round(lh.benchmarkIndex)}`
}

/** Lighthouse mobile, median of 3, on every public page in both languages (the Arabic-first targets). */
async function pagesSection(): Promise<string> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-bench'], {
      stdio: 'inherit',
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  // Written into the bench's own build folder only: the app's build has no such page.
  writeFileSync(join('dist-bench', FLOOR_PAGE), FLOOR_HTML)
  const server = await spawnServer({ port, staticDir: 'dist-bench', env: { SEED: 'demo' } })
  const base = server.url
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : PUBLIC_PAGES
  const rows: string[] = []
  const notes: string[] = []
  try {
    await warmUp(`${base}${FLOOR_PAGE}`)
    const floor = await lighthouseMedian(`${base}${FLOOR_PAGE}`, lighthouseRuns)
    rows.push(
      `| the host's floor: a page with no script, stylesheet or font | – | ${resultCells(floor, '(not a page of the app)')} |`,
    )
    console.log(rows.at(-1))
    for (const { code, name } of LANGUAGES) {
      for (const path of pages) {
        if (code === LANGUAGES[0]?.code) await warmUp(`${base}${path}`)
        const lh = await lighthouseMedian(`${base}${path}`, lighthouseRuns, code)
        const met = lh.lcpMs <= TARGET.lcpMs && lh.tbtMs <= TARGET.tbtMs && lh.cls <= TARGET.cls
        rows.push(`| \`${path}\` | ${name} | ${resultCells(lh, verdict(met))} |`)
        if (!met)
          notes.push(
            `- \`${path}\` ${code}: LCP element \`${lh.lcpElement || 'unknown'}\`; shifted: ${lh.shifted.map((s) => `\`${s}\``).join(', ') || 'none'}`,
          )
        console.log(rows.at(-1))
      }
    }
  } finally {
    await server.stop()
  }
  return [
    '## Public pages, both languages',
    '',
    `Lighthouse mobile preset, median of ${lighthouseRuns} runs per page, each in a fresh profile (a first visit; English is the stored language choice, \`lang\` in localStorage), after one unmeasured Lighthouse run of the page that warms the server (an image's smaller copies are made on their first request). Targets: LCP ≤ ${TARGET.lcpMs} ms, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}; the verdict reads Lighthouse's own figures.`,
    '',
    "The first row measures the host, not the app: a page with one heading and one sentence, no script, no stylesheet and no font, served by the same server. Whatever Lighthouse gives it is what this machine adds to every page. Two columns explain TBT without changing its verdict (docs/decisions/305-blocking-time-on-cpu-time-beside-lighthouse.md). *TBT on CPU time* is the same sum over the same trace's main-thread tasks from the first contentful paint on, each task's CPU time × 4 − 50 ms, where Lighthouse's TBT takes its wall time × 4: on this 2-core host the browser's processes, Lighthouse and the server share the cores, and a main-thread task waits for one. *Host speed* is Lighthouse's BenchmarkIndex of the run (median); its 4× slowdown assumes 1,500–2,000, a high-end desktop.",
    '',
    '| page | language | LCP | TBT | CLS | performance | accessibility | targets | TBT on CPU time | host speed |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    ...(notes.length ? ['', 'Where a target was missed:', '', ...notes] : []),
  ].join('\n')
}

async function main(): Promise<void> {
  const chosen = chosenSections()
  const sections = earlierSections()
  for (const name of chosen) {
    console.log(`bench: ${name}…`)
    const started = new Date().toISOString()
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')
    let body: string
    if (name === 'web') body = await webSection()
    else if (name === 'pages') body = await pagesSection()
    else {
      // Other benchmarks contribute a section each (bench/<name>.ts exporting benchSection).
      // Cast: every bench/<name>.ts of SECTIONS exports benchSection.
      const mod = (await import(join(import.meta.dirname, `${name}.ts`))) as {
        benchSection: () => Promise<string>
      }
      body = await mod.benchSection()
    }
    const cores = availableParallelism()
    // Above one runnable process per core the figures measure the fight for the CPU more than the server: say so beside them.
    const busy =
      (loadavg()[0] ?? 0) > cores
        ? ` The machine was oversubscribed (load above its ${cores} cores): these figures measure contention for the CPU, not the server's own speed; compare runs only at similar load.`
        : ''
    sections.set(
      name,
      `${body}\n\n_Section run ${started} on ${cores} cores, load average ${load} when it started.${busy}_`,
    )
    // Written after every section: a later section failing keeps what was measured.
    writeReport(sections)
    console.log(sections.get(name))
  }
}

function writeReport(sections: Map<SectionName, string>): void {
  const report = [
    '# Benchmark results',
    '',
    `Written ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}, ${availableParallelism()} cores, Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}. Lighthouse uses its default mobile preset (simulated slow 4G, 4x CPU slowdown). Each section says when it was run and the machine's load average then: the machine is shared, and the load shows in the figures.`,
    '',
    ...SECTIONS.filter((name) => sections.has(name)).map(
      (name) => `${marker(name)}\n${sections.get(name) ?? ''}\n`,
    ),
  ].join('\n')
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(RESULTS, report)
}

await main()
