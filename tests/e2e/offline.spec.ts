import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import {
  loginThroughApi,
  openIn,
  persistedCache,
  storeSession,
  waitForPersistedCache,
  waitForServiceWorker,
} from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'

/**
 * Reloads with the network cut. Chromium's network emulation leaves `navigator.onLine` true in
 * a document loaded while it is offline (the real flag is right on a device with no network),
 * so the emulation is switched off and on again once the page is there.
 */
async function reloadOffline(page: Page): Promise<void> {
  await page.reload()
  await page.context().setOffline(false)
  await page.context().setOffline(true)
}

/** What was read online stays readable with no network, from IndexedDB and the SW. */
test.describe('offline reading', () => {
  test('the member directory opens offline after one online visit', async ({ page, context }) => {
    await openIn(page, 'en', '/members')
    await waitForServiceWorker(page)
    // The first member card, whatever script its name is in (Arabic names come first).
    const firstCard = page.getByRole('main').getByRole('listitem').getByRole('link').first()
    await expect(firstCard).toBeVisible()
    const name = (await firstCard.textContent())!.trim() // a card has text
    await waitForPersistedCache(page, '"queryKey":["members","directory"')

    await context.setOffline(true)
    await reloadOffline(page)
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link').filter({ hasText: name }).first()).toBeVisible()
    await context.setOffline(false)
  })

  test('after one online visit of the home page, a member reads every list, the details of an event and a never-opened upcoming event offline', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000)
    const session = await loginThroughApi(request, demoStaff('member@demo.portal'))
    // The upcoming event furthest away: on no first page, never opened in this browser.
    const upcoming = (await (await request.get('/api/events?upcoming=true&limit=100')).json()) as {
      items: { title_en: string | null; title_ar: string }[]
    }
    const far = upcoming.items.filter((event) => event.title_en).at(-1)
    expect(far).toBeDefined()
    const farTitle = far!.title_en! // the seed has a far event, with an English title

    await storeSession(page, session, 'en')
    await page.goto('/')
    await waitForServiceWorker(page)
    // The background refresh (after load, then idle) fills the persisted cache: every list's
    // first page, all upcoming events, the directory's first page.
    await expect
      .poll(
        async () => {
          const cache = await persistedCache(page)
          return [
            '"posts"',
            '"resources"',
            '"jobs"',
            '["events","offline","upcoming"]',
            '["members","directory"',
          ].every((key) => cache.includes(key))
        },
        { timeout: 30_000 },
      )
      .toBe(true)

    await context.setOffline(true)
    await reloadOffline(page)
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    const cards = page.getByRole('main').getByRole('article')

    await nav.getByRole('link', { name: 'News', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    await expect(cards.first()).toBeVisible()

    await nav.getByRole('link', { name: 'Events', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
    // The heading was just found on the page, so it has text content.
    const firstTitle = (await cards.first().getByRole('heading', { level: 2 }).textContent())!.trim()
    await cards
      .first()
      .getByRole('link', { name: /^Details/ })
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: firstTitle }).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // A search never made online, for an event never opened: answered from the saved upcoming events.
    await page.getByRole('searchbox', { name: 'Search events' }).fill(farTitle)
    const farCard = cards
      .filter({ has: page.getByRole('heading', { level: 2, name: farTitle, exact: true }) })
      .first()
    await expect(farCard).toBeVisible()
    await farCard.getByRole('link', { name: /^Details/ }).click()
    await expect(dialog.getByRole('heading', { name: farTitle }).first()).toBeVisible()
    await page.keyboard.press('Escape')

    await nav.getByRole('link', { name: 'Resources', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
    await expect(cards.first()).toBeVisible()

    await nav.getByRole('link', { name: 'Jobs', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Jobs/ })).toBeVisible()
    await expect(cards.first()).toBeVisible()

    await nav.getByRole('link', { name: 'Members', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('listitem').getByRole('link').first()).toBeVisible()
    await context.setOffline(false)
  })

  test('the service worker saves every screen: one never opened online opens offline', async ({
    page,
    context,
  }) => {
    await openIn(page, 'en', '/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Members', exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible()
    await context.setOffline(false)
  })

  test('online, the worker hands navigations to the server: `/` comes rendered, not the shell document', async ({
    page,
  }) => {
    await openIn(page, 'en', '/')
    await waitForServiceWorker(page)
    const answer = await page.reload()
    expect(answer?.fromServiceWorker()).toBe(true)
    expect(await answer?.text()).toContain('id="home-title"')
  })

  test('the offline banner comes and goes with the connection, and can be dismissed', async ({
    page,
    context,
  }) => {
    await openIn(page, 'ar', '/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: 'أنت غير متصل بالإنترنت' })).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: 'أنت غير متصل بالإنترنت' })).toHaveCount(0)

    // Dismissed, it stays away while offline; losing the connection again brings it back.
    await context.setOffline(true)
    const banner = page.getByRole('status').filter({ hasText: 'أنت غير متصل بالإنترنت' })
    await banner.getByRole('button', { name: 'إغلاق الإشعار' }).click()
    await expect(banner).toHaveCount(0)
    await context.setOffline(false)
    await context.setOffline(true)
    await expect(banner).toBeVisible()
    await context.setOffline(false)
  })
})
