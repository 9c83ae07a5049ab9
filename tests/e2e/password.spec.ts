import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/test'
import { latestPasswordResetLink } from '../../server/test-support/mail'
import { axeViolations, openIn } from '../support/e2e'
import { demoStaff, e2eDataDir, newMember } from '../support/e2e-accounts'

const NEW_PASSWORD = 'Reset-Pass-2026'
const CHANGED_PASSWORD = 'Changed-Pass-2026'

async function signInByApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } })
  expect(response.status()).toBe(200)
  return (await response.json()) as { access_token: string; refresh_token: string } // the API's answer; a different shape fails the assertions that follow
}

async function resetPath(email: string, other?: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(() => (link = latestPasswordResetLink(e2eDataDir(), email)) !== undefined && link !== other)
    .toBe(true)
  const url = new URL(link!) // the reset mail was awaited above
  return `${url.pathname}${url.search}`
}

test.describe('passwords', () => {
  test('Arabic at 360 px: forgot → e-mailed link → reset ends old sessions → sign in with the new password', async ({
    page,
    request,
  }) => {
    const member = await newMember(request, { full_name: 'د. ريم العتيبي' })
    const oldDevice = await signInByApi(request, member.email, member.password)
    await page.setViewportSize({ width: 360, height: 780 })

    await openIn(page, 'ar', '/login')
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeVisible()
    await page.getByRole('button', { name: 'أرسل رابط إعادة التعيين' }).click()
    await expect(page.getByText('يُرجى إدخال عنوان بريدك الإلكتروني.')).toBeVisible()
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(member.email)
    await page.getByRole('button', { name: 'أرسل رابط إعادة التعيين' }).click()
    await expect(
      page
        .getByRole('main')
        .getByText(
          'إن كان هذا البريد الإلكتروني لحساب مفعّل، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
          { exact: false },
        ),
    ).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    const link = await resetPath(member.email)
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'اختر كلمة مرور جديدة' })).toBeVisible()
    await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('Reset-Pass-2025')
    await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click()
    await expect(page.getByText('كلمتا المرور غير متطابقتين.')).toBeVisible()
    // What was typed stays.
    await expect(page.getByLabel('كلمة المرور الجديدة', { exact: true })).toHaveValue(NEW_PASSWORD)
    await page.getByLabel('تأكيد كلمة المرور الجديدة').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click()
    await expect(
      page.getByText('تم تغيير كلمة المرور وسُجّل الخروج من جميع الأجهزة. سجّل الدخول بكلمة المرور الجديدة.'),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // Every earlier session ended: its access token and its refresh token.
    expect(
      (
        await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${oldDevice.access_token}` } })
      ).status(),
    ).toBe(401)
    expect(
      (
        await request.post('/api/auth/refresh', { data: { refresh_token: oldDevice.refresh_token } })
      ).status(),
    ).toBe(401)
    expect(
      (
        await request.post('/api/auth/login', { data: { email: member.email, password: member.password } })
      ).status(),
    ).toBe(401)

    // The link works once.
    await page.goto(link)
    await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Another-Pass-2026')
    await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('Another-Pass-2026')
    await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'سبق استخدام رابط إعادة تعيين كلمة المرور هذا.',
    )
    await expect(
      page.getByRole('main').getByRole('alert').getByRole('link', { name: 'اطلب رابطًا جديدًا' }),
    ).toHaveAttribute('href', '/forgot-password')
    await expect(page.getByLabel('كلمة المرور الجديدة', { exact: true })).toHaveValue('Another-Pass-2026')

    await page.goto('/login')
    await page.getByLabel('البريد الإلكتروني').fill(member.email)
    await page.getByLabel('كلمة المرور', { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  // The walk goes on from a signed-in member (its own test: the whole walk does not fit one test's time on a busy machine).
  test('Arabic at 360 px: change password on /account keeps this device signed in and ends the others', async ({
    page,
    request,
  }) => {
    const member = await newMember(request, { full_name: 'د. سعد القحطاني' })
    await page.setViewportSize({ width: 360, height: 780 })
    await openIn(page, 'ar', '/login')
    await page.getByLabel('البريد الإلكتروني').fill(member.email)
    await page.getByLabel('كلمة المرور', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // Account settings from the dashboard: change the password; this device stays signed in.
    await page.getByRole('main').getByRole('link', { name: 'إعدادات الحساب' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { level: 1, name: 'إعدادات الحساب' })).toBeVisible()
    const otherDevice = await signInByApi(request, member.email, member.password)
    await page.getByLabel('كلمة المرور الحالية').fill('Not-My-Password-1')
    await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(CHANGED_PASSWORD)
    await page.getByLabel('تأكيد كلمة المرور الجديدة').fill(CHANGED_PASSWORD)
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('كلمة المرور الحالية غير صحيحة.')
    await expect(page.getByLabel('كلمة المرور الجديدة', { exact: true })).toHaveValue(CHANGED_PASSWORD)
    await page.getByLabel('كلمة المرور الحالية').fill(member.password)
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click()
    await expect(
      page.getByRole('main').getByText('تم تغيير كلمة المرور، وسُجّل خروجك من أجهزتك الأخرى.'),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    expect(
      (
        await request.get('/api/auth/me', {
          headers: { Authorization: `Bearer ${otherDevice.access_token}` },
        })
      ).status(),
    ).toBe(401)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'إعدادات الحساب' })).toBeVisible()
    await signInByApi(request, member.email, CHANGED_PASSWORD)
  })

  test('visitors sent to sign in from a member profile or /teams are told why and come back; Account settings is in the menu', async ({
    page,
    request,
  }) => {
    const editor = demoStaff('editor@demo.portal')
    const { access_token } = await signInByApi(request, editor.email, editor.password)
    const me = (await (
      await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${access_token}` } })
    ).json()) as { id: number } // the API's answer; a different shape fails the assertions that follow

    await page.setViewportSize({ width: 1366, height: 900 })
    await openIn(page, 'en', '/teams')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fteams/)
    await expect(page.getByText("Sign in to see the society's teams")).toBeVisible()

    await page.goto(`/members/${me.id}`)
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmembers%2F\d+/)
    await expect(
      page.getByRole('status').filter({ hasText: "Sign in to see members' profiles" }),
    ).toBeVisible()
    // A plain visit to /login has no notice.
    await page.goto('/login')
    await expect(page.getByText("Sign in to see members' profiles")).toHaveCount(0)
    await page.goto(`/members/${me.id}`)
    await page.getByRole('textbox', { name: 'Email' }).fill(editor.email)
    await page.getByLabel('Password').fill(editor.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(new RegExp(`/members/${me.id}$`))

    await page.getByRole('button', { name: 'My account' }).click()
    await page.locator('header').getByRole('link', { name: 'Account settings' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Please enter your current password.')).toBeVisible()
    await expect(page.getByText('Password is required.')).toBeVisible()
  })
})
