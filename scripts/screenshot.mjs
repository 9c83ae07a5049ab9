import { chromium } from 'playwright-core'
const [url, out, width = '390', lang = 'ar'] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } })
page.on('console', (m) => console.log('console:', m.type(), m.text()))
page.on('pageerror', (e) => console.log('pageerror:', e.message))
await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: true })
await browser.close()
