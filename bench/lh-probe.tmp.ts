import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
const base = process.env.BASE ?? 'http://127.0.0.1:4760'
const paths = (process.env.PATHS ?? '/').split(',')
const lang = process.env.LANG_ ?? 'ar'
for (const path of paths) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] })
  try {
    if (lang !== 'ar') {
      const b = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const ctx = b.contexts()[0] ?? (await b.newContext())
      const p = await ctx.newPage(); await p.goto(base + '/api/health/live'); await p.evaluate(`localStorage.setItem('lang','en')`); await p.close(); await b.close()
    }
    const r = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, lang !== 'ar' ? { extends: 'lighthouse:default', settings: { disableStorageReset: true } } : undefined)
    if (!r) throw new Error('none')
    const a = r.lhr.audits
    const n = (id: string) => Math.round(a[id]?.numericValue ?? NaN)
    console.log(`${path} ${lang}: LCP ${n('largest-contentful-paint')} FCP ${n('first-contentful-paint')} TBT ${n('total-blocking-time')} CLS ${(a['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)} TTI ${n('interactive')}`)
    const lt = (a['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? []
    console.log('  long tasks:', lt.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url.replace(/^.*\//, '')}`).join(' | '))
    const lcpb = (a['lcp-breakdown-insight'] ?? a['largest-contentful-paint-element'])?.details
    if (process.env.V) console.log(JSON.stringify(lcpb).slice(0, 1500))
    const mt = (a['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? []
    console.log('  main thread:', mt.map((t) => `${t.groupLabel} ${Math.round(t.duration)}`).join(', '))
  } finally {
    chrome.kill()
  }
}
