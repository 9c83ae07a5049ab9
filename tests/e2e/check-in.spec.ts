import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import QRCode from 'qrcode'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { axeViolations, loginThroughApi, storeSession } from '../support/e2e'
import { newMember, type Account } from '../support/e2e-accounts'

/**
 * The door: staff on a 360 px phone in Arabic check a member's ticket in while offline (typed,
 * and from a camera feed), see a repeat refused, and the scans reach the server once back
 * online; a member is shown Access Denied.
 */
/** The decision panel's name (a live region among others of the app). */
const RESULT_AR = 'نتيجة المسح'
const RESULT_EN = 'Scan result'

const SUPERADMIN: Account = { email: 'superadmin@e2e.test', password: 'E2e-Superadmin-Pass-1' }

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

interface Door {
  eventId: number
  staff: Account
  member: Account
  memberName: string
  ticket: string
  /** A second attendee, for the camera. */
  cameraTicket: string
}

let door: Promise<Door> | undefined

/** An internal event starting soon, two registered members with tickets, and a staff account. */
async function prepareDoor(request: APIRequestContext): Promise<Door> {
  const admin = (await loginThroughApi(request, SUPERADMIN)).access_token
  const now = Date.now()
  const created = await request.post('/api/events', {
    headers: auth(admin),
    data: {
      type: 'conference',
      status: 'published',
      title_ar: `المؤتمر السنوي لجراحة العظام ${now}`,
      title_en: `Annual orthopaedic congress ${now}`,
      starts_at: new Date(now + 2 * 3_600_000).toISOString(),
      ends_at: new Date(now + 10 * 3_600_000).toISOString(),
      location: 'Riyadh',
      registration_mode: 'internal',
      capacity: 50,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const eventId = ((await created.json()) as { id: number }).id // the API's answer; a different shape fails the assertions that follow
  const memberName = 'د. ليلى الحربي'
  const register = async (name: string) => {
    const account = await newMember(request, { full_name: name })
    const res = await request.post(`/api/events/${eventId}/registrations`, {
      headers: auth((await loginThroughApi(request, account)).access_token),
    })
    expect(res.status(), await res.text()).toBe(201)
    return { account, ticket: ((await res.json()) as { ticket_code: string }).ticket_code } // the API's answer; a different shape fails the assertions that follow
  }
  const first = await register(memberName)
  const second = await register('د. فيصل القرني')
  const staff = await newMember(request, { full_name: 'Door Staff' })
  const found = await request.get(`/api/users?user_status=active&search=${encodeURIComponent(staff.email)}`, {
    headers: auth(admin),
  })
  const staffId = ((await found.json()) as { items: { id: number; email: string }[] }).items.find(
    (item) => item.email === staff.email,
  )?.id // the API's answer; a different shape fails the assertions that follow
  expect(staffId).toBeDefined()
  const promoted = await request.put(`/api/users/${staffId}`, {
    headers: auth(admin),
    data: { role: 'staff' },
  })
  expect(promoted.status(), await promoted.text()).toBe(200)
  return {
    eventId,
    staff,
    member: first.account,
    memberName,
    ticket: first.ticket,
    cameraTicket: second.ticket,
  }
}

async function signIn(page: Page, request: APIRequestContext, account: Account, lang: 'ar' | 'en') {
  await storeSession(page, await loginThroughApi(request, account), lang)
}

/** The first check-in the server records for a member of the event (the attendee list staff see). */
async function serverCheckIn(
  request: APIRequestContext,
  eventId: number,
  email: string,
): Promise<string | null> {
  const admin = (await loginThroughApi(request, SUPERADMIN)).access_token
  const res = await request.get(`/api/admin/events/${eventId}/registrations`, { headers: auth(admin) })
  const list = (await res.json()) as { items: { email: string; checked_in_at: string | null }[] } // the API's answer; a different shape fails the assertions that follow
  return list.items.find((item) => item.email === email)?.checked_in_at ?? null
}

/**
 * A still video of a QR code in Y4M (what Chromium's fake camera plays): the code's modules drawn
 * black on white in the luma plane, the chroma planes neutral.
 */
function qrVideo(text: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const width = 640
  const height = 480
  const scale = Math.floor((height - 80) / size)
  const offsetX = Math.floor((width - size * scale) / 2)
  const offsetY = Math.floor((height - size * scale) / 2)
  const luma = Buffer.alloc(width * height, 235)
  for (let y = 0; y < size * scale; y += 1)
    for (let x = 0; x < size * scale; x += 1)
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale)))
        luma[(offsetY + y) * width + offsetX + x] = 16
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma])
  const path = join(mkdtempSync(join(tmpdir(), 'portal-qr-')), 'ticket.y4m')
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  )
  return path
}

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test('staff check a ticket in offline at 360 px in Arabic, a repeat is refused, and the scan syncs once online', async ({
  browser,
  request,
}) => {
  door ??= prepareDoor(request)
  const { eventId, staff, member, memberName, ticket } = await door
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' })
  const page = await context.newPage()
  await signIn(page, request, staff, 'ar')

  const answer = await page.goto('/check-in')
  // The camera is allowed for the portal's own pages (and nothing else is widened by it).
  expect(answer?.headers()['permissions-policy']).toContain('camera=(self)')
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الحضور' })).toBeVisible()
  await page
    .getByRole('link', { name: /المؤتمر السنوي لجراحة العظام/ })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/check-in/${eventId}$`))
  const code = page.getByRole('textbox', { name: 'رمز التذكرة' })
  await expect(code).toBeVisible()
  await expect(page.getByRole('status', { name: RESULT_AR })).toContainText('جاهز للمسح')
  expect(await axeViolations(page)).toEqual([])

  await context.setOffline(true)
  await expect(page.getByText('غير متصل', { exact: true })).toBeVisible()
  await code.fill(ticket)
  await page.getByRole('button', { name: 'تحقق من التذكرة' }).click()
  const result = page.getByRole('status', { name: RESULT_AR })
  await expect(result).toContainText('مسموح بالدخول')
  await expect(result).toContainText(memberName)
  await expect(page.getByTestId('pending-scans')).toHaveText('١')
  await page.screenshot({ path: test.info().outputPath('check-in-ar-360.png'), fullPage: true })

  await code.fill(ticket)
  await page.getByRole('button', { name: 'تحقق من التذكرة' }).click()
  await expect(result).toContainText('سُجّل حضوره مسبقًا')
  await expect(page.getByTestId('pending-scans')).toHaveText('١')
  expect(await serverCheckIn(request, eventId, member.email)).toBeNull()

  // A typed code that is not a ticket.
  await code.fill('not-a-ticket')
  await page.getByRole('button', { name: 'تحقق من التذكرة' }).click()
  await expect(result).toContainText('تذكرة غير صالحة')

  // Found by name in the cached roster, written with another letter (ى/ي): already in.
  await page.getByRole('searchbox', { name: 'اسم الحاضر' }).fill('ليلي الحربى')
  await page.getByRole('button', { name: `تسجيل الحضور: ${memberName}` }).click()
  await expect(result).toContainText('سُجّل حضوره مسبقًا')
  await expect(page.getByTestId('pending-scans')).toHaveText('١')

  await context.setOffline(false)
  await expect(page.getByTestId('pending-scans')).toHaveText('٠', { timeout: 20_000 })
  await expect.poll(() => serverCheckIn(request, eventId, member.email)).not.toBeNull()
  expect(await axeViolations(page)).toEqual([])
  await context.close()
})

test('a ticket shown to the camera is read and admitted (a fake camera feed of its QR code)', async ({
  baseURL,
  request,
}) => {
  door ??= prepareDoor(request)
  const { eventId, staff, cameraTicket } = await door
  const video = qrVideo(cameraTicket)
  const camera = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const context = await camera.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      permissions: ['camera'],
    })
    const page = await context.newPage()
    await signIn(page, request, staff, 'en')
    await page.goto(`/check-in/${eventId}`)
    await expect(page.getByRole('textbox', { name: 'Ticket code' })).toBeVisible()
    await page.getByRole('button', { name: 'Scan with the camera' }).click()
    await expect(page.getByRole('status', { name: RESULT_EN })).toContainText('Admitted', { timeout: 20_000 })
    await expect(page.getByRole('status', { name: RESULT_EN })).toContainText('فيصل القرني')
    await page.getByRole('button', { name: 'Close the camera' }).click()
    await page.screenshot({ path: test.info().outputPath('check-in-en-1280.png'), fullPage: true })
  } finally {
    await camera.close()
    rmSync(video, { force: true })
  }
})

test('a member is shown Access Denied at the door', async ({ browser, request }) => {
  door ??= prepareDoor(request)
  const { eventId, member } = await door
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await signIn(page, request, member, 'en')
  await page.goto(`/check-in/${eventId}`)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await page.goto('/check-in')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await context.close()
})
