import { expect, test } from '../support/test'
import { openIn } from '../support/e2e'

// The demo content as a member first meets it: Arabic, on a phone.
test.use({ viewport: { width: 360, height: 780 } })

test.describe('demo content', () => {
  test('a PDF resource opens as a real multi-page bilingual PDF', async ({ page, context }) => {
    await openIn(page, 'ar', '/resources?file_type=pdf')
    const card = page.getByRole('main').getByRole('article').first()
    await expect(card).toContainText('PDF')
    const popup = context.waitForEvent('page')
    await card.getByRole('button', { name: /^تنزيل:/ }).click()
    const tab = await popup
    await tab.waitForURL(/\/uploads\/seed\/resources\/.+\.pdf$/)
    const file = await page.request.get(tab.url())
    await tab.close()
    expect(file.ok()).toBe(true)
    expect(file.headers()['content-type']).toContain('application/pdf')
    const bytes = await file.body()
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // Far from the old 999-byte placeholders: embedded Arabic and Latin faces, several pages.
    expect(bytes.length).toBeGreaterThan(20_000)
    expect(bytes.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
  })

  for (const lang of ['ar', 'en'] as const) {
    const words =
      lang === 'ar'
        ? { watch: /^مشاهدة:/, download: /^تنزيل/, views: 'مرات المشاهدة', counter: /مشاهد/ }
        : { watch: /^Watch:/, download: /^Download/, views: 'Views', counter: /view/ }
    test(`a video resource says Watch, not Download (${lang})`, async ({ page }) => {
      await openIn(page, lang, '/resources?category=video')
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards.first()).toBeVisible()
      const count = await cards.count()
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i)
        await expect(card.getByRole('button', { name: words.watch })).toBeVisible()
        await expect(card.getByRole('button', { name: words.download })).toHaveCount(0)
        await expect(card).toContainText(words.counter)
      }
      await cards
        .first()
        .getByRole('link', { name: lang === 'ar' ? /^التفاصيل/ : /^Details/ })
        .click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByText(words.views, { exact: true })).toBeVisible()
      await expect(dialog.getByRole('button', { name: words.watch })).toBeVisible()
    })
  }
})
