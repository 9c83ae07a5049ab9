import { expect, test, type Page } from '@playwright/test'
import { APP_SCRIPTS, cspRefusals, layoutShiftTotal, recordLayoutShifts, storeLanguage } from '../support/e2e'

/**
 * The /news shell paints the first card's picture in its splash (server/shell-splash.ts), before
 * any script has run: on a phone, in both languages, it sits exactly where the app's first card
 * shows the same copy, so the app replacing the splash moves nothing and the picture, painted
 * once, stays the page's largest paint.
 */
test.describe.configure({ timeout: 120_000 })
const COLD = { timeout: 30_000 }

interface Placed {
  x: number
  y: number
  width: number
  height: number
  src: string
}

/** Where a loaded picture is drawn, and which copy it shows. */
async function placed(page: Page, selector: string): Promise<Placed> {
  const picture = page.locator(selector)
  await expect(picture).toBeVisible(COLD)
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), COLD).toBe(true)
  // The text above it in its final face: the picture's place is final too.
  await page.evaluate(() => document.fonts.ready)
  return picture.evaluate((img: HTMLImageElement) => {
    const r = img.getBoundingClientRect()
    return { x: r.x, y: r.y, width: r.width, height: r.height, src: new URL(img.currentSrc).pathname + new URL(img.currentSrc).search }
  })
}

for (const lang of ['ar', 'en'] as const) {
  for (const width of [360, 412]) {
    test(`${lang} at ${width} px: the splash's picture is where the first card's is, the same copy`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' })
      const page = await context.newPage()
      const refused = cspRefusals(page)
      await storeLanguage(page, lang)

      // No script file arrives: what shows is the server's page alone.
      await page.route(APP_SCRIPTS, (route) => route.abort())
      await page.goto('/news')
      await expect(page.getByText(lang === 'ar' ? 'الأخبار' : 'News', { exact: true })).toBeVisible()
      const splash = await placed(page, '.splash:not([hidden]) .splash-card-media')
      expect(refused).toEqual([])

      await page.unroute(APP_SCRIPTS)
      await page.goto('/news')
      await expect(page.getByRole('heading', { level: 1, name: lang === 'ar' ? 'الأخبار' : 'News' })).toBeVisible(COLD)
      const card = await placed(page, 'main article >> nth=0 >> img')
      expect(card.src).toBe(splash.src)
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(card[key], key).toBeCloseTo(splash[key], 1)
      await context.close()
    })
  }
}

test('a first visit in Arabic on a phone: the splash picture is the largest paint, and nothing shifts when the app takes over', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const lcp: string[] = []
    Object.assign(window, { __lcp: lcp })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if ('element' in entry && entry.element instanceof Element) lcp.push(entry.element.className)
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await recordLayoutShifts(page)
  await page.goto('/news')
  await expect(page.getByRole('heading', { level: 1, name: 'الأخبار' })).toBeVisible(COLD)
  await expect(page.locator('main article').first().locator('img')).toBeVisible()
  // Every card of the first page is there (the list renders a screenful per task).
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, COLD)
  const lcp = await page.evaluate(() => ('__lcp' in window && Array.isArray(window.__lcp) ? window.__lcp.map(String) : []))
  expect(lcp.at(-1)).toBe('splash-card-media')
  expect(await layoutShiftTotal(page)).toBe(0)
  await context.close()
})
