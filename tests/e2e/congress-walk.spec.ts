import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/test'
import { pdfText } from '../../server/lib/pdf/poppler'
import {
  axeViolations,
  openIn,
  signInThroughApi,
  waitForPersistedCache,
  waitForServiceWorker,
} from '../support/e2e'
import { bearer, demoStaff, newMember, type Account } from '../support/e2e-accounts'

/**
 * The congress from first session to verified certificate, each step by the person who does
 * it, in the browser: an admin builds the programme, a member registers on a 360 px phone in
 * Arabic and keeps programme and ticket with no signal, door staff check the ticket in while
 * offline and sync once back, the CME office issues the certificate, the member downloads its
 * PDF from "My tickets", and a visitor who never signed in verifies it.
 */
test.describe.configure({ timeout: 300_000 })

const SUPERADMIN: Account = { email: 'superadmin@e2e.test', password: 'E2e-Superadmin-Pass-1' }
const HOUR = 3_600_000

/** A `datetime-local` value in Saudi time (UTC+3, no daylight saving), which the programme editor takes. */
function saudiLocal(at: number): string {
  return new Date(at + 3 * HOUR).toISOString().slice(0, 16)
}

/** Door staff: a member the superadmin gives the staff role. */
async function doorStaff(request: APIRequestContext): Promise<Account> {
  const staff = await newMember(request, { full_name: 'موظف البوابة' })
  const admin = await bearer(request, SUPERADMIN)
  const found = await request.get(`/api/users?user_status=active&search=${encodeURIComponent(staff.email)}`, {
    headers: admin,
  })
  const id = ((await found.json()) as { items: { id: number; email: string }[] }).items.find(
    (item) => item.email === staff.email,
  )?.id // the API's answer; a different shape fails the assertions that follow
  expect(id).toBeDefined()
  const promoted = await request.put(`/api/users/${id}`, { headers: admin, data: { role: 'staff' } })
  expect(promoted.status(), await promoted.text()).toBe(200)
  return staff
}

test('staff build a programme → a member registers on a phone → offline ticket → offline door check-in → certificate → PDF → anyone verifies', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const titleEn = `Congress walk ${stamp}`
  const titleAr = `المؤتمر السنوي للعظام ${stamp}`
  const memberName = 'نورة القحطاني'
  // The congress is today, so the ticket's valid days include the moment of the door scan.
  const startsAt = Date.now() + 2 * HOUR
  const created = await request.post('/api/events', {
    headers: await bearer(request, demoStaff('admin@demo.portal')),
    data: {
      type: 'conference',
      status: 'published',
      title_en: titleEn,
      title_ar: titleAr,
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(startsAt + 8 * HOUR).toISOString(),
      location: 'Riyadh',
      capacity: 100,
      registration_mode: 'internal',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const eventId = ((await created.json()) as { id: number }).id // the API's answer; a different shape fails the steps that follow

  // 1. An admin builds the programme in the back office.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const adminPage = await adminContext.newPage()
  await signInThroughApi(adminPage, demoStaff('admin@demo.portal'), 'en')
  await adminPage.goto(`/admin/events/${eventId}/programme`)
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible()
  await adminPage.getByRole('button', { name: 'Add session' }).click()
  const form = adminPage.getByRole('dialog', { name: 'Add session' })
  await form.getByRole('textbox', { name: 'Title (English)' }).fill('Hip arthroplasty update')
  await form.getByRole('textbox', { name: 'Title (Arabic)' }).fill('مستجدات تبديل مفصل الورك')
  await form.getByLabel('Starts (Saudi time)').fill(saudiLocal(startsAt + HOUR))
  await form.getByLabel('Ends (Saudi time)').fill(saudiLocal(startsAt + 2 * HOUR))
  await form.getByRole('combobox', { name: 'Room' }).fill('Hall A')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
  await expect(adminPage.getByRole('cell', { name: 'Hip arthroplasty update', exact: true })).toBeVisible()
  await adminContext.close()

  // 2. A member registers with one tap on a 360 px phone in Arabic.
  const member = await newMember(request, { full_name: memberName })
  const phone = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const memberPage = await phone.newPage()
  await signInThroughApi(memberPage, member, 'ar')
  await memberPage.goto(`/events/${eventId}`)
  await waitForServiceWorker(memberPage)
  const view = memberPage.getByRole('main').getByRole('article', { name: titleAr })
  await expect(view.getByRole('heading', { name: 'مستجدات تبديل مفصل الورك' })).toBeVisible()
  await view.getByRole('button', { name: 'التسجيل', exact: true }).click()
  await expect(view.getByRole('img', { name: `رمز QR لتذكرة ${titleAr}` })).toBeVisible()
  const ticket = (await view.getByLabel('رمز التذكرة').textContent())?.trim() ?? ''
  expect(ticket).toMatch(/^[A-Za-z0-9_-]{104}$/)
  await memberPage.goto('/tickets')
  await expect(memberPage.getByRole('heading', { name: titleAr })).toBeVisible()
  await waitForPersistedCache(memberPage, '"queryKey":["tickets","mine"]')
  await waitForPersistedCache(memberPage, `"queryKey":["events","programme",${eventId}]`)

  // 3. No signal in the hall: the ticket and the programme still open.
  await phone.setOffline(true)
  await memberPage.reload()
  await expect(memberPage.getByLabel('رمز التذكرة')).toHaveText(ticket)
  await memberPage.getByRole('link', { name: 'تفاصيل الفعالية وبرنامجها' }).click()
  await expect(
    memberPage
      .getByRole('main')
      .getByRole('article', { name: titleAr })
      .getByRole('heading', { name: 'مستجدات تبديل مفصل الورك' }),
  ).toBeVisible()
  await phone.setOffline(false)

  // 4. Door staff, offline, check the ticket in by typing its code; the scan syncs once back online.
  const staff = await doorStaff(request)
  const door = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const doorPage = await door.newPage()
  await signInThroughApi(doorPage, staff, 'ar')
  await doorPage.goto(`/check-in/${eventId}`)
  const code = doorPage.getByRole('textbox', { name: 'رمز التذكرة' })
  await expect(code).toBeVisible()
  await expect(doorPage.getByRole('status', { name: 'نتيجة المسح' })).toContainText('جاهز للمسح')
  await door.setOffline(true)
  await code.fill(ticket)
  await doorPage.getByRole('button', { name: 'تحقق من التذكرة' }).click()
  await expect(doorPage.getByRole('status', { name: 'نتيجة المسح' })).toContainText(memberName)
  await expect(doorPage.getByTestId('pending-scans')).toHaveText('١')
  await door.setOffline(false)
  await expect(doorPage.getByTestId('pending-scans')).toHaveText('٠', { timeout: 20_000 })
  await door.close()

  // 5. The CME office sets the accreditation and issues the certificate.
  const cmeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const cmePage = await cmeContext.newPage()
  await signInThroughApi(cmePage, demoStaff('cme@demo.portal'), 'en')
  await cmePage.goto(`/admin/events/${eventId}/certificates`)
  await cmePage.getByRole('textbox', { name: 'Accrediting body' }).fill('SCFHS')
  await cmePage.getByRole('textbox', { name: 'Accreditation number' }).fill(`ORTH-${stamp}`)
  await cmePage.getByRole('button', { name: 'Save accreditation' }).click()
  await expect(cmePage.getByText('Accreditation saved')).toBeVisible()
  await cmePage.getByRole('checkbox', { name: `Select ${memberName}` }).check()
  await cmePage.getByRole('button', { name: 'Issue certificates' }).click()
  await cmePage
    .getByRole('dialog', { name: 'Issue certificates' })
    .getByRole('button', { name: 'Issue', exact: true })
    .click()
  await expect(cmePage.getByText('1 certificate issued')).toBeVisible()
  await cmeContext.close()

  // 6. The member downloads the PDF from "My tickets".
  await memberPage.goto('/tickets')
  const download = memberPage.getByRole('link', { name: `تنزيل PDF: ${titleAr}` })
  await expect(download).toBeVisible()
  const href = (await download.getAttribute('href')) ?? ''
  const pdf = await memberPage.request.get(href)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const words = pdfText(await pdf.body()).replace(/\s+/g, ' ')
  expect(words).toContain(memberName)
  expect(words).toContain(titleEn)
  const certificate = decodeURIComponent(/\/api\/certificates\/([^/]+)\/pdf$/.exec(href)?.[1] ?? '')
  expect(certificate).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  await phone.close()

  // 7. A visitor who never signed in verifies it.
  const visitor = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage()
  await openIn(visitor, 'ar', `/certificates/${certificate}`)
  await expect(visitor.getByRole('heading', { level: 2, name: 'شهادة سارية' })).toBeVisible()
  await expect(visitor.getByRole('main')).toContainText(memberName)
  expect(await axeViolations(visitor)).toEqual([])
})
