import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { layoutShiftTotal, openIn, recordLayoutShifts, waitForServiceWorker } from '../support/e2e'

/**
 * The self-hosted web font (IBM Plex Sans Arabic with its Latin letters): the text of the page
 * is drawn with it in Arabic and in English, only the active language's regular face is
 * preloaded, and after one visit it is drawn with it offline too (precached by the service worker).
 */
test.use({ viewport: { width: 360, height: 800 } })
// Cold first visits (no service worker yet) on a busy shared machine: generous limits, no timing asserted.
test.describe.configure({ timeout: 120_000 })
const COLD = { timeout: 30_000 }

const FAMILY = 'IBM Plex Sans Arabic'

/** The fonts Chromium actually drew an element's text with (not just what CSS asks for). */
async function drawnFonts(
  page: Page,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts
}

/** The font files the page preloads. */
const preloadedFonts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  )

async function expectDrawnInPlex(page: Page, selector: string) {
  await page.evaluate(() => document.fonts.ready)
  await expect
    .poll(async () => (await drawnFonts(page, selector)).map((f) => f.familyName), COLD)
    .toEqual([FAMILY])
  expect((await drawnFonts(page, selector))[0]?.isCustomFont).toBe(true)
}

test('Arabic: the heading and text are drawn in the web font; only the Arabic face is preloaded', async ({
  page,
}) => {
  await page.goto('/news')
  const heading = page.getByRole('heading', { level: 1, name: 'الأخبار' })
  await expect(heading).toBeVisible(COLD)
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"IBM Plex Sans Arabic"/)
  await expectDrawnInPlex(page, 'main h1')
  await expectDrawnInPlex(page, 'main p')
  expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`, 'الأخبار'), FAMILY)).toBe(
    true,
  )
  const preloads = await preloadedFonts(page)
  expect(preloads).toHaveLength(1)
  expect(preloads[0]).toMatch(/^\/assets\/ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/)
  // The preload is the very file the stylesheet uses: downloaded once, not twice. (The
  // stylesheet's request for it may be listed again, answered by the cache: nothing transferred.)
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e instanceof PerformanceResourceTiming && e.transferSize > 0)
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.woff2')),
  )
  expect(fetched.filter((p) => p === preloads[0])).toHaveLength(1)
})

test('English (the stored choice): drawn in the web font; only the Latin face is preloaded', async ({
  page,
}) => {
  await openIn(page, 'en', '/news')
  const heading = page.getByRole('heading', { level: 1, name: 'News' })
  await expect(heading).toBeVisible(COLD)
  await expectDrawnInPlex(page, 'main h1')
  await expectDrawnInPlex(page, 'main p')
  const preloads = await preloadedFonts(page)
  expect(preloads).toHaveLength(1)
  expect(preloads[0]).toMatch(/^\/assets\/ibm-plex-sans-arabic-latin-400-normal-[\w-]+\.woff2$/)
})

test('after one visit the fonts are precached and the page is drawn in them offline', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(COLD)
  await waitForServiceWorker(page)
  // Every face of the stylesheet is in the precache, not only those this page used.
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    return urls.filter((url) => url.endsWith('.woff2')).map((url) => url.replace(/-[\w-]{8}\.woff2$/, ''))
  })
  expect(cached.sort()).toEqual(
    ['arabic-400', 'arabic-700', 'latin-400', 'latin-700'].map(
      (face) => `/assets/ibm-plex-sans-arabic-${face}-normal`,
    ),
  )

  await context.setOffline(true)
  await page.goto('/journal')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(COLD)
  await expectDrawnInPlex(page, 'main h1')
  await expectDrawnInPlex(page, 'main p')
  await context.setOffline(false)
})

test('a list reserves its place before its answer: the results replace the placeholder, nothing above them moves', async ({
  page,
}) => {
  // Holds the featured strip's answer so the placeholder is seen, then lets it through.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/resources?featured=true*', async (route) => {
    await held
    await route.continue()
  })
  // The server renders /resources with its answers: the placeholder is what a navigation in the app shows.
  await recordLayoutShifts(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'القائمة' }).click()
  await page.getByRole('navigation', { name: 'قائمة الجوال' }).getByRole('link', { name: 'الموارد' }).click()
  const placeholder = page.getByRole('status').filter({ hasText: 'جارٍ التحميل' })
  await expect(placeholder).toBeVisible(COLD)
  const toolbar = page.getByRole('searchbox')
  const before = await toolbar.boundingBox()
  // While the strip is held the list waits too: the results and the strip come together.
  await expect(page.getByRole('heading', { name: 'موارد مميزة' })).toHaveCount(0)
  // What moved before the strip arrived is the first screen's business (other tests); from here on nothing may move.
  const shiftedBefore = await layoutShiftTotal(page)
  release()
  await expect(page.getByRole('heading', { name: 'موارد مميزة' })).toBeVisible(COLD)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  expect(await toolbar.boundingBox()).toEqual(before)
  expect(await layoutShiftTotal(page)).toBe(shiftedBefore)
})
