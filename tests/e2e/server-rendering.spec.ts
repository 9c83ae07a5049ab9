import { type Locator, type Page } from '@playwright/test'
import ogs from 'open-graph-scraper'
import { expect, test } from '../support/test'
import { bearer, demoStaff } from '../support/e2e-accounts'
import {
  loginThroughApi,
  openIn,
  pageErrors,
  signInThroughApi,
  storeLanguage,
  storeSession,
} from '../support/e2e'

/**
 * Public pages come from the server with their content, head and language, and the app takes
 * them over without a hydration mismatch; offline, the service worker's shell document answers.
 */
const PUBLIC_PAGES = [
  '/',
  '/news',
  '/events',
  '/resources',
  '/jobs',
  '/journal',
  '/about',
  '/privacy',
  '/terms',
  '/members',
  '/certificates',
]

for (const lang of ['ar', 'en'] as const) {
  test(`every public page hydrates without an error in ${lang}, signed out and signed in`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openIn(page, lang, '/')
    for (const signedIn of [false, true]) {
      if (signedIn) await signInThroughApi(page, demoStaff('member@demo.portal'), lang)
      for (const path of PUBLIC_PAGES) {
        const errors = pageErrors(page)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(errors, `${path} (${signedIn ? 'signed in' : 'signed out'})`).toEqual([])
        page.removeAllListeners('console')
        page.removeAllListeners('pageerror')
      }
    }
  })
}

/** An instant's time of day on the Saudi clock (UTC+3 all year), as the pages write it: "9:05 PM", "٩:٠٥ م". */
function saudiTime(iso: string, lang: 'ar' | 'en'): string {
  const saudi = new Date(Date.parse(iso) + 3 * 3_600_000)
  const hour = saudi.getUTCHours()
  const time = `${hour % 12 || 12}:${String(saudi.getUTCMinutes()).padStart(2, '0')}`
  if (lang === 'en') return `${time} ${hour < 12 ? 'AM' : 'PM'}`
  return `${time.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'.charAt(Number(digit)))} ${hour < 12 ? 'ص' : 'م'}`
}

test.describe('a browser set to another time zone', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('hydrates the public pages without an error and shows Saudi times, as the server wrote them', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    // An upcoming public event (GET /api/events answers { items }); none would fail the checks below.
    const events = (await (await request.get('/api/events?upcoming=true&limit=1')).json()) as {
      items: { id: number; title_en: string; title_ar: string; starts_at: string }[]
    }
    const event = events.items[0]
    expect(event).toBeDefined()
    if (!event) return
    for (const lang of ['en', 'ar'] as const) {
      const time = saudiTime(event.starts_at, lang)
      const title = lang === 'en' ? event.title_en : event.title_ar
      expect(
        await (await request.get(`/events?lang=${lang}`)).text(),
        'the server writes Saudi time',
      ).toContain(time)
      for (const path of ['/', '/events', '/news', '/jobs', '/resources']) {
        const errors = pageErrors(page)
        await page.goto(`${path}?lang=${lang}`)
        // Late parts (the home page's sections) hydrate once their code has arrived.
        await page.waitForLoadState('networkidle')
        expect(errors, `${path} in ${lang}`).toEqual([])
        page.removeAllListeners('console')
        page.removeAllListeners('pageerror')
      }
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'America/New_York',
      )
      await page.goto(`/events?lang=${lang}`)
      // The hydrated card, on the device's clock by now, still says the Saudi time the server wrote.
      await expect(
        page.getByRole('main').getByRole('article').filter({ hasText: title }).first(),
      ).toContainText(time)
    }
  })

  test('a deadline is the Saudi day, on the server and in the browser, where New York is still on the day before', async ({
    page,
    request,
  }) => {
    const admin = await bearer(request, demoStaff('admin@demo.portal'))
    const title = `Deadline zone check ${Date.now()}`
    // 02:30 UTC: 05:30 on the 23rd in Riyadh, 21:30 on the 22nd in New York.
    const created = await request.post('/api/jobs', {
      headers: admin,
      data: {
        title_ar: title,
        title_en: title,
        employer: 'E2E',
        deadline: '2099-11-23T02:30:00.000Z',
        body_md_ar: 'نص',
        body_md_en: 'Text',
      },
    })
    expect(created.status()).toBe(201)
    // The created job (POST /api/jobs answers it with its id), removed at the end.
    const { id } = (await created.json()) as { id: number }
    for (const [lang, day] of [
      ['en', 'Apply by Nov 23, 2099'],
      ['ar', '٢٣\u200F/١١\u200F/٢٠٩٩'],
    ] as const) {
      const address = `/jobs?search=${encodeURIComponent(title)}&lang=${lang}`
      expect(await (await request.get(address)).text()).toContain(day)
      const errors = pageErrors(page)
      await page.goto(address)
      await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toContainText(day)
      expect(errors, lang).toEqual([])
      page.removeAllListeners('console')
      page.removeAllListeners('pageerror')
    }
    await request.delete(`/api/jobs/${id}`, { headers: admin })
  })
})

test('the content is in the page without JavaScript, in the language of the address', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  // The public list's answer (GET /api/posts); a different shape fails the assertions that follow.
  const posts = (await (await request.get('/api/posts?type=news&limit=1')).json()) as {
    items: { id: number; title_en: string; title_ar: string }[]
  }
  const post = posts.items[0]
  expect(post).toBeDefined()
  await page.goto('/news?lang=en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(post?.title_en ?? '')
  await page.goto('/news?lang=ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(post?.title_ar ?? '')
  await context.close()
})

test("the privacy policy and the terms are rendered pages in both languages, linked from every footer with the society's contacts", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
  })
  const page = await context.newPage()
  await page.goto('/privacy?lang=ar')
  await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('نظام حماية البيانات الشخصية')
  await expect(page.getByRole('main')).toContainText('لا تحتوي رسائلنا الإلكترونية على بكسلات تتبّع')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy')
  await expect(footer.getByRole('link', { name: 'شروط الاستخدام' })).toHaveAttribute('href', '/terms')
  await expect(footer.getByRole('link', { name: 'عن الجمعية' })).toHaveAttribute('href', '/about')
  await expect(footer.getByRole('link', { name: 'info@ortho-society.sa' })).toHaveAttribute(
    'href',
    'mailto:info@ortho-society.sa',
  )
  await expect(footer.locator('a[href^="tel:+966"]')).toHaveCount(1)
  await expect(footer.locator('address')).toContainText('الرياض')
  await expect(footer.getByRole('link', { name: 'لينكدإن' })).toHaveAttribute('href', /^https:\/\//)
  await footer.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('footer-ar-360.png') })
  await page.goto('/terms?lang=en')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('laws of the Kingdom of Saudi Arabia')
  await page.screenshot({ path: test.info().outputPath('terms-en-360.png'), fullPage: true })
  await context.close()
})

test('?lang=, the cookie and the toggle agree', async ({ page }) => {
  await page.goto('/events?lang=en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // The address made English the reader's choice: the next page without it is English too, from the first byte.
  const next = await page.request.get('/jobs')
  expect(await next.text()).toContain('<html lang="en" dir="ltr">')
  await page.getByRole('button', { name: /العربية/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('ar')
  expect(await (await page.request.get('/jobs')).text()).toContain('<html lang="ar" dir="rtl">')
})

test('a stored English choice from before the cookie is honoured once and becomes the cookie', async ({
  page,
}) => {
  await page.goto('/api/health/live')
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.goto('/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value)
    .toBe('en')
})

test('a rendered page: revalidated, varies by cookie, its scripts allowed by its own nonce, a head for link previews', async ({
  request,
}) => {
  const answer = await request.get('/news?lang=en')
  expect(answer.headers()['cache-control']).toBe('no-cache')
  expect(answer.headers()['vary']).toContain('Cookie')
  const policy = answer.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  expect(nonce).toBeTruthy()
  expect(policy).not.toContain('unsafe-inline')
  const html = await answer.text()
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map(
    (found) => found[1] ?? '',
  )
  expect(scripts.length).toBeGreaterThan(0)
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
  expect(html).toContain('<meta property="og:title" content="News"')
  expect(html).toContain('<link rel="alternate" hrefLang="ar"')
})

test("a news title with </script> stays text, and an unknown item answers 404 in the reader's language", async ({
  page,
  request,
}) => {
  const editor = await bearer(request, demoStaff('admin@demo.portal'))
  const title = 'Closing </script><script>window.injected = true</script> tag'
  const created = await request.post('/api/posts', {
    headers: editor,
    data: {
      type: 'news',
      status: 'published',
      title_ar: title,
      title_en: title,
      body_md_ar: 'نص',
      body_md_en: 'Text',
      feature_path: null,
      category: null,
    },
  })
  expect(created.status()).toBe(201)
  // The created post (POST /api/posts answers it with its id); checked by the page that follows.
  const { id } = (await created.json()) as { id: number }
  await storeLanguage(page, 'en')
  await page.goto(`/news/${id}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible()
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)

  const missing = await request.get('/news/999999?lang=en')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Page not found')
  await request.delete(`/api/posts/${id}`, { headers: editor })
})

/**
 * The reader's own pace: 3 s after the page's content appears the network goes; the reload is
 * the app's (the worker installed within those seconds), never the browser's offline page,
 * whose navigation fails and fails the test here. Answers the content's text seen online.
 */
async function reloadOffline3sAfter(page: Page, content: Locator): Promise<string> {
  await expect(content).toBeVisible()
  const seen = (await content.textContent()) ?? ''
  await page.waitForTimeout(3000)
  await page.context().setOffline(true)
  await page.reload()
  return seen
}

test('a public page, offline 3 s after its content appears, reloads into the app', async ({
  page,
  context,
}) => {
  await openIn(page, 'ar', '/news')
  await reloadOffline3sAfter(page, page.getByRole('main').getByRole('article').first())
  await expect(page.getByRole('heading', { level: 1, name: 'الأخبار' })).toBeVisible()
  await context.setOffline(false)
})

test('signed in, /profile as the first page of the app, offline 3 s after its content appears, reloads into the app', async ({
  page,
  context,
}) => {
  // Stored from a page that runs none of the app's code: /profile is the first page the worker can come from.
  await storeLanguage(page, 'ar')
  await storeSession(
    page,
    await loginThroughApi(page.request, demoStaff('member@demo.portal')),
    'ar',
    '/api/health/live',
  )
  await page.goto('/profile')
  const heading = page.getByRole('heading', { level: 1 })
  const online = await reloadOffline3sAfter(page, heading)
  await expect(heading).toHaveText(online)
  await context.setOffline(false)
})

/** The JSON-LD objects of a page's HTML. */
function structuredData(html: string): { '@type': string; [key: string]: unknown }[] {
  // JSON-LD the page wrote: each object names its @type, which the assertions read.
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (found) => JSON.parse(found[1] ?? 'null') as { '@type': string },
  )
}

test('link previews: every public page has a title, description, picture and locale as a metadata parser reads them; items carry their schema.org data', async ({
  request,
}) => {
  // A public list's answer ({ items }); an empty list gives 0, whose page then fails the checks.
  const firstId = async (list: string) =>
    ((await (await request.get(`/api/${list}?limit=1`)).json()) as { items: { id: number }[] }).items[0]
      ?.id ?? 0
  const items = { news: await firstId('posts'), events: await firstId('events'), jobs: await firstId('jobs') }
  for (const lang of ['ar', 'en'] as const) {
    for (const path of [
      ...PUBLIC_PAGES,
      `/news/${items.news}`,
      `/events/${items.events}`,
      `/jobs/${items.jobs}`,
    ]) {
      const html = await (await request.get(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)).text()
      const { result } = await ogs({ html })
      expect(result.ogTitle, path).toBeTruthy()
      expect(result.ogDescription, path).toBeTruthy()
      expect(result.ogImage?.[0]?.url, path).toMatch(/^https?:\/\//)
      expect(result.ogLocale, path).toBe(lang === 'ar' ? 'ar_SA' : 'en_US')
      expect(result.twitterCard, path).toBe('summary_large_image')
    }
    const types = async (path: string) =>
      structuredData(await (await request.get(`${path}?lang=${lang}`)).text()).map((data) => data['@type'])
    expect(await types('/')).toContain('Organization')
    expect(await types(`/news/${items.news}`)).toEqual(['NewsArticle', 'BreadcrumbList'])
    expect(await types(`/events/${items.events}`)).toEqual(['Event', 'BreadcrumbList'])
    expect(await types(`/jobs/${items.jobs}`)).toEqual(['JobPosting', 'BreadcrumbList'])
  }
  // An event with its own picture previews with it, at the size its upload was cropped to, not with the society's card.
  const events = (
    (await (await request.get('/api/events?limit=100')).json()) as {
      items: { id: number; feature_path: string | null }[]
    }
  ).items // the API's answer; a different shape fails below
  const pictured = events.find((event) => event.feature_path)
  expect(pictured, 'a seeded event with a picture').toBeTruthy()
  for (const lang of ['ar', 'en'] as const) {
    const html = await (await request.get(`/events/${pictured?.id}?lang=${lang}`)).text()
    const { result } = await ogs({ html })
    const image = result.ogImage?.[0]
    expect(image?.url.endsWith(pictured?.feature_path ?? '(none)'), image?.url).toBe(true)
    expect([String(image?.width), String(image?.height), image?.type]).toEqual(['1200', '630', 'image/webp'])
  }
})

test("the served page's JSON-LD stays while the page is open and leaves with the first navigation to another page", async ({
  page,
}) => {
  const structured = page.locator('script[type="application/ld+json"]')
  await page.goto('/?lang=en')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await expect(structured).toHaveCount(1)
  await page.getByRole('navigation').getByRole('link', { name: 'News', exact: true }).first().click()
  await expect(page).toHaveURL(/\/news(\?|$)/)
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  await expect(structured).toHaveCount(0)
})
