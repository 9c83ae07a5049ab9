// `npm run screenshots`: renders the web manifests' screenshots (public/screenshots/home-<form factor>-<language>.png)
// from the real app, with Debian's Chromium, against a running server with the demo content:
//   SCREENSHOT_URL=http://127.0.0.1:8080 npm run screenshots
// The outputs are committed; the sizes and paths come from src/app/web-manifest.ts.
import { existsSync, mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { SCREENSHOTS, screenshotPath } from '../src/app/web-manifest.ts'

const base = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:8080'
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const usage =
  'usage: start the portal with its demo content (npm start), then SCREENSHOT_URL=http://127.0.0.1:8080 npm run screenshots'
// What the command needs is said in one line, not a browser's stack trace.
if (!existsSync(executablePath)) {
  console.error(`screenshots: no Chromium at ${executablePath} (set CHROMIUM_PATH). ${usage}`)
  process.exit(1)
}
const live = await fetch(new URL('/api/health/live', base)).then(
  (response) => response.ok,
  () => false,
)
if (!live) {
  console.error(`screenshots: no portal answers at ${base}. ${usage}`)
  process.exit(1)
}
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
mkdirSync('public/screenshots', { recursive: true })
try {
  for (const locale of ['ar', 'en']) {
    for (const { formFactor, width, height } of SCREENSHOTS) {
      // No service worker: its "available offline" notice would sit in the picture.
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
        baseURL: base,
      })
      await context.addInitScript((lang) => localStorage.setItem('lang', lang), locale)
      const page = await context.newPage()
      const stats = page.waitForResponse((response) => response.url().endsWith('/api/home/stats'))
      await page.goto('/', { waitUntil: 'networkidle' })
      await stats
      await page.waitForFunction((lang) => document.documentElement.lang === lang, locale)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.evaluate(() => document.fonts.ready)
      // The counters count up for two seconds once in view: picture their final numbers.
      await page.waitForTimeout(2500)
      const file = `public${screenshotPath(locale, formFactor)}`
      await page.screenshot({ path: file })
      console.log(`${file} (${width}x${height})`)
      await context.close()
    }
  }
} finally {
  await browser.close()
}
