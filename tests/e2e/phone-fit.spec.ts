import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { openIn, signInThroughApi as signIn } from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'

/**
 * Every screen fits a 360 px phone in both languages: nothing scrolls sideways, no element
 * reaches past the screen's edges (unless a scrolling box of its own holds it), and the main
 * controls are touch targets of at least 44 px.
 */
const PHONE = { width: 360, height: 800 }
const TOUCH_MIN = 44

type Who = 'visitor' | 'staff' | 'new member'
interface Screen {
  name: string
  path: string | ((page: Page) => Promise<string>)
  who: Who
  /** Text that shows the screen has rendered its content (not a loading state). */
  ready: (page: Page) => ReturnType<Page['getByRole']>
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
/** An item opened at its own address is a page: its title heads the main content. */
const itemPage = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })
// The list answers of the API all hold items with an id.
const listItems = (body: unknown) => (body as { items: { id: number }[] }).items

async function firstId(page: Page, api: string, list: (body: unknown) => { id: number }[]): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const res = await page.request.get(api, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(res.ok(), api).toBe(true)
  const first = list(await res.json())[0]
  expect(first, `${api} lists something`).toBeDefined()
  // Checked just above.
  return String(first!.id)
}

const SCREENS: Screen[] = [
  { name: '/', path: '/', who: 'visitor', ready: heading },
  { name: '/news', path: '/news', who: 'visitor', ready: heading },
  { name: '/events', path: '/events', who: 'visitor', ready: heading },
  { name: '/resources', path: '/resources', who: 'visitor', ready: heading },
  { name: '/jobs', path: '/jobs', who: 'visitor', ready: heading },
  {
    name: '/news/{id}',
    path: async (page) => `/news/${await firstId(page, '/api/posts?type=news', listItems)}`,
    who: 'visitor',
    ready: itemPage,
  },
  {
    name: '/events/{id}',
    path: async (page) => `/events/${await firstId(page, '/api/events?upcoming=true', listItems)}`,
    who: 'visitor',
    ready: itemPage,
  },
  {
    name: '/resources/{id}',
    path: async (page) => `/resources/${await firstId(page, '/api/resources', listItems)}`,
    who: 'visitor',
    ready: itemPage,
  },
  {
    name: '/jobs/{id}',
    path: async (page) => `/jobs/${await firstId(page, '/api/jobs', listItems)}`,
    who: 'visitor',
    ready: itemPage,
  },
  { name: '/journal', path: '/journal', who: 'visitor', ready: heading },
  { name: '/about', path: '/about', who: 'visitor', ready: heading },
  { name: '/privacy', path: '/privacy', who: 'visitor', ready: heading },
  { name: '/terms', path: '/terms', who: 'visitor', ready: heading },
  { name: '/login', path: '/login', who: 'visitor', ready: heading },
  { name: '/register', path: '/register', who: 'visitor', ready: heading },
  { name: '/members', path: '/members', who: 'staff', ready: heading },
  {
    name: '/members/{id}',
    path: async (page) =>
      `/members/${await firstId(page, '/api/members/directory?page_size=10', (body) => (body as { items: { id: number }[] }).items)}`, // the API's answer; a different shape fails the assertions that follow
    who: 'staff',
    ready: heading,
  },
  { name: '/teams', path: '/teams', who: 'staff', ready: heading },
  {
    name: '/teams/{id}',
    // The API's answer; a different shape fails the assertions that follow.
    path: async (page) =>
      `/teams/${await firstId(page, '/api/teams', (body) => (Array.isArray(body) ? body : (body as { items: { id: number }[] }).items) as { id: number }[])}`,
    who: 'staff',
    ready: heading,
  },
  { name: '/dashboard', path: '/dashboard', who: 'staff', ready: heading },
  { name: '/profile', path: '/profile', who: 'staff', ready: heading },
  { name: '/complete-profile', path: '/complete-profile', who: 'new member', ready: heading },
  { name: '/workspaces', path: '/workspaces', who: 'staff', ready: heading },
  { name: '/tickets', path: '/tickets', who: 'staff', ready: heading },
  { name: '/notifications', path: '/notifications', who: 'staff', ready: heading },
  { name: '/unsubscribe', path: '/unsubscribe?token=1.announcements.x', who: 'visitor', ready: heading },
  { name: '/cpd', path: '/cpd', who: 'staff', ready: heading },
]

/** Elements that reach past the screen's edges and no scrolling or clipping box of theirs holds. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const clipped = (element: Element): boolean => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflow = getComputedStyle(parent).overflowX
        if (overflow !== 'visible') return true
      }
      return false
    }
    const out: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      if (rect.left >= -1 && rect.right <= width + 1) continue
      if (clipped(element)) continue
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`
      out.push(
        `${name} [${Math.round(rect.left)}, ${Math.round(rect.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      )
      if (out.length >= 8) break
    }
    return { scrollWidth: document.documentElement.scrollWidth, out }
  })
}

/**
 * The main controls on screen: buttons and selects in the main content, links in the
 * navigation and the pagination. Each must be at least 44 px high (and 44 px wide).
 */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main select, main input:not([type=checkbox]):not([type=radio]), header button, header nav a, nav[aria-label] a, nav[aria-label] button',
    )
    const out: string[] = []
    for (const control of controls) {
      const rect = control.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      const style = getComputedStyle(control)
      if (style.visibility === 'hidden') continue
      // Links and buttons inside running text are exempt (WCAG 2.5.8 inline exception): only
      // blocks of their own count.
      if (control.tagName === 'A' && style.display === 'inline') continue
      if (rect.height + 0.5 < min || rect.width + 0.5 < min) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? ''
        out.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        )
      }
    }
    return out
  }, TOUCH_MIN)
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

// One test per language and kind of visitor, walking its screens in one page: a new browser
// context and sign-in per screen would cost more than the checks themselves.
const WHO: Who[] = ['visitor', 'staff', 'new member']
for (const lang of ['ar', 'en'] as const) {
  for (const who of WHO) {
    const screens = SCREENS.filter((screen) => screen.who === who)
    test(`the ${who} screens fit a 360 px phone in ${lang === 'ar' ? 'Arabic' : 'English'}: ${screens.map((screen) => screen.name).join(', ')}`, async ({
      page,
    }) => {
      test.setTimeout(150_000)
      if (who !== 'visitor')
        await signIn(page, demoStaff(who === 'staff' ? 'cme@demo.portal' : 'member@demo.portal'))
      await openIn(page, lang, '/')
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          const path = typeof screen.path === 'string' ? screen.path : await screen.path(page)
          await page.goto(path)
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
          await expect(screen.ready(page).first()).toBeVisible()
          // Lists have rendered their items (or their empty state).
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
          const fit = await overflowing(page)
          expect.soft(fit.out, `${path} in ${lang}: elements past the edge`).toEqual([])
          expect.soft(fit.scrollWidth, `${path} in ${lang}: page width`).toBeLessThanOrEqual(PHONE.width)
          expect
            .soft(await smallTargets(page), `${path} in ${lang}: controls under ${TOUCH_MIN} px`)
            .toEqual([])
        })
      }
    })
  }
}

test('the news search box takes the whole line on a phone, with the Filters button below it', async ({
  page,
}) => {
  await openIn(page, 'en', '/news')
  const search = page.getByRole('searchbox')
  await expect(page.getByRole('button', { name: 'More filters' })).toBeHidden()
  const more = page.getByRole('button', { name: 'Filters', exact: true })
  await expect(more).toBeVisible()
  const [box, button] = await Promise.all([search.boundingBox(), more.boundingBox()])
  // Both are visible: boundingBox() is null only for an element not rendered.
  expect(box!.width).toBeGreaterThanOrEqual(280)
  expect(button!.y).toBeGreaterThanOrEqual(box!.y + box!.height) // both are visible, so both have boxes
})

test('once stuck on a phone the list toolbar folds into one row that opens on a tap, in Arabic', async ({
  page,
}) => {
  const lists = [
    { path: '/news', placeholder: 'ابحث في الأخبار…' },
    { path: '/events', placeholder: 'ابحث في الفعاليات…' },
    { path: '/jobs', placeholder: 'ابحث في الوظائف…' },
    { path: '/resources', placeholder: 'ابحث في الموارد…' },
  ]
  for (const { path, placeholder } of lists) {
    await openIn(page, 'ar', path)
    await expect(page.getByRole('searchbox')).toBeVisible()
    // In its place the toolbar is whole, with nothing folded.
    await expect(page.getByRole('button', { name: placeholder, expanded: false })).toHaveCount(0)
    await page.mouse.wheel(0, 900)
    const folded = page.getByRole('button', { name: placeholder, expanded: false })
    await expect(folded, path).toBeVisible()
    await expect(page.getByRole('searchbox')).toBeHidden()
    const box = await folded.boundingBox()
    // Visible, so it has a box.
    expect(box!.height, `${path}: the folded toolbar's height`).toBeLessThanOrEqual(64)
    expect(box!.width).toBeLessThanOrEqual(PHONE.width) // visible, so it has a box
    await page.screenshot({
      path: test.info().outputPath(`toolbar-folded${path.replace('/', '-')}-ar-360.png`),
    })
  }
  // On the last list: a tap opens the whole toolbar with the search box focused.
  await page.getByRole('button', { name: 'ابحث في الموارد…', expanded: false }).tap()
  const search = page.getByRole('searchbox')
  await expect(search).toBeFocused()
  const hide = page.getByRole('button', { name: 'إخفاء البحث والتصفية', expanded: true })
  await expect(hide).toBeVisible()
  await expect(page.getByRole('button', { name: 'التصفية', exact: true })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('toolbar-open-resources-ar-360.png') })
  // The hide button folds it again and focus returns to the folded row; the keyboard opens it.
  await hide.click()
  const again = page.getByRole('button', { name: 'ابحث في الموارد…', expanded: false })
  await expect(again).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(search).toBeFocused()
  // Escape from the toolbar's buttons folds it too.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect(again).toBeFocused()
  // Back at the top the toolbar is whole.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(search).toBeVisible()
  await expect(again).toHaveCount(0)
})
