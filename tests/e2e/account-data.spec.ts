import { readFileSync } from 'node:fs'
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { latestEmailChangeLink } from '../../server/test-support/mail'
import { axeViolations, openIn } from '../support/e2e'
import { e2eDataDir, newMember, type Account } from '../support/e2e-accounts'

/** The member's own data on /account: a copy of it, a new e-mail address, deleting the account; and the dashboard in Arabic on a phone. */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

async function signIn(page: Page, account: Account, lang: 'ar' | 'en') {
  await openIn(page, lang, '/login')
  await page.getByLabel(lang === 'ar' ? 'البريد الإلكتروني' : 'Email').fill(account.email)
  await page.getByLabel(lang === 'ar' ? 'كلمة المرور' : 'Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: lang === 'ar' ? 'تسجيل الدخول' : 'Login', exact: true }).click()
}

async function loginStatus(request: APIRequestContext, account: Account): Promise<number> {
  return (await request.post('/api/auth/login', { data: account })).status()
}

async function directoryHas(request: APIRequestContext, reader: Account, name: string): Promise<boolean> {
  // The body is JSON the server wrote for this route; the assertions below check the fields read.
  const { access_token } = (await (await request.post('/api/auth/login', { data: reader })).json()) as {
    access_token: string
  }
  const res = await request.get(`/api/members/directory?query=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  })
  // The body is JSON the server wrote for this route; the assertions below check the fields read.
  return ((await res.json()) as { items: { full_name: string }[] }).items.some(
    (item) => item.full_name === name,
  )
}

test('the dashboard in Arabic on a 360 px phone: name, membership, completeness with the next field, no sideways scrolling', async ({
  page,
  request,
}) => {
  const member = await newMember(request, {
    full_name: 'د. ريم العتيبي',
    specialty: 'Trauma',
    city: 'Riyadh',
  })
  await page.setViewportSize({ width: 360, height: 780 })
  await signIn(page, member, 'ar')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا، د. ريم العتيبي')
  await expect(page.getByRole('main')).toContainText('نشط')
  await expect(page.getByRole('main')).toContainText('مقيم')
  await expect(page.getByRole('main')).toContainText(member.email)
  const next = page.getByRole('link', { name: /^أضف الآن: / })
  await expect(next).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('dashboard-ar-360.png'), fullPage: true })
  // The next missing field opens in the editor, focused.
  await next.click()
  await expect(page).toHaveURL(/\/profile#profile-/)
  await expect(page.locator(':focus')).toHaveAttribute('id', /^profile-/)

  // A save greets by the new name at once, without a reload.
  await page.getByRole('textbox', { name: 'الاسم الكامل بالعربية' }).fill('د. ريم ناصر العتيبي')
  await page.getByRole('button', { name: 'حفظ الملف الشخصي' }).click()
  await expect(page).toHaveURL(/\/members\/\d+$/)
  // Back to the dashboard inside the app (history, no page load).
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا، د. ريم ناصر العتيبي')

  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, د. ريم ناصر العتيبي')
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('dashboard-en-1280.png'), fullPage: true })

  // The account screen with its data sections, in Arabic on the phone.
  await page.evaluate(() => localStorage.setItem('lang', 'ar'))
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/account')
  await expect(page.getByRole('region', { name: 'بياناتك' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'حذف الحساب' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('account-ar-360.png'), fullPage: true })
})

test('download all my data, change the e-mail through the mailed link, then delete the account', async ({
  page,
  request,
}) => {
  const name = `Dr. Pdpl ${Date.now().toString(36)}`
  const member = await newMember(request, { full_name: name, specialty: 'Trauma', city: 'Jeddah' })
  const reader = await newMember(request, { full_name: 'Dr. Directory Reader' })
  expect(await directoryHas(request, reader, name)).toBe(true)

  // A visitor opening the member's profile is told why they must sign in, and comes back to it.
  const { access_token } = (await (await request.post('/api/auth/login', { data: member })).json()) as {
    access_token: string
  }
  // The body is JSON the server wrote for this route; the assertions below check the fields read.
  const me = (await (
    await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${access_token}` } })
  ).json()) as { id: number }
  await openIn(page, 'en', `/members/${me.id}`)
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByRole('main')).toContainText("Sign in to see members' profiles")
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(new RegExp(`/members/${me.id}$`))

  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('account-en.png'), fullPage: true })

  // Download: one JSON document with the account, the profile, registrations and this device's saved items.
  const yourData = page.getByRole('region', { name: 'Your data' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ])
  const path = await download.path()
  // The body is JSON the server wrote for this route; the assertions below check the fields read.
  const data = JSON.parse(readFileSync(path, 'utf8')) as {
    account: { email: string }
    profile: { full_name: string; city: string }
    registrations: unknown[]
    saved_items_on_this_device: unknown[]
  }
  expect(data.account.email).toBe(member.email)
  expect(data.profile).toMatchObject({ full_name: name, city: 'jeddah' })
  expect(data.registrations).toEqual([])
  expect(data.saved_items_on_this_device).toEqual([])

  // E-mail change: a wrong password is refused; then the link mailed to the new address makes the change.
  const newEmail = `moved-${Date.now().toString(36)}@e2e-members.test`
  const emailSection = page.getByRole('region', { name: 'Change e-mail address' })
  await emailSection.getByLabel('New e-mail address').fill(newEmail)
  await emailSection.getByLabel('Your password').fill('Not-My-Password-1')
  await emailSection.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(emailSection.getByRole('alert')).toHaveText('The current password is incorrect.')
  await emailSection.getByLabel('Your password').fill(member.password)
  await emailSection.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(emailSection.getByRole('status')).toContainText(newEmail)
  let link: string | undefined
  await expect.poll(() => (link = latestEmailChangeLink(e2eDataDir(), newEmail))).toBeTruthy()
  // The poll above only passes once the link is there.
  const url = new URL(link!)
  await page.goto(`${url.pathname}${url.search}`)
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Confirm your new e-mail address' })
      .getByText(/Your e-mail address is now/),
  ).toContainText(newEmail)
  expect(await axeViolations(page)).toEqual([])
  const moved = { email: newEmail, password: member.password }
  expect(await loginStatus(request, moved)).toBe(200)
  expect(await loginStatus(request, member)).toBe(401)

  // Deletion: confirmed by the password and a dialog; then sign-in is refused and the member is gone from the directory.
  await page.getByRole('link', { name: 'Account settings' }).first().click()
  const deletion = page.getByRole('region', { name: 'Delete account' })
  await deletion.getByLabel('Your password').fill(member.password)
  await deletion.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText(/Your account was deleted/)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await loginStatus(request, moved)).toBe(403)
  expect(await directoryHas(request, reader, name)).toBe(false)
})
