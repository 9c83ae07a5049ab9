import { expect, test } from '../support/test'
import { APP_SCRIPTS, axeViolations, cspRefusals, openIn, storeLanguage } from '../support/e2e'

test.describe('app shell', () => {
  test('opens in Arabic, right to left, by default', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(
      page.getByRole('heading', { level: 1, name: 'الجمعية السعودية لجراحة العظام' }),
    ).toBeVisible()
  })

  test('switches to English and keeps the choice across a reload', async ({ page }) => {
    await page.goto('/')
    // The name starts with the visible word (voice control: "click English"), which is marked as English.
    const toEnglish = page.getByRole('banner').getByRole('button', { name: /^English/ })
    await expect(toEnglish).toHaveAccessibleName('English (تغيير لغة الواجهة)')
    await expect(toEnglish).toHaveAttribute('lang', 'en')
    await expect(toEnglish.locator('[lang="ar"]')).toHaveText(' (تغيير لغة الواجهة)')
    await toEnglish.click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 1, name: 'Saudi Orthopedic Society' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    const toArabic = page.getByRole('banner').getByRole('button', { name: /^العربية/ })
    await expect(toArabic).toHaveAccessibleName('العربية (change the interface language)')
    await expect(toArabic).toHaveAttribute('lang', 'ar')
    await toArabic.click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test("without any script, the server's page shows the home hero's title and lead in the stored language", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    // No script file arrives, not even the entry: what shows is the server's page alone, and the CSP refuses nothing of it.
    const refused = cspRefusals(page)
    await page.route(APP_SCRIPTS, (route) => route.abort())
    const lead = {
      ar: 'نرتقي برعاية مرضى العظام عبر التعليم والبحث ومجتمع مترابط من الجراحين.',
      en: 'Advancing orthopedic care through education, research and a connected community of surgeons.',
    }
    for (const lang of ['ar', 'en'] as const) {
      await storeLanguage(page, lang)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(lead[lang])).toBeVisible()
      await expect(page.getByText(lead[lang === 'ar' ? 'en' : 'ar'])).toHaveCount(0)
    }
    expect(refused).toEqual([])
  })

  test('the header shows the nav links and Join/Login to anonymous visitors (desktop)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await openIn(page, 'en')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const name of [
      'Home',
      'Events',
      'Resources',
      'Journal',
      'Members',
      'News',
      'Jobs',
      'Teams',
      'Workspaces',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Join', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible()
    await nav.getByRole('link', { name: 'Journal', exact: true }).click()
    await expect(page).toHaveURL(/\/journal$/)
  })

  test('the mobile menu repeats the links, without Teams for anonymous visitors, and closes on Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openIn(page, 'en')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    for (const name of [
      'Home',
      'Events',
      'Resources',
      'Journal',
      'Members',
      'News',
      'Jobs',
      'Workspaces',
      'Join',
      'Login',
    ]) {
      await expect(mobile.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(mobile.getByRole('link', { name: 'Teams', exact: true })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(mobile).toBeHidden()
    await expect(menuButton).toBeFocused()
    await menuButton.click()
    await mobile.getByRole('link', { name: 'Events', exact: true }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(mobile).toBeHidden()
  })

  test('an unknown address shows a translated not-found page', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible()
    await openIn(page, 'en', '/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('/about tells who the society is, in both languages', async ({ page }) => {
    await openIn(page, 'en', '/about')
    await expect(
      page.getByRole('heading', { level: 1, name: 'About the Saudi Orthopedic Society' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible()
    await expect(page).toHaveTitle(/About the society/)
    await openIn(page, 'ar', '/about')
    await expect(
      page.getByRole('heading', { level: 1, name: 'عن الجمعية السعودية لجراحة العظام' }),
    ).toBeVisible()
  })

  test('the logo is an accessible image in the footer', async ({ page }) => {
    await openIn(page, 'en')
    await expect(
      page.getByRole('contentinfo').getByRole('img', { name: 'Saudi Orthopedic Society' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Saudi Orthopedic Society — home' })).toBeVisible()
  })

  for (const width of [320, 390]) {
    test(`nothing overflows sideways on a ${width} px phone`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 })
      for (const lang of ['ar', 'en'] as const) {
        await openIn(page, lang, '/')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      }
    })
  }

  for (const lang of ['ar', 'en'] as const) {
    for (const path of ['/', '/about', '/no-such-page']) {
      test(`axe finds no violations on ${path} in ${lang}`, async ({ page }) => {
        await openIn(page, lang, path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
      })
    }
  }
})
