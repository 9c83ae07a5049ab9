import { readFileSync } from 'node:fs'
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import Papa from 'papaparse'
import { axeViolations, openIn } from '../support/e2e'
import { bearer, demoStaff, newMember } from '../support/e2e-accounts'

const ADMIN = () => demoStaff('admin@demo.portal')
const CME = () => demoStaff('cme@demo.portal')

async function loginInUi(page: Page, lang: 'ar' | 'en', email: string, password: string): Promise<void> {
  await openIn(page, lang, '/login')
  await page.locator('input[type="email"]').fill(email)
  await page.locator('input[type="password"]').fill(password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** An internal (in-portal registration) congress on two days of October 2099, made through the API. */
async function newCongress(request: APIRequestContext, title: string): Promise<number> {
  const created = await request.post('/api/events', {
    headers: await bearer(request, ADMIN()),
    data: {
      type: 'conference',
      status: 'published',
      title_en: title,
      title_ar: 'المؤتمر السنوي',
      starts_at: '2099-10-01T05:00:00.000Z',
      ends_at: '2099-10-02T15:00:00.000Z',
      location: 'Riyadh',
      capacity: 50,
      registration_mode: 'internal',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { id: number }).id // the API's answer; a different shape fails the steps that follow
}

/** The table row of a session, by its title. */
const row = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) })

async function addSession(page: Page, title: string, from: string, to: string, room: string) {
  await page.getByRole('button', { name: 'Add session' }).click()
  const form = page.getByRole('dialog', { name: 'Add session' })
  await form.getByRole('textbox', { name: 'Title (English)' }).fill(title)
  await form.getByLabel('Starts (Saudi time)').fill(from)
  await form.getByLabel('Ends (Saudi time)').fill(to)
  await form.getByRole('combobox', { name: 'Room' }).fill(room)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
  await expect(row(page, title)).toBeVisible()
}

test('staff build a programme (clash warning, keyboard move, drag), the CME office sets credits, attendees export to CSV, certificates are issued and revoked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const title = `Congress ${Date.now().toString(36)}`
  const eventId = await newCongress(request, title)
  await page.setViewportSize({ width: 1280, height: 900 })
  await loginInUi(page, 'en', ADMIN().email, ADMIN().password)

  // The events table names the registration mode and leads to the programme.
  await page.goto('/admin/events')
  await page.getByRole('searchbox', { name: 'Search' }).fill(title)
  await expect(page.getByRole('cell', { name: 'In the portal, with e-tickets' })).toBeVisible()
  await page.getByRole('link', { name: `Programme ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible()
  await expect(page.getByText('No sessions yet. Add the first one.')).toBeVisible()

  // Two sessions in one hall at one time: saved, with the clash named and badged.
  await addSession(page, 'Hip arthroplasty update', '2099-10-01T09:00', '2099-10-01T10:00', 'Hall A')
  await addSession(page, 'Knee sports injuries', '2099-10-01T09:00', '2099-10-01T10:00', 'Hall A')
  await expect(page.getByRole('status').filter({ hasText: 'Saved, with clashes to check:' })).toContainText(
    'Hall A is booked for',
  )
  await expect(row(page, 'Hip arthroplasty update').getByText('Room clash')).toBeVisible()
  await expect(row(page, 'Knee sports injuries').getByText('Room clash')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // Keyboard: "Move to…" opens the dialog; day, time and room are chosen without a pointer.
  await page.getByRole('button', { name: 'Move to… Knee sports injuries' }).focus()
  await page.keyboard.press('Enter')
  const move = page.getByRole('dialog', { name: 'Move “Knee sports injuries”' })
  await move.getByLabel('Day').selectOption('2099-10-01')
  await move.getByLabel('Start time (Saudi time)').fill('11:00')
  await move.getByRole('combobox', { name: 'Room' }).fill('Hall B')
  await move.getByRole('combobox', { name: 'Room' }).press('Enter')
  await expect(move).toBeHidden()
  await expect(row(page, 'Knee sports injuries')).toContainText('Hall B')
  await expect(row(page, 'Knee sports injuries')).toContainText('11:00 AM')
  await expect(page.getByText('Room clash')).toHaveCount(0)

  // Drag on the grid: Hip moves from Hall A at 09:00 to Hall B at 10:00 (four quarter-hour rows of 28 px down).
  await page.getByRole('button', { name: 'Day × room grid' }).click()
  const grid = page.getByRole('region', { name: 'Programme grid' })
  await expect(grid).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const block = await grid.getByText('Hip arthroplasty update').boundingBox()
  const hallB = await grid.getByText('Hall B', { exact: true }).boundingBox()
  expect(block && hallB).toBeTruthy()
  if (!block || !hallB) return
  await page.mouse.move(block.x + block.width / 2, block.y + 4)
  await page.mouse.down()
  await page.mouse.move(hallB.x + hallB.width / 2, block.y + 4 + 56, { steps: 5 })
  await page.mouse.move(hallB.x + hallB.width / 2, block.y + 4 + 112, { steps: 5 })
  await page.mouse.up()
  await expect(page.getByText('Session moved')).toBeVisible()
  await page.getByRole('button', { name: 'Table' }).click()
  await expect(row(page, 'Hip arthroplasty update')).toContainText('Hall B')
  await expect(row(page, 'Hip arthroplasty update')).toContainText('10:00 AM')

  // An admin sees the credits but cannot change them (and the server agrees).
  await page.getByRole('button', { name: 'Edit Hip arthroplasty update' }).click()
  const adminForm = page.getByRole('dialog', { name: 'Edit session' })
  await expect(adminForm.getByRole('textbox', { name: 'CME credits' })).not.toBeEditable()
  await adminForm.getByRole('button', { name: 'Cancel' }).click()
  const programme = (await (
    await request.get(`/api/admin/events/${eventId}/sessions`, { headers: await bearer(request, ADMIN()) })
  ).json()) as {
    sessions: { id: number; title_en: string; starts_at: string; ends_at: string; room: string }[]
  } // the API's answer
  const hip = programme.sessions.find((s) => s.title_en === 'Hip arthroplasty update')
  expect(hip).toBeDefined()
  const refused = await request.put(`/api/admin/events/${eventId}/sessions/${hip?.id}`, {
    headers: await bearer(request, ADMIN()),
    data: {
      title_en: 'Hip arthroplasty update',
      starts_at: hip?.starts_at,
      ends_at: hip?.ends_at,
      room: hip?.room,
      cme_credits: 2,
    },
  })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 'cmeCreditsRestricted' })

  // The CME office sets them.
  const cmeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const cmePage = await cmeContext.newPage()
  await loginInUi(cmePage, 'en', CME().email, CME().password)
  await cmePage.goto(`/admin/events/${eventId}/programme`)
  await cmePage.getByRole('button', { name: 'Edit Hip arthroplasty update' }).click()
  const cmeForm = cmePage.getByRole('dialog', { name: 'Edit session' })
  await cmeForm.getByRole('textbox', { name: 'CME credits' }).fill('1.5')
  await cmeForm.getByRole('button', { name: 'Save' }).click()
  await expect(cmePage.getByText('Session saved')).toBeVisible()
  await expect(
    row(cmePage, 'Hip arthroplasty update').getByRole('cell', { name: '1.5', exact: true }),
  ).toBeVisible()

  // Two members register (Arabic names); one is checked in at the door through the check-in API.
  const sara = await newMember(request, { full_name: 'د. سارة العتيبي' })
  const omar = await newMember(request, { full_name: 'عمر الشهري' })
  const tickets: string[] = []
  for (const member of [sara, omar]) {
    const registered = await request.post(`/api/events/${eventId}/registrations`, {
      headers: await bearer(request, member),
    })
    expect(registered.status()).toBe(201)
    tickets.push(((await registered.json()) as { ticket_code: string }).ticket_code) // the API's answer
  }
  const checkedIn = await request.post(`/api/events/${eventId}/check-ins`, {
    headers: await bearer(request, ADMIN()),
    data: { ticket_code: tickets[0] },
  })
  expect(checkedIn.status(), await checkedIn.text()).toBe(200)

  // Attendees: counts, the list, and a CSV that parses back with the Arabic names intact.
  await page.getByRole('link', { name: 'Attendees', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible()
  const stats = page.getByRole('list', { name: 'Attendee statistics' })
  await expect(stats.getByRole('listitem').filter({ hasText: 'Registered' })).toContainText('2')
  await expect(stats.getByRole('listitem').filter({ hasText: 'Checked in' })).toContainText('1')
  await expect(page.getByRole('cell', { name: 'د. سارة العتيبي' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const path = await download.path()
  const bytes = readFileSync(path)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const parsed = Papa.parse<Record<string, string>>(bytes.toString('utf8').slice(1), {
    header: true,
    skipEmptyLines: true,
  })
  expect(parsed.errors).toEqual([])
  expect(parsed.data.map((r) => r.full_name).sort()).toEqual(['د. سارة العتيبي', 'عمر الشهري'].sort())
  expect(parsed.data.find((r) => r.full_name === 'د. سارة العتيبي')?.checked_in_at).toBeTruthy()

  // Certificates: the checked-in attendee gets one (after a confirmation); then it is revoked.
  await cmePage.goto(`/admin/events/${eventId}/certificates`)
  await expect(cmePage.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible()
  await cmePage.getByRole('textbox', { name: 'Accrediting body' }).fill('SCFHS')
  await cmePage.getByRole('textbox', { name: 'Accreditation number' }).fill('2099-ORTH-7')
  await cmePage.getByRole('button', { name: 'Save accreditation' }).click()
  await expect(cmePage.getByText('Accreditation saved')).toBeVisible()
  const eligible = cmePage.getByRole('table', { name: 'Checked-in attendees' })
  await expect(eligible.getByRole('row')).toHaveCount(2)
  await cmePage.getByRole('checkbox', { name: 'Select د. سارة العتيبي' }).check()
  await cmePage.getByRole('button', { name: 'Issue certificates' }).click()
  const confirm = cmePage.getByRole('dialog', { name: 'Issue certificates' })
  const count = 1
  await expect(confirm).toContainText(`Issue ${count} certificate now?`)
  await confirm.getByRole('button', { name: 'Issue', exact: true }).click()
  await expect(cmePage.getByText('1 certificate issued')).toBeVisible()
  const issued = cmePage.getByRole('table', { name: 'Issued certificates' })
  await expect(issued.getByRole('cell', { name: 'د. سارة العتيبي' })).toBeVisible()
  const code = (await issued.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim()
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  await expect(issued.getByRole('link', { name: `PDF ${code}` })).toHaveAttribute(
    'href',
    `/api/certificates/${code}/pdf`,
  )
  expect(await axeViolations(cmePage)).toEqual([])
  await issued.getByRole('button', { name: `Revoke ${code}` }).click()
  await cmePage
    .getByRole('dialog', { name: 'Revoke certificate' })
    .getByRole('button', { name: 'Revoke' })
    .click()
  await expect(cmePage.getByText('Certificate revoked')).toBeVisible()
  await expect(issued.getByText('Revoked', { exact: true })).toBeVisible()
  const verified = (await (await request.get(`/api/certificates/${code}`)).json()) as { valid: boolean } // the API's answer
  expect(verified.valid).toBe(false)
  await cmeContext.close()
})

test('the programme fits a 360 px phone in Arabic, the grid scrolling inside its own box', async ({
  page,
  request,
}) => {
  const eventId = await newCongress(request, `Phone congress ${Date.now().toString(36)}`)
  const headers = await bearer(request, ADMIN())
  for (const [title_ar, room, from] of [
    ['تحديث في تبديل مفصل الورك', 'القاعة أ', '06:00'],
    ['إصابات الركبة الرياضية', 'القاعة ب', '06:30'],
    ['جلسة الأوراق الحرة', 'القاعة ج', '07:00'],
  ] as const) {
    const made = await request.post(`/api/admin/events/${eventId}/sessions`, {
      headers,
      data: {
        title_ar,
        room,
        starts_at: `2099-10-01T${from}:00.000Z`,
        ends_at: `2099-10-01T08:00:00.000Z`,
        type: 'lecture',
      },
    })
    expect(made.status()).toBe(201)
  }
  await page.setViewportSize({ width: 360, height: 780 })
  await loginInUi(page, 'ar', ADMIN().email, ADMIN().password)
  await page.goto(`/admin/events/${eventId}/programme`)
  await expect(page.getByRole('heading', { level: 1, name: 'البرنامج' })).toBeVisible()
  await expect(page.getByText('تحديث في تبديل مفصل الورك').filter({ visible: true })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'جدول الأيام والقاعات' }).click()
  await expect(page.getByRole('region', { name: 'جدول البرنامج' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await axeViolations(page)).toEqual([])
})
