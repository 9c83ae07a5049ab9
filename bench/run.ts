/**
 * `npm run bench`: builds the app into dist-bench, starts the real server on a fresh data
 * folder with demo content, measures it, and writes bench/results/latest.md.
 * Targets (docs/decisions/005-first-visit-budget.md) for `/`: first-visit JS ≤ 150 KB gzip, LCP ≤ 1.5 s, TBT ≤ 100 ms,
 * CLS ≤ 0.02, accessibility 100. Further benchmarks (bench/*.ts exporting a `benchSection`)
 * add their own sections.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { firstVisitBytes, lighthouseMedian } from './web'

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
    const bytes = await firstVisitBytes(base, '/')
    const lh = await lighthouseMedian(`${base}/`, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))
    sections.push(
      [
        '## `/` on a first visit',
        '',
        '| measure | value | target | |',
        '|---|---|---|---|',
        `| JavaScript downloaded (gzip) | ${kb(bytes.jsGzip)} in ${bytes.jsFiles} files | ≤ 150 KB | ${verdict(bytes.jsGzip <= 150 * 1024)} |`,
        `| CSS downloaded (gzip) | ${kb(bytes.cssGzip)} in ${bytes.cssFiles} files | | |`,
        `| Lighthouse performance (mobile, median of ${lh.runs}) | ${lh.performance} | | |`,
        `| Lighthouse accessibility | ${lh.accessibility} | 100 | ${verdict(lh.accessibility === 100)} |`,
        `| Lighthouse best practices | ${lh.bestPractices} | | |`,
        `| LCP | ${Math.round(lh.lcpMs)} ms | ≤ 1500 ms | ${verdict(lh.lcpMs <= 1500)} |`,
        `| TBT | ${Math.round(lh.tbtMs)} ms | ≤ 100 ms | ${verdict(lh.tbtMs <= 100)} |`,
        `| CLS | ${lh.cls.toFixed(3)} | ≤ 0.02 | ${verdict(lh.cls <= 0.02)} |`,
      ].join('\n'),
    )
  } finally {
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }

  // Other benchmarks contribute a section each when present.
  for (const name of ['directory', 'offline']) {
    const file = join(import.meta.dirname, `${name}.ts`)
    if (!existsSync(file)) continue
    const mod = (await import(file)) as { benchSection?: () => Promise<string> } // each bench file may export benchSection; checked before it is called
    if (mod.benchSection) sections.push(await mod.benchSection())
  }

  const report = [
    '# Benchmark results',
    '',
    `Run ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}, Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}. Lighthouse uses its default mobile preset (simulated slow 4G, 4x CPU slowdown).`,
    '',
    ...sections.map((s) => s + '\n'),
  ].join('\n')
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/latest.md', report)
  console.log(report)
}

await main()
