import { readFileSync } from 'node:fs'
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { latestActivationLink, latestPasswordResetLink } from '../../server/test-support/mail'
import { approveRegistration, axeViolations, openIn } from '../support/e2e'
import { e2eDataDir } from '../support/e2e-accounts'
import { openProfileReadyOffline, openProfileSection, saveHospitalOnDevice } from '../support/profile-form'

/**
 * The whole way of a new member, as a person walks it: registers with name, specialty and
 * phone; an admin approves seeing the name; the e-mailed link opened twice (the second time
 * is a success too); the profile completed on a 360 px phone in Arabic with the editor's
 * sections, rows and the clinic chosen by "Use my location"; two offline edits of one field
 * and a reload offline, then back online with no conflict; forgot password, reset, sign in;
 * and the member's data downloaded with the profile in it. One step a test, in order.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const SUPERADMIN = { email: 'superadmin@e2e.test', password: 'E2e-Superadmin-Pass-1' }
const FIRST_PASSWORD = 'Journey-Pass-2026'
const NEW_PASSWORD = 'Journey-Reset-2026'
const email = `walk-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e-members.test`
const name = `Dr. Walk ${Date.now().toString(36)}`
// King Abdulaziz University Hospital, Jeddah.
const CLINIC = { latitude: 21.4977, longitude: 39.2446 }

async function login(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

async function token(request: APIRequestContext, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token // the API's answer; a different shape fails the assertions that follow
}

async function ownProfile(request: APIRequestContext, password: string) {
  const response = await request.get('/api/members/me/profile-full', {
    headers: { Authorization: `Bearer ${await token(request, password)}` },
  })
  expect(response.status()).toBe(200)
  // The own profile answer (contract OwnProfile); the fields read are asserted below.
  return (await response.json()) as {
    full_name: string
    bio: string
    city: string
    hospital: string
    clinic_location: {
      city: string
      region: string
      hospital: string
      lat: number | null
      lng: number | null
    }
    qualifications: { title: string; year: number | null }[]
    visibility: Record<string, string>
  }
}

test('register with name, specialty and phone; the admin approves seeing the name; the link opened twice', async ({
  page,
  browser,
}) => {
  await openIn(page, 'en', '/register')
  await page.getByRole('textbox', { name: 'Full name in English' }).fill(name)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(FIRST_PASSWORD)
  await page.getByLabel('Membership type').selectOption('consultant')
  await page.getByLabel('Specialty').selectOption('Spine')
  await page.getByRole('textbox', { name: /^Mobile phone/ }).fill('+966 50-765 4321')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/register\/pending/)

  const admin = await browser.newPage()
  await openIn(admin, 'en', '/admin/users/pending')
  await admin.getByRole('textbox', { name: 'Email' }).fill(SUPERADMIN.email)
  await admin.getByLabel('Password', { exact: true }).fill(SUPERADMIN.password)
  await admin.getByRole('button', { name: 'Login' }).click()
  await admin.getByRole('searchbox', { name: 'Search' }).fill(email)
  await expect(admin.getByRole('cell', { name, exact: true })).toBeVisible()
  await approveRegistration(admin, email, name)
  await admin.close()

  let link: string | undefined
  await expect.poll(() => (link = latestActivationLink(e2eDataDir(), email))).toBeTruthy()
  const url = new URL(link ?? '') // awaited just above
  for (const time of ['first', 'second']) {
    await page.goto(`${url.pathname}${url.search}`)
    await expect(page, `the ${time} opening`).toHaveURL(/\/activate\/success$/)
    await expect(page.getByText('Your account has been activated. You can now log in.')).toBeVisible()
  }
})

test('completes the profile on a 360 px phone in Arabic with the new editor', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(CLINIC)
  await openIn(page, 'ar', '/login')
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email)
  await page.getByLabel('كلمة المرور', { exact: true }).fill(FIRST_PASSWORD)
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
  await expect(page).toHaveURL(/\/complete-profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'أكمل ملفك الشخصي' })).toBeVisible()
  // Name and specialty come from the registration, the specialty in the reader's language.
  await expect(page.getByLabel('الاسم الكامل بالإنجليزية')).toHaveValue(name)
  await expect(page.getByLabel('التخصص *')).toHaveValue('العمود الفقري')

  // The first section (both names, gender beside its label, specialty, the photo beside its
  // previews, pronouns, both bios) stays within a screen and a half of a phone; the others
  // wait closed; nothing scrolls sideways.
  const first = page.getByRole('region', { name: 'المعلومات الأساسية' })
  await first.screenshot({ path: test.info().outputPath('complete-profile-first-section-ar-360.png') })
  expect((await first.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(900)
  await expect(page.getByRole('button', { name: /^الممارسة المهنية/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.screenshot({ path: test.info().outputPath('complete-profile-ar-360.png') })

  await page.getByLabel('النبذة بالعربية', { exact: true }).fill('جراح عمود فقري في جدة.')
  await page.getByLabel('من يمكنه رؤية النبذة التعريفية').selectOption('public')

  await openProfileSection(page, 'الممارسة المهنية')
  // The main city and hospital are asked once; the clinic is at them.
  await expect(page.getByRole('textbox', { name: /^المستشفى/ })).toHaveCount(1)
  await expect(page.getByRole('combobox', { name: /^المدينة/ })).toHaveCount(1)
  await page.getByRole('textbox', { name: /^المستشفى الرئيسي/ }).fill('One')
  const clinic = page.getByRole('group', { name: 'موقع العيادة' })
  await clinic.getByRole('button', { name: 'استخدم موقعي' }).click()
  await expect(clinic.getByRole('status')).toContainText('أقرب مدينة: جدة')
  await expect(page.getByLabel('المدينة الرئيسية')).toHaveValue('جدة')
  // The position is kept for a map, never shown as numbers.
  await expect(clinic).not.toContainText('21.49')

  await openProfileSection(page, 'التعليم')
  const qualifications = page.getByRole('group', { name: 'المؤهلات', exact: true })
  await page.getByRole('button', { name: 'إضافة إلى المؤهلات' }).click()
  await qualifications.getByLabel('العنوان').nth(0).fill('الزمالة السعودية')
  await page.getByRole('button', { name: 'إضافة إلى المؤهلات' }).click()
  await qualifications.getByLabel('العنوان').nth(1).fill('MBBS')
  await qualifications.getByLabel('السنة').nth(1).fill('2010')
  await qualifications.getByRole('button', { name: 'نقل الصف 2 من المؤهلات إلى الأعلى' }).click()
  await expect(qualifications.getByLabel('العنوان').nth(0)).toHaveValue('MBBS')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expect(page.getByRole('status').filter({ hasText: 'تغييرات غير محفوظة' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'حفظ الملف الشخصي' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'حُفظ الملف الشخصي' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)

  const saved = await ownProfile(page.request, FIRST_PASSWORD)
  expect(saved).toMatchObject({
    full_name: name,
    bio: 'جراح عمود فقري في جدة.',
    hospital: 'One',
    visibility: expect.objectContaining({ bio: 'public' }),
  })
  expect(saved.city).toBe('jeddah')
  expect(saved.clinic_location).toMatchObject({ city: 'jeddah', region: 'makkah', hospital: 'One' })
  expect(saved.clinic_location.lat).toBeCloseTo(CLINIC.latitude, 3)
  expect(saved.qualifications.map((row) => row.title)).toEqual(['MBBS', 'الزمالة السعودية'])
})

test('two offline edits of one field and a reload offline; back online the server holds the last, no conflict', async ({
  page,
  context,
}) => {
  await openIn(page, 'en', '/login')
  await login(page, FIRST_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await openProfileReadyOffline(page)

  await context.setOffline(true)
  await saveHospitalOnDevice(page, 'Two')
  await saveHospitalOnDevice(page, 'Three')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible()
  await openProfileSection(page, 'Practice')
  await expect(page.getByRole('textbox', { name: /^Main hospital/ }).first()).toHaveValue('Three', {
    timeout: 15_000,
  })

  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect
    .poll(async () => (await ownProfile(page.request, FIRST_PASSWORD)).hospital, { timeout: 15_000 })
    .toBe('Three')
  await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toHaveCount(
    0,
    { timeout: 15_000 },
  )
  await expect(page.getByRole('alert').filter({ hasText: 'changed elsewhere' })).toHaveCount(0)
})

test('forgot password, reset by the e-mailed link, sign in, download the data with the profile', async ({
  page,
}) => {
  await openIn(page, 'en', '/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  // The login form has an Email box too: type only once the reset page is there.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('main')).toContainText('we have sent it a link to reset the password')

  let link: string | undefined
  await expect.poll(() => (link = latestPasswordResetLink(e2eDataDir(), email))).toBeTruthy()
  const url = new URL(link ?? '') // awaited just above
  await page.goto(`${url.pathname}${url.search}`)
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(
    page.getByText('Your password has been changed and every device was signed out.'),
  ).toBeVisible()

  await page.goto('/login')
  await login(page, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/account')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Download my data' }).click(),
  ])
  // The body is JSON the server wrote for the member's data; the assertions below check the fields read.
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { email: string }
    profile: { full_name: string; hospital: string; clinic_location: { city: string } }
  }
  expect(data.account.email).toBe(email)
  expect(data.profile).toMatchObject({
    full_name: name,
    hospital: 'Three',
    clinic_location: expect.objectContaining({ city: 'jeddah' }),
  })
})
