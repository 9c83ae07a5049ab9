import { expect, test } from '../support/test'
import { axeViolations, signInThroughApi } from '../support/e2e'
import { newMember } from '../support/e2e-accounts'

/** A member keeps the CPD record in Arabic on a phone: a 5-year cycle, an external course with its certificate, the progress moving. */
test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true })

test('a member sets a 5-year cycle, adds an external course with a PDF and sees the hours counted', async ({
  page,
  request,
}) => {
  const member = await newMember(request, { full_name: 'د. سلمان الحربي' })
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
  // 150 − 4.25 hours still needed, in Arabic digits.
  await expect(totals.getByText('١٤٥٫٧٥')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  // Nothing scrolls sideways on the phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0)

  // Deleting asks first.
  await page.getByRole('button', { name: 'حذف' }).click()
  const dialog = page.getByRole('dialog', { name: 'حذف هذا النشاط؟' })
  await dialog.getByRole('button', { name: 'حذف' }).click()
  await expect(page.getByText('لا توجد أنشطة في هذه الدورة بعد.')).toBeVisible()
})
