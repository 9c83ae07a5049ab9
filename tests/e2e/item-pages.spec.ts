import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/test'
import { axeViolations, openIn, pageErrors, storeLanguage } from '../support/e2e'

/**
 * An item's own address opened directly (the server's render, a reload, a shared link, a link
 * from another page) is a page of its own: the item's title as the page's heading, its whole
 * content, a breadcrumb back to its list, no list behind it — with JavaScript and without.
 * Opened from its list, the item is still the dialog over the list. The tab's title follows
 * every navigation. Arabic first, at 360 px.
 */
const PHONE = { width: 360, height: 800 }

const LISTS = [
  { list: 'news', api: '/api/posts?type=news&limit=1', heading: 'الأخبار', opener: /^اقرأ المزيد/ },
  { list: 'events', api: '/api/events?limit=1&sort=oldest', heading: 'الفعاليات', opener: /^التفاصيل/ },
  { list: 'resources', api: '/api/resources?limit=1', heading: 'الموارد', opener: /^التفاصيل/ },
  { list: 'jobs', api: '/api/jobs?limit=1', heading: 'الوظائف', opener: /^التفاصيل/ },
] as const

interface Item {
  id: number
  title_ar: string
  title_en: string
  registration_mode?: string
}

async function firstItem(request: APIRequestContext, api: string): Promise<Item> {
  // A public list's answer ({ items }); a different shape fails the assertions that follow.
  const item = ((await (await request.get(api)).json()) as { items: Item[] }).items[0]
  expect(item, api).toBeDefined()
  // Checked just above.
  return item!
}

test.describe('an item opened at its own address', () => {
  test.use({ viewport: PHONE })

  for (const { list, api, heading } of LISTS) {
    test(`${list}: a page of its own, hydrated without a warning, its breadcrumb back to the list`, async ({
      page,
    }) => {
      const item = await firstItem(page.request, api)
      await storeLanguage(page, 'ar')
      const errors = pageErrors(page)
      await page.goto(`/${list}/${item.id}`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: item.title_ar })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${item.title_ar.replace(/[()[\]?*+.]/g, '\\$&')} · `))
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // No list behind it: the list's region (its heading, search and cards) is not on the page.
      await expect(main.getByRole('heading', { level: 1, name: heading })).toHaveCount(0)
      await expect(main.getByRole('region', { name: heading })).toHaveCount(0)
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
      expect(errors).toEqual([])
      expect(await axeViolations(page)).toEqual([])

      await page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: heading }).click()
      await expect(page).toHaveURL(new RegExp(`/${list}$`))
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    })
  }

  test('without JavaScript, every item is in the page in the language of the address', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    for (const { list, api, heading } of LISTS) {
      const item = await firstItem(request, api)
      await page.goto(`/${list}/${item.id}?lang=ar`)
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: item.title_ar }),
      ).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: heading }),
      ).toHaveAttribute('href', `/${list}`)
      await page.goto(`/${list}/${item.id}?lang=en`)
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: item.title_en }),
      ).toBeVisible()
    }
    await context.close()
  })

  test('a congress at its own address: the programme is in the page, with and without JavaScript', async ({
    browser,
    page,
    request,
  }) => {
    // The public events' answer; the seed has congresses (registration in the portal, a programme).
    const events = ((await (await request.get('/api/events?limit=100')).json()) as { items: Item[] }).items
    const congress = events.find((event) => event.registration_mode === 'internal')
    expect(congress).toBeDefined()
    // Checked just above.
    const { id, title_ar: title } = congress!
    await storeLanguage(page, 'ar')
    const errors = pageErrors(page)
    await page.goto(`/events/${id}`)
    const view = page.getByRole('main').getByRole('article', { name: title })
    await expect(view.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(view.getByRole('heading', { name: 'البرنامج' })).toBeVisible()
    await expect(view.getByRole('heading', { name: 'التسجيل' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
    expect(errors).toEqual([])

    const context = await browser.newContext({ javaScriptEnabled: false })
    const still = await context.newPage()
    await still.goto(`/events/${id}?lang=ar`)
    await expect(still.getByRole('heading', { name: 'البرنامج' })).toBeVisible()
    await context.close()
  })
})

test.describe('an item opened from its list', () => {
  test.use({ viewport: PHONE })

  test('is the dialog over the list; a reload makes it the page; the tab title follows each step', async ({
    page,
  }) => {
    await openIn(page, 'ar', '/news?page=1&search=')
    await expect(page).toHaveTitle(/^الأخبار · /)
    const card = page.getByRole('main').getByRole('article').first()
    // The heading was just found on the page, so it has text content.
    const title = (await card.getByRole('heading').first().textContent())!.trim()
    await card.getByRole('link', { name: /^اقرأ المزيد/ }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    // The list stays behind the dialog.
    await expect(page.getByRole('heading', { level: 1, name: 'الأخبار', includeHidden: true })).toHaveCount(1)
    await expect(page).toHaveTitle(`${title} · الجمعية السعودية لجراحة العظام`)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveTitle(/^الأخبار · /)

    await card.getByRole('link', { name: /^اقرأ المزيد/ }).click()
    await expect(dialog).toBeVisible()
    await page.reload()
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveTitle(`${title} · الجمعية السعودية لجراحة العظام`)

    // Back and forward in the history: the list, then the item as the page again.
    await page.goBack()
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'الأخبار' })).toBeVisible()
    await expect(page).toHaveTitle(/^الأخبار · /)
    await page.goForward()
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  test('the tab title follows client navigation: the item page, its list, an item over it, another page, back', async ({
    page,
    request,
  }) => {
    const post = await firstItem(request, '/api/posts?type=news&limit=1')
    await openIn(page, 'en', `/news/${post.id}`)
    await expect(page).toHaveTitle(`${post.title_en} · Saudi Orthopedic Society`)
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'News' }).click()
    await expect(page).toHaveTitle(/^News · /)
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Read More/ })
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // The dialog's heading was just found visible, so it has text content.
    const title = (await dialog.getByRole('heading').first().textContent())!.trim()
    await expect(page).toHaveTitle(`${title} · Saudi Orthopedic Society`)
    await page.keyboard.press('Escape')
    await expect(page).toHaveTitle(/^News · /)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Journal' }).click()
    await expect(page).toHaveTitle(/^Journal · /)
    await page.goBack()
    await expect(page).toHaveTitle(/^News · /)
  })
})
