/**
 * `npm run bench`: builds the app into dist-bench, starts the real server on a fresh data
 * folder with demo content, measures it, and writes bench/results/latest.md.
 * The budgets each section reads against, and what they measure: docs/performance.md.
 * Further benchmarks (bench/*.ts exporting a `benchSection`) add their own sections.
 *
 * Names run only those sections, e.g. `npm run bench -- mixed directory` (or BENCH_ONLY=mixed):
 * their sections in bench/results/latest.md are replaced and the others kept.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { spawnServer } from '../tests/support/spawn-server'
import { buildForBench, PAGES, TARGET as BUDGET } from './ssr'
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
  'notifications',
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

/** The budgets of decision 341 these sections read Lighthouse against; control and hydration CPU are the `ssr` and `sw` sections'. */
const TARGET = { contentMs: BUDGET.contentMs, jsGzip: BUDGET.jsGzip, htmlGzip: BUDGET.htmlGzip, cls: 0.02 }
/** The pages the content budget names; the others are measured beside them. */
const CONTENT_PAGES = new Set(PAGES.map((page) => page.path))

async function webSection(): Promise<string> {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildForBench('dist-bench')
  const server = await spawnServer({ port, staticDir: 'dist-bench', env: { SEED: 'demo' } })
  const base = server.url
  const home = PAGES.find((page) => page.path === '/')
  try {
    const bytes = await firstVisitBytes(base, '/', home?.selector ?? 'main h1')
    const lh = await lighthouseMedian(`${base}/`, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))
    return [
      '## `/` on a first visit',
      '',
      `Bytes: one visit at the host's full speed, no service worker, until ${home?.what ?? "the page's heading"} is visible and the app has hydrated the page (\`html[data-app-ready]\`), each file at its gzip size (level 9). Times: Lighthouse's mobile preset, whose simulated phone is the budgets' (150 ms round trip, 1.6 Mbit/s, 4× CPU); its LCP element is the page's own content. A service worker's control and hydration's CPU time are measured on the phone by the \`ssr\` and \`sw\` sections.`,
      '',
      '| measure | value | target | |',
      '|---|---|---|---|',
      `| JavaScript before the page is interactive (gzip) | ${kb(bytes.jsGzipBeforeReady)} in ${bytes.jsFilesBeforeReady} files | ≤ ${kb(TARGET.jsGzip)} | ${verdict(bytes.jsGzipBeforeReady <= TARGET.jsGzip)} |`,
      // The whole visit also counts what the page requests once interactive (the persisted cache, lower sections).
      `| JavaScript downloaded in all (gzip) | ${kb(bytes.jsGzip)} in ${bytes.jsFiles} files | | |`,
      `| HTML (gzip) | ${kb(bytes.htmlGzip)} | ≤ ${kb(TARGET.htmlGzip)} | ${verdict(bytes.htmlGzip <= TARGET.htmlGzip)} |`,
      `| CSS downloaded (gzip) | ${kb(bytes.cssGzip)} in ${bytes.cssFiles} files | | |`,
      `| fonts (as sent) | ${kb(bytes.fontBytes)} in ${bytes.fontFiles} files | | |`,
      `| the page's own content visible (Lighthouse LCP, median of ${lh.runs}) | ${Math.round(lh.lcpMs)} ms (\`${lh.lcpElement || 'unknown'}\`) | ≤ ${TARGET.contentMs} ms | ${verdict(lh.lcpMs <= TARGET.contentMs)} |`,
      `| blocking time on CPU time (the main thread's own work) | ${Math.round(lh.cpuBlockingMs)} ms | reported | |`,
      `| Lighthouse TBT (wall time, for information) | ${Math.round(lh.tbtMs)} ms | | |`,
      `| CLS | ${lh.cls.toFixed(3)} | ≤ ${TARGET.cls} | ${verdict(lh.cls <= TARGET.cls)} |`,
      `| Lighthouse accessibility | ${lh.accessibility} | 100 | ${verdict(lh.accessibility === 100)} |`,
      `| Lighthouse performance | ${lh.performance} | | |`,
      `| Lighthouse best practices | ${lh.bestPractices} | | |`,
      `| host speed (Lighthouse BenchmarkIndex) | ${Math.round(lh.benchmarkIndex)} | | |`,
    ].join('\n')
  } finally {
    await server.stop()
  }
}

/** The public pages measured in both languages, and the targets each must meet. */
const PUBLIC_PAGES = ['/', '/news', '/events', '/resources', '/jobs', '/members', '/journal'] as const
const LANGUAGES: readonly { code: BenchLanguage; name: string }[] = [
  { code: 'ar', name: 'Arabic (default)' },
  { code: 'en', name: 'English (`lang` cookie)' },
]

/**
 * The host's floor: a page with one heading and one sentence, no script, no stylesheet and no
 * font, served by the same server beside the built app and measured the same way. What
 * Lighthouse gives it is what this machine adds to any page (decision 305).
 */
const FLOOR_PAGE = '/bench-floor.html'
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>Floor</h1><p>A page with no script, no stylesheet and no font.</p></body></html>\n'

/** A row's measured cells around its verdict: content (LCP), blocking on CPU time, CLS, accessibility | verdict | Lighthouse's TBT and performance, host speed. */
function resultCells(lh: Awaited<ReturnType<typeof lighthouseMedian>>, verdictCell: string): string {
  return `${Math.round(lh.lcpMs)} ms | ${Math.round(lh.cpuBlockingMs)} ms | ${lh.cls.toFixed(3)} | ${lh.accessibility} | ${verdictCell} | ${Math.round(lh.tbtMs)} ms | ${lh.performance} | ${Math.round(lh.benchmarkIndex)}`
}

/** Lighthouse mobile, median of 3, on every public page in both languages (the Arabic-first targets). */
async function pagesSection(): Promise<string> {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildForBench('dist-bench')
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
        // The content budget names five pages; every page keeps its layout still and is accessible.
        const contentMet = !CONTENT_PAGES.has(path) || lh.lcpMs <= TARGET.contentMs
        const met = contentMet && lh.cls <= TARGET.cls && lh.accessibility === 100
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
    `Lighthouse mobile preset, median of ${lighthouseRuns} runs per page, each in a fresh profile (a first visit; English is the reader's choice, \`lang\` in localStorage and its cookie, so the server renders English), after one unmeasured Lighthouse run of the page that warms the server (an image's smaller copies are made on their first request). Its simulated phone is the budgets' (150 ms round trip, 1.6 Mbit/s, 4× CPU). Targets (decision 341): the page's own content visible (Lighthouse's LCP, whose element is that content) ≤ ${TARGET.contentMs} ms on ${[...CONTENT_PAGES].map((path) => `\`${path}\``).join(', ')}; on every page CLS ≤ ${TARGET.cls} and accessibility 100. A service worker's control, hydration's CPU time and the bytes are the \`ssr\`, \`sw\`, \`web\` and \`startup\` sections'.`,
    '',
    "The first row measures the host, not the app: a page with one heading and one sentence, no script, no stylesheet and no font, served by the same server. *Blocking on CPU time* is TBT's sum over the same trace's main-thread tasks from the first contentful paint on, each task's CPU time × 4 − 50 ms (decision 305): the app's own work whatever the host's load, reported per page without a budget. Lighthouse's TBT takes each task's wall time × 4, which on this 2-core host counts the wait for a core (the floor reads 113–260 ms with no script): it stays for information, without a verdict (decision 341). *Host speed* is Lighthouse's BenchmarkIndex of the run (median); its 4× slowdown assumes 1,500–2,000, a high-end desktop.",
    '',
    '| page | language | content visible (LCP) | blocking on CPU time | CLS | accessibility | targets | Lighthouse TBT | performance | host speed |',
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
