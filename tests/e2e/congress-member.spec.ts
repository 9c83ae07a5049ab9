import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/test'
import {
  axeViolations,
  loginThroughApi,
  storeSession,
  waitForPersistedCache,
  waitForServiceWorker,
  type E2eSession,
} from '../support/e2e'
import { demoStaff, newMember } from '../support/e2e-accounts'

/**
 * Congress mode, the member's side: an event that registers in the portal, with a two-day
 * programme, opened on a 360 px phone in Arabic — browse by day, search with Arabic
 * spelling folded, star a session, register, see the QR ticket, still see programme and
 * ticket offline; a second member meets a full event and joins the waiting list, and gets
 * the seat when the first one cancels.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const TITLE_AR = 'المؤتمر السنوي لجراحة العظام'
const TITLE_EN = 'Annual orthopaedic congress'

const auth = (session: E2eSession) => ({ Authorization: `Bearer ${session.access_token}` })

/** The admin builds the congress: one seat, registration in the portal, three sessions over two days. */
async function seedCongress(request: APIRequestContext): Promise<{ eventId: number; kneeId: number }> {
  const admin = await loginThroughApi(request, demoStaff('admin@demo.portal'))
  const created = await request.post('/api/events', {
    headers: auth(admin),
    data: {
      type: 'conference',
      status: 'published',
      title_ar: TITLE_AR,
      title_en: TITLE_EN,
      description_ar: 'ثلاثة مسارات علمية على مدى يومين.',
      description_en: 'Three scientific tracks over two days.',
      starts_at: '2099-04-10T05:00:00.000Z',
      ends_at: '2099-04-11T15:00:00.000Z',
      location: 'Riyadh',
      capacity: 1,
      registration_mode: 'internal',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const eventId = ((await created.json()) as { id: number }).id // the API's answer; a different shape fails the assertions that follow
  const session = async (data: Record<string, unknown>) => {
    const res = await request.post(`/api/admin/events/${eventId}/sessions`, {
      headers: auth(admin),
      data: { description_ar: '', description_en: '', type: 'lecture', speakers: [], ...data },
    })
    expect(res.status(), await res.text()).toBe(201)
    return ((await res.json()) as { session: { id: number } }).session.id // the API's answer; a different shape fails the assertions that follow
  }
  const kneeId = await session({
    title_ar: 'جراحة الركبة الحديثة',
    title_en: 'Modern knee surgery',
    starts_at: '2099-04-10T06:00:00.000Z',
    ends_at: '2099-04-10T07:00:00.000Z',
    room: 'القاعة أ',
    track: 'الركبة',
    speakers: [
      {
        name_ar: 'د. سارة العتيبي',
        name_en: 'Dr Sara Alotaibi',
        affiliation_ar: 'مستشفى الملك فهد',
        affiliation_en: 'King Fahad Hospital',
        photo_url: null,
      },
    ],
  })
  await session({
    title_ar: 'إصابات الكتف الرياضية',
    title_en: 'Sports shoulder injuries',
    starts_at: '2099-04-10T08:00:00.000Z',
    ends_at: '2099-04-10T09:30:00.000Z',
    room: 'القاعة ب',
    track: 'الكتف',
    type: 'panel',
  })
  await session({
    title_ar: 'تشوهات العمود الفقري',
    title_en: 'Spinal deformities',
    starts_at: '2099-04-11T06:00:00.000Z',
    ends_at: '2099-04-11T07:00:00.000Z',
    room: 'القاعة أ',
    track: 'العمود الفقري',
  })
  return { eventId, kneeId }
}

let congress: { eventId: number; kneeId: number }
let first: E2eSession
let second: E2eSession

test.beforeAll(async ({ request }) => {
  congress = await seedCongress(request)
  first = await loginThroughApi(request, await newMember(request, { full_name: 'د. أحمد الزهراني' }))
  second = await loginThroughApi(request, await newMember(request, { full_name: 'Dr. Lina Alshehri' }))
})

test('a visitor is told to sign in, and comes back to the event after', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.goto(`/events/${congress.eventId}`)
  const view = page.getByRole('main').getByRole('article', { name: TITLE_EN })
  await expect(view.getByRole('heading', { name: 'Programme' })).toBeVisible()
  const signInLink = view.getByRole('link', { name: 'Sign in to register' })
  await expect(signInLink).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/events/${congress.eventId}`)}`,
  )
})

test('a member on a phone in Arabic browses, searches, stars, registers, and keeps programme and ticket offline', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await storeSession(page, first, 'ar')
  await page.goto(`/events/${congress.eventId}`)
  await waitForServiceWorker(page)
  const view = page.getByRole('main').getByRole('article', { name: TITLE_AR })
  await expect(view.getByRole('heading', { name: 'البرنامج' })).toBeVisible()

  // By day: the first day shows its two sessions, the second day its one.
  const days = view.getByRole('tab')
  await expect(days).toHaveCount(2)
  await expect(days.first()).toHaveAttribute('aria-selected', 'true')
  await expect(view.getByRole('heading', { name: 'جراحة الركبة الحديثة' })).toBeVisible()
  await expect(view.getByRole('heading', { name: 'تشوهات العمود الفقري' })).toHaveCount(0)
  await days.nth(1).click()
  await expect(view.getByRole('heading', { name: 'تشوهات العمود الفقري' })).toBeVisible()
  await expect(view.getByRole('heading', { name: 'جراحة الركبة الحديثة' })).toHaveCount(0)
  await days.first().click()

  // Search folds Arabic spelling: a bare alef finds "إصابات", taa marbuta written as haa finds "سارة".
  const search = view.getByRole('searchbox', { name: 'ابحث في البرنامج' })
  await search.fill('اصابات')
  await expect(view.getByRole('heading', { name: 'إصابات الكتف الرياضية' })).toBeVisible()
  await expect(view.getByRole('heading', { name: 'جراحة الركبة الحديثة' })).toHaveCount(0)
  await search.fill('ساره')
  await expect(view.getByRole('heading', { name: 'جراحة الركبة الحديثة' })).toBeVisible()
  await search.fill('')

  // A star is kept on the device and reaches the member's agenda on the server.
  const star = view.getByRole('button', { name: 'أضف إلى جدولي: جراحة الركبة الحديثة' })
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  // The agenda answer's shape (contract AgendaSchema).
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/members/me/agenda/${congress.eventId}`, { headers: auth(first) })
          ).json()) as { session_ids: number[] }
        ).session_ids,
    ) // the API's answer
    .toEqual([congress.kneeId])
  await view.getByRole('checkbox', { name: 'جدولي فقط' }).check()
  await expect(view.getByRole('heading', { name: 'إصابات الكتف الرياضية' })).toHaveCount(0)
  await expect(view.getByRole('heading', { name: 'جراحة الركبة الحديثة' })).toBeVisible()
  await view.getByRole('checkbox', { name: 'جدولي فقط' }).uncheck()

  // One tap registers; the ticket's QR code is drawn on the device, its code copyable.
  await expect(view.getByText('تبقّى مقعد واحد')).toBeVisible()
  await view.getByRole('button', { name: 'التسجيل', exact: true }).click()
  await expect(view.getByText('تم تسجيلك. تذكرتك الإلكترونية:')).toBeVisible()
  await expect(view.getByRole('img', { name: `رمز QR لتذكرة ${TITLE_AR}` })).toBeVisible()
  const code = (await view.getByLabel('رمز التذكرة').textContent())?.trim() ?? ''
  expect(code).toMatch(/^[A-Za-z0-9_-]{104}$/)
  expect(await axeViolations(page)).toEqual([])

  // My tickets lists it; both answers are saved on the device.
  await page.goto('/tickets')
  await expect(page.getByRole('heading', { name: 'تذاكري', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: TITLE_AR })).toBeVisible()
  await expect(page.getByLabel('رمز التذكرة')).toHaveText(code)
  expect(await axeViolations(page)).toEqual([])
  await waitForPersistedCache(page, '"queryKey":["tickets","mine"]')
  await waitForPersistedCache(page, `"queryKey":["events","programme",${congress.eventId}]`)
  // The star is shown offline from the saved agenda once the server has it.
  await waitForPersistedCache(page, `"session_ids":[${congress.kneeId}]`)

  // No signal in the hall: the ticket and the programme still show.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('img', { name: `رمز QR لتذكرة ${TITLE_AR}` })).toBeVisible()
  await expect(page.getByLabel('رمز التذكرة')).toHaveText(code)
  await page.getByRole('link', { name: 'تفاصيل الفعالية وبرنامجها' }).click()
  const offlineView = page.getByRole('main').getByRole('article', { name: TITLE_AR })
  await expect(offlineView.getByRole('heading', { name: 'جراحة الركبة الحديثة' })).toBeVisible()
  await expect(
    offlineView.getByRole('button', { name: 'أضف إلى جدولي: جراحة الركبة الحديثة' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(offlineView.getByRole('img', { name: `رمز QR لتذكرة ${TITLE_AR}` })).toBeVisible()
  await context.setOffline(false)
})

test('a full event offers the waiting list; a cancellation gives the seat to the member waiting', async ({
  browser,
}) => {
  const secondPage = await (await browser.newContext()).newPage()
  await storeSession(secondPage, second, 'en')
  await secondPage.goto(`/events/${congress.eventId}`)
  const view = secondPage.getByRole('main').getByRole('article', { name: TITLE_EN })
  await expect(view.getByText('This event is full. You can join the waiting list.')).toBeVisible()
  await view.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(view.getByText('You are on the waiting list, number 1.', { exact: false })).toBeVisible()

  const firstPage = await (await browser.newContext()).newPage()
  await firstPage.setViewportSize({ width: 360, height: 800 })
  await storeSession(firstPage, first, 'ar')
  await firstPage.goto(`/events/${congress.eventId}`)
  const mine = firstPage.getByRole('main').getByRole('article', { name: TITLE_AR })
  await mine.getByRole('button', { name: 'إلغاء التسجيل' }).click()
  const confirm = firstPage.getByRole('dialog', { name: 'إلغاء تسجيلك؟' })
  await expect(confirm.getByText('ستتوقف تذكرتك عن العمل', { exact: false })).toBeVisible()
  await confirm.getByRole('button', { name: 'إلغاء التسجيل' }).click()
  await expect(mine.getByRole('button', { name: 'انضم إلى قائمة الانتظار' })).toBeVisible()

  await secondPage.reload()
  await expect(
    secondPage
      .getByRole('main')
      .getByRole('article', { name: TITLE_EN })
      .getByRole('img', { name: `Ticket QR code for ${TITLE_EN}` }),
  ).toBeVisible()
  expect(await axeViolations(secondPage)).toEqual([])
})
