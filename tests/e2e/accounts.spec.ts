import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { latestActivationLink } from '../../server/test-support/mail'
import { approveRegistration, axeViolations, openIn } from '../support/e2e'
import { demoStaff, e2eDataDir as dataDir } from '../support/e2e-accounts'
import { openProfileSection } from '../support/profile-form'

const SUPERADMIN = { email: 'superadmin@e2e.test', password: 'E2e-Superadmin-Pass-1' }
const PASSWORD = 'Member-Pass-2026'

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e-members.test`

async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: SUPERADMIN })
  expect(response.status()).toBe(200)
  const { access_token } = (await response.json()) as { access_token: string } // the API's answer; a different shape fails the assertions that follow
  return { Authorization: `Bearer ${access_token}` }
}

async function userIdOf(request: APIRequestContext, email: string, status: string): Promise<number> {
  const response = await request.get(`/api/users?user_status=${status}&search=${encodeURIComponent(email)}`, {
    headers: await adminAuth(request),
  })
  const body = (await response.json()) as { items: { id: number; email: string }[] } // the API's answer; a different shape fails the assertions that follow
  const found = body.items.find((item) => item.email === email)
  expect(found, `${email} in the ${status} list`).toBeTruthy()
  return found!.id // the account was just created and is listed
}

async function decide(
  request: APIRequestContext,
  email: string,
  action: 'approve' | 'reject',
): Promise<void> {
  const id = await userIdOf(request, email, 'pending')
  const response = await request.post(`/api/members/${id}/approve`, {
    data: { action },
    headers: await adminAuth(request),
  })
  expect(response.status()).toBe(200)
}

async function registerByApi(request: APIRequestContext, email: string): Promise<void> {
  expect(
    (
      await request.post('/api/auth/register', { data: { email, password: PASSWORD, tier: 'resident' } })
    ).status(),
  ).toBe(201)
}

async function activationPath(email: string): Promise<string> {
  let link: string | undefined
  await expect.poll(() => (link = latestActivationLink(dataDir(), email))).toBeTruthy()
  const url = new URL(link!) // the activation mail was awaited above
  return `${url.pathname}${url.search}`
}

async function loginInUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test.describe('accounts', () => {
  test('register → pending → admin approves → e-mailed link → activated → login → complete profile', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('journey')
    // Applicant and admin in two pages, two axe runs, activation and the first profile: a long journey on a busy machine.
    test.setTimeout(120_000)
    const name = `Dr. Journey ${Date.now().toString(36)}`
    await openIn(page, 'en', '/register')
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    // The form checks its fields before calling.
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('Give your name in Arabic or in English.')).toBeVisible()
    await expect(page.getByText('Email is required.')).toBeVisible()
    await expect(page.getByText('Password is required.')).toBeVisible()
    // The name in both languages and the gender, which the first profile opens with.
    await page.getByRole('textbox', { name: 'Full name in Arabic' }).fill('د. رحلة التسجيل')
    await page.getByRole('textbox', { name: 'Full name in English' }).fill(name)
    await page.getByLabel('Gender').selectOption('female')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible()
    await expect(page.getByLabel('Membership type')).toHaveValue('public')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByLabel('Membership type').selectOption('resident')
    // Each membership type says whom it is for.
    await expect(page.getByText('For residents in an orthopedic training programme.')).toBeVisible()
    await page.getByLabel('Specialty').selectOption('Spine')
    const phone = page.getByRole('textbox', { name: /^Mobile phone/ })
    // Too short to be a number: the form says so. A mobile range not in service passes the form; the server's parser refuses it at the field, the text kept.
    const phoneRefused = page.getByText(
      /^Enter a mobile or landline number, such as \u2066055 123 4567\u2069\.$/,
    )
    await phone.fill('050 123')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(phoneRefused).toBeVisible()
    await phone.fill('052 123 4567')
    const refusal = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/register') && response.status() === 422,
    )
    await page.getByRole('button', { name: 'Register' }).click()
    await refusal
    await expect(phoneRefused).toBeVisible()
    await expect(phone).toHaveValue('052 123 4567')
    await expect(phone).toBeFocused()
    await phone.fill('050-123 4567')
    await page.getByRole('button', { name: 'Register' }).click()

    await expect(page).toHaveURL(/\/register\/pending/)
    await expect(page.getByRole('heading', { level: 1, name: 'Registration received' })).toBeVisible()
    await expect(page.getByText('Your account is pending approval.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Learn more in the FAQ' })).toHaveAttribute('href', '/#faq')
    expect(await axeViolations(page)).toEqual([])

    // Still pending: signing in lands on the pending page again.
    await page.goto('/login')
    await loginInUi(page, email, PASSWORD)
    await expect(page).toHaveURL(/\/register\/pending/)
    await expect(page.getByText('Your account is pending approval.')).toBeVisible()

    // The admin judges the application by the applicant's name and phone.
    const admin = await browser.newPage()
    await openIn(admin, 'en', '/admin/users/pending')
    await loginInUi(admin, SUPERADMIN.email, SUPERADMIN.password)
    await expect(admin).toHaveURL(/\/admin\/users\/pending$/)
    await admin.getByRole('searchbox', { name: 'Search' }).fill(email)
    await expect(admin.getByRole('cell', { name, exact: true })).toBeVisible()
    await expect(
      admin.getByRole('cell', { name: '050 123 4567', exact: true }).getByRole('link'),
    ).toHaveAttribute('href', 'tel:+966501234567')
    await approveRegistration(admin, email, name)
    await admin.close()
    // Approved but not activated: the awaiting-activation case, with resend and support.
    await page.goto('/login')
    await loginInUi(page, email, PASSWORD)
    await expect(page.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible()
    await expect(
      page.getByText('Your account was approved. Please activate it using the link we emailed you.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Resend activation email' })).toBeVisible()
    await expect(page.getByRole('link', { name: /support@/ })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await page.goto(await activationPath(email))
    await expect(page).toHaveURL(/\/activate\/success$/)
    await expect(page.getByText('Your account has been activated. You can now log in.')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await loginInUi(page, email, PASSWORD)
    await expect(page).toHaveURL(/\/complete-profile$/)
    expect(
      await page.evaluate(() => [
        localStorage.getItem('access_token') !== null,
        localStorage.getItem('refresh_token') !== null,
        localStorage.getItem('must_complete_profile'),
      ]),
    ).toEqual([true, true, '1'])
    // The first profile opens with the name and specialty from registration; the phone is offered, not copied.
    await expect(page.getByLabel('Full name in English')).toHaveValue(name)
    await expect(page.getByLabel('Full name in Arabic')).toHaveValue('د. رحلة التسجيل')
    await expect(page.getByLabel('Gender')).toHaveValue('female')
    await expect(page.getByLabel('Specialty *')).toHaveValue('Spine')
    await openProfileSection(page, 'Contact details')
    await expect(page.getByLabel('Work phone')).toHaveValue('')
    // The number sits in its own left-to-right span, which the accessible name pads with spaces.
    await page
      .getByRole('button', { name: /^Use the phone you registered with \(\s*050 123 4567\s*\)$/ })
      .click()
    await expect(page.getByLabel('Work phone')).toHaveValue('+966501234567')
    // The guards send an incomplete profile back to /complete-profile (leaving the unsaved phone after the browser asks).
    page.once('dialog', (dialog) => void dialog.accept())
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/complete-profile$/)
  })

  test('a rejected account cannot sign in', async ({ page, request }) => {
    const email = uniqueEmail('rejected')
    await registerByApi(request, email)
    await decide(request, email, 'reject')
    await openIn(page, 'en', '/login')
    await loginInUi(page, email, PASSWORD)
    await expect(page).toHaveURL(/\/register\/pending/)
    await expect(page.getByText('Your account was rejected. Please contact support.')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()
  })

  test('a bad or voided token lands on /activate/error, the resend form sends a working link, and opening it twice succeeds twice', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('resend')
    await registerByApi(request, email)
    await decide(request, email, 'approve')
    const firstLink = await activationPath(email)

    await openIn(page, 'en', '/activate?token=not-a-real-token')
    await expect(page).toHaveURL(/\/activate\/error\?reason=invalid$/)
    await expect(page.getByText('This activation link is invalid or has expired.')).toBeVisible()
    await page.getByRole('button', { name: 'Resend activation email' }).click()
    await expect(page.getByText('Please enter your email address.')).toBeVisible()
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('button', { name: 'Resend activation email' }).click()
    await expect(
      page.getByText('If the account is eligible, a new activation email has been sent.'),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // The new link voids the first one.
    let secondLink = ''
    await expect.poll(async () => (secondLink = await activationPath(email))).not.toBe(firstLink)
    await page.goto(firstLink)
    await expect(page).toHaveURL(/\/activate\/error\?reason=invalid$/)
    await page.goto(secondLink)
    await expect(page).toHaveURL(/\/activate\/success$/)
    // Opening the same link again lands on the success page too (the account is active), with its sign-in link.
    await page.goto(secondLink)
    await expect(page).toHaveURL(/\/activate\/success$/)
    await expect(page.getByText('Your account has been activated. You can now log in.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    )
    // So does the voided first link, now that the account is active.
    await page.goto(firstLink)
    await expect(page).toHaveURL(/\/activate\/success$/)
    await page.goto('/activate/error')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('button', { name: 'Resend activation email' }).click()
    await expect(page.getByText('This account is already active.')).toBeVisible()
    await page.goto('/activate')
    await expect(page).toHaveURL(/\/activate\/error\?reason=invalid$/)
  })

  test('guards, header items, admin access and logout', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await openIn(page, 'en', '/dashboard')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await loginInUi(page, 'editor@demo.portal', demoStaff('editor@demo.portal').password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // An editor is signed in but may not use the admin area.
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
    await expect(
      page.getByText('You do not have the necessary permissions to access the admin panel.'),
    ).toBeVisible()

    await page.getByRole('button', { name: 'My account' }).click()
    const menu = page.locator('header')
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute(
      'href',
      /\/members\/\d+$/,
    )
    await expect(menu.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', '/profile')
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0)
    await menu.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(
      await page.evaluate(() => [
        localStorage.getItem('access_token'),
        localStorage.getItem('refresh_token'),
      ]),
    ).toEqual([null, null])
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()

    // An admin goes back where they were going after signing in, and sees Admin in the menu.
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin/)
    await loginInUi(page, 'admin@demo.portal', demoStaff('admin@demo.portal').password)
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0)
    await page.getByRole('button', { name: 'My account' }).click()
    await expect(page.locator('header').getByRole('link', { name: 'Admin' })).toBeVisible()
    // A signed-in user opening /login goes to the dashboard.
    await page.goto('/login')
    await expect(page).toHaveURL(/\/dashboard$/)

    // The mobile menu repeats the account items, and shows Teams only when signed in.
    await page.setViewportSize({ width: 390, height: 800 })
    await page.getByRole('button', { name: 'Menu' }).click()
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobile.getByRole('link', { name: 'Teams' })).toBeVisible()
    await expect(mobile.getByRole('link', { name: 'Admin' })).toBeVisible()
    await mobile.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Teams' }),
    ).toHaveCount(0)
  })

  test('wrong password shows the message; the Arabic screens are translated and accessible', async ({
    page,
  }) => {
    await openIn(page, 'ar', '/login')
    await expect(page.getByRole('heading', { level: 1, name: 'سجّل الدخول إلى حسابك' })).toBeVisible()
    await page.getByLabel('البريد الإلكتروني').fill('editor@demo.portal')
    await page.getByLabel('كلمة المرور').fill('Not-the-password-1')
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.')
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/register/pending?reason=pendingAwaitingActivation')
    await expect(page.getByRole('heading', { level: 1, name: 'فعّل حسابك' })).toBeVisible()
    await page.getByRole('button', { name: 'إعادة إرسال بريد التفعيل' }).click()
    await expect(page.getByText('يُرجى إدخال بريدك الإلكتروني.')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/activate/error')
    await expect(page.getByRole('heading', { level: 1, name: 'تعذّر التفعيل' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
