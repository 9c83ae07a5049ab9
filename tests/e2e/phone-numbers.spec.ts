import { expect, test } from '../support/test'
import { openIn, signInThroughApi } from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'

/** A phone typed in Arabic-Indic digits, as a Saudi applicant types it on a phone, and shown back the way Arabic readers read numbers. */
test.use({ viewport: { width: 360, height: 800 } })

test('an applicant registers with an Arabic-Indic mobile number; the admin sees it in its national form, in Arabic-Indic digits, dialled in E.164', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  const email = `digits-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e-members.test`
  await openIn(page, 'ar', '/register')
  await page.locator('input[name="full_name_ar"]').fill('د. هدى الشهري')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill('Member-Pass-2026')
  await page.locator('input[name="phone"]').fill('٠٥٥ ١٢٣ ٤٥٦٧')
  await page.locator('select[name="tier"]').selectOption('resident')
  await page.locator('select[name="specialty"]').selectOption('spine')
  await page.locator('input[name="phone"]').scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('register-phone-ar-360.png') })
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/register\/pending/)

  const admin = await browser.newPage({ viewport: { width: 360, height: 800 } })
  await signInThroughApi(admin, demoStaff('admin@demo.portal'), 'ar')
  await admin.goto(`/admin/users/pending`)
  await admin.getByRole('searchbox').fill(email)
  // With a left-to-right mark after each group, which keeps the groups in reading order (src/lib/format/format.ts).
  const phone = admin.getByRole('link', { name: '٠٥٥\u200E ١٢٣\u200E ٤٥٦٧', exact: true })
  await expect(phone).toBeVisible()
  await expect(phone).toHaveAttribute('href', 'tel:+966551234567')
  // Read left to right inside the right-to-left page: the area code is drawn first, at the left.
  await expect(phone).toHaveAttribute('dir', 'ltr')
  const lefts = await phone.evaluate((link) => {
    const text = link.firstChild
    const leftOf = (from: number, to: number) => {
      const range = document.createRange()
      if (text) range.setStart(text, from)
      if (text) range.setEnd(text, to)
      return range.getBoundingClientRect().left
    }
    const length = text?.textContent?.length ?? 0
    return { areaCode: leftOf(0, 3), last: leftOf(length - 4, length) }
  })
  expect(lefts.areaCode).toBeLessThan(lefts.last)
  // The card tells what the applicant chose: name, membership type, specialty, phone and the day they registered.
  const card = admin.getByRole('listitem').filter({ hasText: email })
  await expect(card.getByText('د. هدى الشهري')).toBeVisible()
  await expect(card.locator('dt', { hasText: 'نوع العضوية' }).locator('+ dd')).toHaveText('طبيب مقيم')
  await expect(card.locator('dt', { hasText: 'التخصص' }).locator('+ dd')).toHaveText('العمود الفقري')
  await expect(card.locator('dt', { hasText: 'تاريخ التسجيل' }).locator('+ dd')).toHaveText(/[٠-٩]/)
  await phone.scrollIntoViewIfNeeded()
  await admin.screenshot({ path: test.info().outputPath('pending-phone-ar-360.png') })
  await admin.close()
})
