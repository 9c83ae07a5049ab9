import { expect, test, type Page } from '@playwright/test'
import { persistedCache } from '../support/e2e'

/**
 * A member's very first visit, on a phone, in Arabic: /events, then /news a moment later,
 * and the signal is gone a few seconds after that. The lists opened are saved within about a
 * second of their answers (not a few seconds after `load` at an idle moment, as the first
 * write used to wait), so the next start, offline, shows them.
 */
test.use({ viewport: { width: 360, height: 800 } })
test.describe.configure({ timeout: 90_000 })

const cards = (page: Page) => page.getByRole('main').getByRole('article')

/** The page's clock (ms since it started), so that waits of the test itself do not count. */
const pageNow = (page: Page) => page.evaluate(() => performance.now())

/** Polls the stored cache until it holds `text`; returns the page time it was first seen. */
async function savedAt(page: Page, text: string): Promise<number> {
  let seen = 0
  await expect
    .poll(
      async () => {
        const [cache, now] = await Promise.all([persistedCache(page), pageNow(page)])
        if (cache.includes(text)) seen = now
        return seen > 0
      },
      { timeout: 15_000, intervals: [50] },
    )
    .toBe(true)
  return seen
}

test('a first visit of a few seconds to /events and /news reads offline afterwards', async ({ page, context }) => {
  await page.goto('/events')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(cards(page).first()).toBeVisible()
  const eventsShownAt = await pageNow(page)
  const eventTitles = await cards(page).getByRole('heading').allTextContents()

  // Right away the member opens the news from the menu (client-side, as a phone does).
  await page.getByRole('button', { name: 'القائمة' }).click()
  await page.getByRole('navigation', { name: 'قائمة الجوال' }).getByRole('link', { name: 'الأخبار', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'الأخبار' })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
  const newsShownAt = await pageNow(page)
  expect(newsShownAt - eventsShownAt, 'the news opened within about 1.5 s of the events').toBeLessThan(3000)
  const newsTitles = await cards(page).getByRole('heading').allTextContents()

  // The signal is lost: the API answers no more (the app's own files still load, so the
  // service worker can finish installing, as it would have on the first visit).
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))

  // The first answer is saved within a second (plus the poll and the busy machine's slack),
  // the news at most a second after that (writes are throttled to one a second).
  const eventsSavedAt = await savedAt(page, '"queryKey":["events","list"')
  expect(eventsSavedAt - eventsShownAt).toBeLessThan(2000)
  const newsSavedAt = await savedAt(page, '"queryKey":["posts","news"')
  expect(newsSavedAt - newsShownAt).toBeLessThan(2500)

  // Next start, offline: a new page of the same browser, once the service worker is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await context.setOffline(true)
  const later = await context.newPage()
  await later.goto('/events')
  await expect(later.getByRole('heading', { level: 1, name: 'الفعاليات' })).toBeVisible()
  await expect(cards(later)).toHaveCount(eventTitles.length)
  await expect(cards(later).getByRole('heading')).toHaveText(eventTitles)
  await later.goto('/news')
  await expect(later.getByRole('heading', { level: 1, name: 'الأخبار' })).toBeVisible()
  await expect(cards(later)).toHaveCount(newsTitles.length)
  await expect(cards(later).getByRole('heading')).toHaveText(newsTitles)
})
