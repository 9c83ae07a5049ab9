import { readFileSync } from 'node:fs'
import { expect, test } from '../support/test'
import { pdfText } from '../../server/lib/pdf/poppler'
import {
  axeViolations,
  loginThroughApi,
  openIn,
  signInThroughApi,
  storeSession,
  waitForPersistedCache,
  waitForServiceWorker,
} from '../support/e2e'
import { demoStaff, newMember } from '../support/e2e-accounts'
import { issueCongressCertificate } from '../support/e2e-certificates'

/**
 * A member keeps the CPD record in Arabic on a phone: a 5-year cycle, the congress certificate
 * counted on its own, an external course with its certificate, the progress moving, the
 * transcript downloaded and checked by someone signed out, the record read offline.
 */
test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true })
test.describe.configure({ timeout: 180_000 })

test('a member sets a 5-year cycle, sees the congress counted, adds a course with a PDF, downloads and verifies the transcript, and reads the record offline', async ({
  page,
  context,
  browser,
  request,
}) => {
  const member = await newMember(request, { full_name: 'د. سلمان الحربي' })
  const congress = 'مؤتمر جراحة الركبة'
  await issueCongressCertificate(request, member, {
    title_ar: congress,
    title_en: 'Knee surgery congress',
    session: 'Meniscus repair',
  })
  await signInThroughApi(page, member, 'ar')
  await page.goto('/cpd')
  await expect(page.getByRole('heading', { level: 1, name: 'سجل التطوير المهني' })).toBeVisible()
  await expect(page.getByText('أدخل بيانات ترخيصك لترى عدد الساعات التي ما زلت تحتاجها.')).toBeVisible()

  const licence = page.getByRole('form', { name: 'الترخيص' })
  await licence.getByLabel('مدة الدورة').selectOption('5')
  await licence.getByLabel('نهاية الدورة (تاريخ التجديد)').fill('2028-12-31')
  await licence.getByRole('button', { name: 'حفظ الترخيص' }).click()
  await expect(licence.getByRole('status')).toHaveText('تم حفظ الترخيص.')
  const totals = page.getByRole('region', { name: 'التقدّم' })
  await expect(totals.getByText('١٥٠', { exact: true }).first()).toBeVisible()

  // The society's certificate counts by itself: two hours, 148 still needed.
  const certificate = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: congress }) })
  await expect(certificate).toContainText('شهادة من الجمعية')
  await expect(totals.getByText('١٤٨', { exact: true })).toBeVisible()

  const form = page.getByRole('form', { name: 'إضافة نشاط خارجي' })
  await form.getByLabel('العنوان').fill('دورة إصابات الركبة')
  await form.getByLabel('الجهة المنظِّمة').fill('الجمعية السعودية للركبة')
  await form.getByLabel('التاريخ').fill('2026-05-04')
  await form.getByLabel('الساعات', { exact: true }).fill('٤٫٢٥')
  await form.getByLabel('ملف الشهادة').setInputFiles({
    name: 'course.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  })
  await form.getByRole('button', { name: 'إضافة النشاط' }).click()
  await expect(form.getByRole('status')).toHaveText('تم حفظ النشاط.')
  await expect(page.getByRole('heading', { level: 3, name: 'دورة إصابات الركبة' })).toBeVisible()
  // 150 − 2 − 4.25 hours still needed, in Arabic digits.
  await expect(totals.getByText('١٤٣٫٧٥')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  // Nothing scrolls sideways on the phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0)

  // The transcript: a PDF with both activities and the totals, and a code of its own.
  const transcript = page.getByRole('region', { name: 'كشف الساعات' })
  const downloading = page.waitForEvent('download')
  await transcript.getByRole('button', { name: 'تنزيل الكشف (PDF)' }).click()
  const download = await downloading
  const code = /CPD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(download.suggestedFilename())?.[0] ?? ''
  expect(code, download.suggestedFilename()).not.toBe('')
  const pdf = readFileSync((await download.path()) ?? '')
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const text = pdfText(pdf).replace(/\s+/g, ' ')
  expect(text).toContain('سلمان الحربي')
  expect(text).toContain('دورة إصابات الركبة')
  expect(text).toContain('Knee surgery congress')
  expect(text).toContain('6.25')
  expect(text).toContain(code)
  await expect(transcript).toContainText(code)

  // Anyone holding the code, signed out, checks it: the totals, never the activities.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const visitor = await visitorContext.newPage()
  await openIn(visitor, 'ar', `/cpd/verify/${code}`)
  await expect(visitor.getByRole('heading', { level: 2, name: 'كشف صادر من بوابة الجمعية' })).toBeVisible()
  const verified = visitor.getByRole('main')
  await expect(verified).toContainText('سلمان الحربي')
  await expect(verified).toContainText('٦٫٢٥')
  await expect(verified).not.toContainText('دورة إصابات الركبة')
  expect(await axeViolations(visitor)).toEqual([])
  await visitorContext.close()

  // Offline, the record opens from this device with the course and the last transcript.
  await waitForServiceWorker(page)
  await waitForPersistedCache(page, code)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'سجل التطوير المهني' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'دورة إصابات الركبة' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'التقدّم' }).getByText('١٤٣٫٧٥')).toBeVisible()
  await expect(page.getByRole('region', { name: 'كشف الساعات' })).toContainText(code)
  await context.setOffline(false)

  // Deleting asks first; the society's certificate stays as issued.
  await page.reload()
  const course = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'دورة إصابات الركبة' }) })
  await course.getByRole('button', { name: 'حذف' }).click()
  const dialog = page.getByRole('dialog', { name: 'حذف هذا النشاط؟' })
  await dialog.getByRole('button', { name: 'حذف' }).click()
  await expect(page.getByRole('heading', { level: 3, name: 'دورة إصابات الركبة' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 3, name: congress })).toBeVisible()
  await expect(page.getByRole('region', { name: 'التقدّم' }).getByText('١٤٨', { exact: true })).toBeVisible()
})

test('the CME office sees the CPD records in aggregate, in Arabic on a phone, from the admin menu', async ({
  page,
}) => {
  await storeSession(
    page,
    { ...(await loginThroughApi(page.request, demoStaff('cme@demo.portal'))), must_complete_profile: false },
    'ar',
  )
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'قائمة الإدارة' })
    .getByRole('link', { name: 'سجلات التطوير المهني' })
    .click()
  await expect(page).toHaveURL(/\/admin\/cpd$/)
  await expect(page.getByRole('heading', { level: 1, name: 'سجلات التطوير المهني' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'الأعضاء الذين أدخلوا تراخيصهم' })).toContainText(
    'على المسار الصحيح',
  )
  // Twelve months under their header, each month named in Arabic.
  const months = page.getByRole('table', { name: 'الساعات التي منحتها الجمعية في كل شهر' })
  await expect(months.getByRole('row')).toHaveCount(13)
  await expect(months.getByRole('columnheader', { name: 'الشهادات' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0)
})
