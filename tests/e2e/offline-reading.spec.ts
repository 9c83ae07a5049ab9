import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import {
  axeViolations,
  loginThroughApi,
  openIn,
  storeSession,
  waitForPersistedCache,
  waitForServiceWorker,
} from '../support/e2e'
import { demoStaff, type Account } from '../support/e2e-accounts'

interface ListAnswer {
  items: { id: number; title_en: string; title_ar: string }[]
  total: number
}

/**
 * "Ready for offline" and "Offline experience": one online visit to the home page is
 * enough — the background refresh saves the first page of every list and every upcoming
 * event — then, with the network cut, lists, dialogs, search and filters work over what was
 * saved, and actions that need the network say so.
 */
/** Client-side, as a visitor taps the menu (a page load under Playwright's offline emulation reports navigator.onLine true). */
async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').first().getByRole('link', { name, exact: true }).click()
}

/** Signs in through the API; staff reach every screen without completing a profile. */
async function signInAs(page: Page, account: Account): Promise<void> {
  await storeSession(page, {
    ...(await loginThroughApi(page.request, account)),
    must_complete_profile: false,
  })
}

async function visitHomeAndLetThePrefetchRun(page: Page, lang: 'ar' | 'en'): Promise<void> {
  const upcoming = page.waitForResponse(
    (response) => /\/api\/events\?.*upcoming=true.*limit=100/.test(response.url()),
    { timeout: 25_000 },
  )
  await openIn(page, lang, '/')
  await waitForServiceWorker(page)
  await upcoming
  await page
    .waitForResponse((response) => /\/api\/jobs\?/.test(response.url()), { timeout: 10_000 })
    .catch(() => undefined)
  // Everything the prefetch fetched is saved, the lists as well as the upcoming events.
  for (const key of [
    '["events","offline","upcoming"]',
    '["posts","news"',
    '["resources","list"',
    '["jobs","list"',
  ])
    await waitForPersistedCache(page, `"queryKey":${key}`)
}

test.describe('offline reading after one visit to the home page', () => {
  test.describe.configure({ timeout: 90_000 })

  test('events: the list, a never-opened upcoming event found by search, its details, last updated', async ({
    page,
    context,
  }) => {
    const upcoming = (await (
      await page.request.get('/api/events?upcoming=true&limit=100')
    ).json()) as ListAnswer // the API's answer; a different shape fails the assertions that follow
    expect(upcoming.total).toBeGreaterThan(9)
    // The last upcoming event is on no first page and was never opened.
    const target = upcoming.items[upcoming.items.length - 1]!

    await visitHomeAndLetThePrefetchRun(page, 'en')
    await context.setOffline(true)
    await openFromMenu(page, 'Events')
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(9)
    await expect(page.getByRole('main').getByText(/^Updated /)).toBeVisible()
    // Registering is on another site: offline it says so instead of opening a tab that fails.
    const popups: unknown[] = []
    page.on('popup', (popup) => popups.push(popup))
    await page
      .getByRole('link', { name: /^Register: / })
      .first()
      .click()
    await expect(
      page.getByText('Registering needs an internet connection. Try again when you are online.'),
    ).toBeVisible()
    expect(popups).toHaveLength(0)

    // Page 2 was never fetched: it comes from the saved upcoming events.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText("Showing saved results — you're offline")).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('searchbox', { name: 'Search events' }).fill(target.title_en)
    await expect(page).toHaveURL(/search=/)
    await expect(page.getByText("Showing saved results — you're offline")).toBeVisible()
    const card = page.getByRole('main').getByRole('article').filter({ hasText: target.title_en })
    await expect(card).toHaveCount(1)
    await card.getByRole('link', { name: /^Details/ }).click()
    const dialog = page.getByRole('dialog', { name: target.title_en })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(/^Updated /)).toBeVisible()
    await expect(dialog.getByText('Date', { exact: true })).toBeVisible()
    await context.setOffline(false)
  })

  test('a shared event link opened with no network (a fresh page load) finds the saved event', async ({
    page,
    context,
  }) => {
    const upcoming = (await (
      await page.request.get('/api/events?upcoming=true&limit=100')
    ).json()) as ListAnswer // the API's answer; a different shape fails the assertions that follow
    const target = upcoming.items[upcoming.items.length - 1]! // the seed has upcoming events
    await visitHomeAndLetThePrefetchRun(page, 'en')
    await context.setOffline(true)
    // The dialog's Share link: the event's own address. Never opened on this device, it is
    // read from the saved upcoming events (a list), as the event's own page.
    await page.goto(`/events/${target.id}`)
    const view = page.getByRole('main').getByRole('article', { name: target.title_en })
    await expect(view.getByText('Date', { exact: true })).toBeVisible()
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Events' }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
    await context.setOffline(false)
  })

  test('news, resources and jobs open offline; filters over saved items say so', async ({
    page,
    context,
  }) => {
    await visitHomeAndLetThePrefetchRun(page, 'en')
    await context.setOffline(true)

    await openFromMenu(page, 'News')
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12)
    await expect(page.getByText("Showing saved results — you're offline")).toHaveCount(0)
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Research' }).click()
    await expect(page.getByText("Showing saved results — you're offline")).toBeVisible()
    const research = page.getByRole('main').getByRole('article')
    await expect(research.first()).toBeVisible()
    for (const badge of await research.getByText('Research', { exact: true }).all())
      await expect(badge).toBeVisible()
    await research
      .first()
      .getByRole('link', { name: /^Read More/ })
      .click()
    await expect(page.getByRole('dialog').getByText(/^Updated /)).toBeVisible()
    await page.keyboard.press('Escape')

    await openFromMenu(page, 'Resources')
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await expect(
      page
        .getByRole('main')
        .getByText(/^Updated /)
        .first(),
    ).toBeVisible()
    // A download not saved on the device needs the network, and says so.
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Download/ })
      .first()
      .click()
    await expect(
      page.getByText('Downloading needs an internet connection. Try again when you are online.'),
    ).toBeVisible()

    await openFromMenu(page, 'Jobs')
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('zzqqxx-nothing')
    await expect(page.getByText("Showing saved results — you're offline")).toBeVisible()
    await expect(page.getByText('No results found')).toBeVisible()
    await context.setOffline(false)
  })

  test('Arabic: searching saved events folds Arabic letters offline', async ({ page, context }) => {
    const upcoming = (await (
      await page.request.get('/api/events?upcoming=true&limit=100')
    ).json()) as ListAnswer // the API's answer; a different shape fails the assertions that follow
    const target = upcoming.items.find((event) => /[ةأإآى]/.test(event.title_ar))
    expect(target, 'the seed has an upcoming event whose Arabic title has a foldable letter').toBeDefined()
    await visitHomeAndLetThePrefetchRun(page, 'ar')
    await context.setOffline(true)
    await openFromMenu(page, 'الفعاليات')
    await expect(page.getByRole('heading', { level: 1, name: 'الفعاليات' })).toBeVisible()
    // Another alef or taa marbuta than the title's still finds it, as on the server.
    const word = target!.title_ar.split(' ').find((w) => /[ةأإآى]/.test(w) && w.length >= 3)!
    const typed = word.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي')
    await page.getByRole('searchbox').first().fill(typed)
    await expect(page.getByText('نتائج محفوظة على هذا الجهاز — أنت غير متصل')).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('article').filter({ hasText: target!.title_ar }),
    ).toHaveCount(1) // set above, before going offline
    await context.setOffline(false)
  })

  test('a resource file saved for offline downloads from the device with no network', async ({
    page,
    context,
  }) => {
    await signInAs(page, demoStaff('editor@demo.portal'))
    await openIn(page, 'en', '/resources?file_type=pdf')
    const card = page.getByRole('main').getByRole('article').first()
    await card.getByRole('link', { name: /^Details/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /^Save for offline/ }).click()
    await expect(dialog.getByRole('button', { name: /^Saved for offline/ })).toBeVisible({ timeout: 15_000 })

    await context.setOffline(true)
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: /^Download/ }).click()
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
    await expect(
      page.getByText('Downloading needs an internet connection. Try again when you are online.'),
    ).toHaveCount(0)
    await context.setOffline(false)
  })

  test('directory: saved search over the first page, a profile never opened says it is not saved', async ({
    page,
    context,
  }) => {
    await signInAs(page, demoStaff('editor@demo.portal'))
    const directory = page.waitForResponse((response) => /\/api\/members\/directory\?/.test(response.url()), {
      timeout: 25_000,
    })
    await visitHomeAndLetThePrefetchRun(page, 'en')
    await directory
    await waitForPersistedCache(page, '"queryKey":["members","directory"')

    await context.setOffline(true)
    await page.locator('a[href="/members"]').first().dispatchEvent('click')
    await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible()
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByRole('main').getByText(/^Updated /)).toBeVisible()
    const name = (await cards.nth(1).getByRole('heading').textContent())!.trim() // a card's heading has text
    const word = name
      .split(/\s+/)
      .filter((part) => part.length >= 4)
      .pop()! // seeded names have a part of four letters or more
    await page.getByRole('searchbox', { name: 'Search' }).fill(word)
    await expect(page.getByText("Showing saved results — you're offline")).toBeVisible()
    const found = page.getByRole('main').getByRole('link').filter({ hasText: name })
    await expect(found.first()).toBeVisible()
    await found.first().click()
    await expect(
      page.getByText('This profile is not saved on this device. Open it again when you are online.'),
    ).toBeVisible()
    await context.setOffline(false)
  })

  test('login and register offline say they need a connection and keep what was typed', async ({
    page,
    context,
  }) => {
    await openIn(page, 'en', '/login')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await page.getByLabel('Email').fill('member@demo.portal')
    await page.getByLabel('Password').fill('typed-while-offline')
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click()
    await expect(
      page.getByText('You are offline. Please try again when you are connected.').first(),
    ).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('member@demo.portal')
    await expect(page.getByLabel('Password')).toHaveValue('typed-while-offline')

    await page
      .getByRole('navigation', { name: 'Login or register' })
      .getByRole('link', { name: 'Register' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    await page.getByLabel('Full name in English').fill('Dr. New Member')
    await page.getByLabel('Email').fill('new.member@example.org')
    await page.getByLabel('Password').fill('A-long-enough-password-1')
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'You are offline. Please try again when you are connected.' }),
    ).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('new.member@example.org')
    await expect(page.getByLabel('Full name in English')).toHaveValue('Dr. New Member')
    await context.setOffline(false)
  })
})
