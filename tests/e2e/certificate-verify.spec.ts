import { expect, test } from '../support/test'
import { pdfText } from '../../server/lib/pdf/poppler'
import { axeViolations, openIn } from '../support/e2e'
import { newMember } from '../support/e2e-accounts'
import { issueCongressCertificate, ok } from '../support/e2e-certificates'

/**
 * A CME certificate verified by anyone: the cme role issues it to a checked-in attendee
 * (through the API), a visitor who never signed in opens its page in Arabic on a phone,
 * downloads its PDF from the page's link, and sees it revoked once the society revokes it.
 */
test.describe.configure({ timeout: 180_000 })

test('an anonymous visitor verifies a certificate in Arabic on a 360 px phone, downloads its PDF, then sees it revoked', async ({
  page,
  request,
}) => {
  const name = 'د. سلمان القحطاني'
  const member = await newMember(request, { full_name: name })
  const { code, cme } = await issueCongressCertificate(request, member, {
    title_ar: 'ملتقى جراحة الكتف',
    title_en: 'Shoulder surgery meeting',
    session: 'Rotator cuff',
  })
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)

  // The code typed as read from paper: lower case, spaces instead of dashes.
  await page.setViewportSize({ width: 360, height: 780 })
  // Reached from the footer of any page.
  await openIn(page, 'ar', '/about')
  await page.getByRole('contentinfo').getByRole('link', { name: 'التحقق من شهادة' }).click()
  await expect(page).toHaveURL(/\/certificates\/?$/)
  await page.getByRole('textbox', { name: /رمز الشهادة/ }).fill(code.toLowerCase().replace(/-/g, ' '))
  await page.getByRole('button', { name: 'تحقّق' }).click()
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`))
  const verdict = page.getByRole('heading', { level: 2, name: 'شهادة سارية' })
  await expect(verdict).toBeVisible()
  await expect(verdict).toBeFocused()
  const main = page.getByRole('main')
  await expect(main).toContainText(name)
  await expect(main).toContainText('ملتقى جراحة الكتف')
  // Two hours of sessions, in Arabic-Indic digits.
  await expect(main).toContainText('٢')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('certificate-valid-ar-360.png'), fullPage: true })

  // The PDF, requested from the page's own link by the same anonymous visitor.
  const link = page.getByRole('link', { name: 'تنزيل الشهادة (PDF)' })
  const href = await link.getAttribute('href')
  expect(href).toBe(`/api/certificates/${code}/pdf`)
  const download = await page.request.get(href ?? '')
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toBe('application/pdf')
  const pdf = await download.body()
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const text = pdfText(pdf).replace(/\s+/g, ' ')
  expect(text).toContain('سلمان القحطاني')
  expect(text).toContain('Shoulder surgery meeting')
  expect(text).toContain(code)

  // English on a desktop.
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Valid certificate' })).toBeVisible()
  await expect(main).toContainText('Shoulder surgery meeting')
  await page.screenshot({ path: test.info().outputPath('certificate-valid-en-1280.png'), fullPage: true })

  // Revoked: the page says so, in red, with no download; the PDF is gone.
  await ok(await request.post(`/api/admin/certificates/${code}/revoke`, { headers: cme }))
  await page.evaluate(() => localStorage.setItem('lang', 'ar'))
  await page.setViewportSize({ width: 360, height: 780 })
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: /^أُلغيت بتاريخ / })).toBeVisible()
  await expect(page.getByRole('link', { name: 'تنزيل الشهادة (PDF)' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('certificate-revoked-ar-360.png'), fullPage: true })
  expect((await page.request.get(`/api/certificates/${code}/pdf`)).status()).toBe(410)

  // An unknown code.
  await page.goto('/certificates/0000-0000-0000')
  await expect(page.getByRole('heading', { level: 2, name: 'لا توجد شهادة بهذا الرمز' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
