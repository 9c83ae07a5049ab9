import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import {
  axeViolations,
  storeLanguage,
  loginThroughApi,
  openIn,
  storeSession,
  waitForPersistedCache,
  waitForServiceWorker,
} from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'

/**
 * An item's details live at their own address (/events/12, /news/3, /resources/5, /jobs/7):
 * opened from their list they show over it and put it in the address; that address opened
 * cold (a reload, a shared link) is the item's own page, Share and the calendar entry carry that address, closing goes back to the
 * list with its search and focus. On a phone the lists' filters sit behind a "Filters" sheet.
 * Arabic first, at 360 px.
 */
const PHONE = { width: 360, height: 800 }

/** Records what the app hands to the system share sheet (a phone's navigator.share). */
async function recordShares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.defineProperty(window, '__shared', { value: shared })
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => (shared.push(data), Promise.resolve()),
      configurable: true,
    })
  })
}

async function sharedUrls(page: Page): Promise<string[]> {
  // A field this test sets on the window itself; the browser types do not declare it.
  return page.evaluate(() =>
    ((window as unknown as { __shared: ShareData[] }).__shared ?? []).map((data) => data.url ?? ''),
  )
}

/** The item id in the address /{list}/{id}. */
function idIn(page: Page, list: string): string {
  const match = new URL(page.url()).pathname.match(new RegExp(`^/${list}/(\\d+)$`))
  expect(match, page.url()).not.toBeNull()
  // Checked just above.
  return match![1]!
}

test.describe('details at their own address', () => {
  test.use({ viewport: PHONE })
  // Long journeys (a dozen page loads each) on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('an event: opened from the list, shared and added to the calendar with its link, closed back to the list, opened cold as its page', async ({
    page,
  }) => {
    await recordShares(page)
    await openIn(page, 'ar', '/events?sort=oldest')
    await expect(page.getByRole('heading', { level: 1, name: 'الفعاليات' })).toBeVisible()
    const card = page.getByRole('main').getByRole('article').first()
    // The heading was just found on the page, so it has text content.
    const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim()
    const opener = card.getByRole('link', { name: /^التفاصيل/ })
    await opener.click()

    await expect(page).toHaveURL(/\/events\/\d+\?sort=oldest$/)
    const id = idIn(page, 'events')
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog.getByText('التاريخ', { exact: true })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // The actions stand one under the other, each at least 44 px tall, inside the screen.
    const actions = [
      dialog.getByRole('button', { name: 'مشاركة' }),
      dialog.getByRole('button', { name: 'أضف إلى التقويم' }),
    ]
    const boxes = await Promise.all(actions.map((action) => action.boundingBox()))
    for (const box of boxes) {
      expect(box).not.toBeNull()
      // The element was just found visible, so it has a bounding box.
      expect(box!.height).toBeGreaterThanOrEqual(44)
      // The element was just found visible, so it has a bounding box.
      expect(box!.x).toBeGreaterThanOrEqual(0)
      // The element was just found visible, so it has a bounding box.
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
    }
    // The dialog has the two actions counted just above.
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y)

    // The dialog has the two actions counted just above.
    await actions[0]!.click()
    await expect.poll(() => sharedUrls(page)).toEqual([new URL(`/events/${id}`, page.url()).href])
    const download = page.waitForEvent('download')
    // The dialog has the two actions counted just above.
    await actions[1]!.click()
    const ics = (await import('node:fs')).readFileSync(await (await download).path(), 'utf8')
    expect(ics).toContain(`URL:${new URL(`/events/${id}`, page.url()).href}`)

    // Closing goes back to the list, its search kept, focus on the opener.
    await dialog.getByRole('button', { name: 'إغلاق' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/events\?sort=oldest$/)
    await expect(opener).toBeFocused()

    // The link opened cold (a reload, a shared link): the event's own page, its breadcrumb back to the list.
    await page.goto(`/events/${id}`)
    await expect(
      page.getByRole('main').getByRole('article', { name: title }).getByText('التاريخ', { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page
      .getByRole('navigation', { name: 'مسار التنقل' })
      .getByRole('link', { name: 'الفعاليات' })
      .click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1, name: 'الفعاليات' })).toBeVisible()
  })

  for (const { list, heading, opener } of [
    { list: 'news', heading: 'الأخبار', opener: /^اقرأ المزيد/ },
    { list: 'resources', heading: 'الموارد', opener: /^التفاصيل/ },
    { list: 'jobs', heading: 'الوظائف', opener: /^التفاصيل/ },
  ]) {
    test(`${list}: the details' address, closed back to the list, opened cold as its page, shared`, async ({
      page,
    }) => {
      await recordShares(page)
      await openIn(page, 'ar', `/${list}`)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const card = page.getByRole('main').getByRole('article').first()
      // The heading was just found on the page, so it has text content.
      const title = (await card.getByRole('heading').first().textContent())!.trim()
      await card.getByRole('link', { name: opener }).click()
      await expect(page).toHaveURL(new RegExp(`/${list}/\\d+$`))
      const id = idIn(page, list)
      await expect(page.getByRole('dialog', { name: title })).toBeVisible()

      await page.keyboard.press('Escape')
      await expect(page).toHaveURL(new RegExp(`/${list}$`))

      // Reloaded cold (a shared link): the item's own page, its breadcrumb back to the list.
      await page.goto(`/${list}/${id}`)
      const view = page.getByRole('main').getByRole('article', { name: title })
      await expect(view).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await view.getByRole('button', { name: 'مشاركة' }).click()
      await expect.poll(() => sharedUrls(page)).toEqual([new URL(`/${list}/${id}`, page.url()).href])
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: heading }).click()
      await expect(page).toHaveURL(new RegExp(`/${list}$`))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    })
  }

  test('a link to an item that does not exist answers 404 with the not-found page, in Arabic and English', async ({
    page,
  }) => {
    await storeLanguage(page, 'ar')
    const answer = await page.goto('/events/424242')
    expect(answer?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await storeLanguage(page, 'en')
    expect((await page.goto('/jobs/424242'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('offline once cached: a job opened online reopens from its own address with no network', async ({
    page,
    context,
  }) => {
    await openIn(page, 'ar', '/jobs')
    await waitForServiceWorker(page)
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^التفاصيل/ })
      .click()
    const id = idIn(page, 'jobs')
    // The heading was just found on the page, so it has text content.
    const title = (await page.getByRole('dialog').getByRole('heading').first().textContent())!.trim()
    await waitForPersistedCache(page, `"queryKey":["jobs","detail",${id}]`)

    await context.setOffline(true)
    await page.goto(`/jobs/${id}`)
    await expect(
      page.getByRole('main').getByRole('article', { name: title }).getByText('جهة العمل', { exact: true }),
    ).toBeVisible()
    await context.setOffline(false)
  })
})

test.describe('filters on a phone', () => {
  test('jobs at 360 px: search first, a Filters sheet with the active count; desktop keeps the inline selects', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await openIn(page, 'ar', '/jobs')
    await expect(page.getByRole('searchbox', { name: 'البحث في الوظائف' })).toBeVisible()
    await expect(page.getByLabel('نوع الوظيفة', { exact: true })).toBeHidden()
    const filters = page.getByRole('button', { name: 'التصفية', exact: true })
    await filters.click()
    const sheet = page.getByRole('dialog', { name: 'التصفية' })
    await sheet.getByLabel('نوع الوظيفة', { exact: true }).selectOption('full-time')
    await expect(page).toHaveURL(/job_type=full-time/)
    expect(await axeViolations(page)).toEqual([])
    await sheet.getByRole('button', { name: 'تطبيق التصفية' }).click()
    await expect(sheet).toBeHidden()
    const counted = page.getByRole('button', { name: 'التصفية (عامل واحد)' })
    await expect(counted).toBeFocused()

    await counted.press('Enter')
    await sheet.getByLabel('الموقع', { exact: true }).selectOption({ label: 'الرياض' })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'التصفية (عاملان)' })).toBeFocused()
    await page.getByRole('button', { name: 'التصفية (عاملان)' }).click()
    await sheet.getByLabel('الخبرة', { exact: true }).selectOption({ index: 1 })
    await sheet.getByRole('button', { name: 'تطبيق التصفية' }).click()
    // Three and more are written in Arabic-Indic digits.
    await page.getByRole('button', { name: 'التصفية (٣ عوامل)' }).click()
    await sheet.getByRole('button', { name: 'مسح عوامل التصفية' }).click()
    await expect(page).not.toHaveURL(/job_type=|location=/)
    await sheet.getByRole('button', { name: 'تطبيق التصفية' }).click()
    await expect(filters).toBeVisible()

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(filters).toBeHidden()
    await expect(page.getByLabel('نوع الوظيفة', { exact: true })).toBeVisible()
  })

  test('the member directory at 360 px: search first, the Filters sheet with its count', async ({ page }) => {
    const session = await loginThroughApi(page.request, demoStaff('cme@demo.portal'))
    await page.setViewportSize(PHONE)
    await storeSession(page, { ...session, must_complete_profile: false })
    await openIn(page, 'ar', '/members')
    await expect(page.getByRole('searchbox')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'المدينة' })).toBeHidden()
    await page.getByRole('button', { name: 'التصفية', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'التصفية' })
    const city = sheet.getByRole('combobox', { name: 'المدينة' })
    await city.selectOption({ index: 1 })
    const specialty = sheet.getByRole('combobox', { name: 'التخصص' })
    await specialty.selectOption({ index: 1 })
    await expect(page).toHaveURL(/city=.*specialty=|specialty=.*city=/)
    expect(await axeViolations(page)).toEqual([])
    await sheet.getByRole('button', { name: 'تطبيق التصفية' }).click()
    await expect(page.getByRole('button', { name: 'التصفية (عاملان)' })).toBeFocused()
  })
})
