import { readFileSync } from 'node:fs'
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import Papa from 'papaparse'
import { latestActivationLink } from '../../server/test-support/mail'
import { axeViolations, openIn } from '../support/e2e'
import { demoStaff, e2eDataDir as dataDir } from '../support/e2e-accounts'

const SUPERADMIN = { email: 'superadmin@e2e.test', password: 'E2e-Superadmin-Pass-1' }
const PASSWORD = 'Member-Pass-2026'
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e-admin.test`

async function loginInUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

async function register(request: APIRequestContext, email: string): Promise<void> {
  expect(
    (
      await request.post('/api/auth/register', { data: { email, password: PASSWORD, tier: 'resident' } })
    ).status(),
  ).toBe(201)
}

/** An access token of the e2e superadmin, for setting up accounts through the API. */
async function superadminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: SUPERADMIN })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token // the API's answer; a different shape fails the assertions that follow
}

/**
 * A registered account with a completed profile under `fullName`, made active (and given a
 * role, or deactivated) by the superadmin.
 */
async function accountWith(
  request: APIRequestContext,
  token: string,
  label: string,
  fullName: string,
  change: { role?: 'admin'; deactivated?: boolean; gender?: 'female' | 'male' } = {},
): Promise<{ id: number; email: string; fullName: string }> {
  const email = uniqueEmail(label)
  await register(request, email)
  const headers = { Authorization: `Bearer ${token}` }
  const found = (await (
    await request.get('/api/users', { headers, params: { user_status: 'pending', search: email } })
  ).json()) as { items: { id: number }[] } // the API's answer; a different shape fails the assertions that follow
  const id = found.items[0]!.id // the account was just registered and is pending
  expect((await request.post(`/api/users/${id}/approve`, { headers, data: {} })).status()).toBe(200)
  const own = (
    (await (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).json()) as {
      access_token: string
    }
  ).access_token // the API's answer; a different shape fails the assertions that follow
  const profile = await request.put('/api/members/me/profile', {
    headers: { Authorization: `Bearer ${own}` },
    data: {
      full_name: fullName,
      specialty: 'Arthroplasty',
      ...(change.gender ? { gender: change.gender } : {}),
    },
  })
  expect(profile.status()).toBe(200)
  if (change.role)
    expect((await request.put(`/api/users/${id}`, { headers, data: { role: change.role } })).status()).toBe(
      200,
    )
  if (change.deactivated)
    expect((await request.put(`/api/users/${id}`, { headers, data: { is_active: false } })).status()).toBe(
      200,
    )
  return { id, email, fullName }
}

test.describe('admin: users and pending registrations', () => {
  test('a superadmin approves a registration, edits a user, deletes one permanently', async ({
    page,
    request,
  }) => {
    // Two registrations, approval, activation, edit and permanent delete, with axe twice: a long journey.
    const applicant = uniqueEmail('applicant')
    const doomed = uniqueEmail('doomed')
    await register(request, applicant)
    await register(request, doomed)
    await page.setViewportSize({ width: 1280, height: 900 })
    await openIn(page, 'en', '/admin/users/pending')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await loginInUi(page, SUPERADMIN.email, SUPERADMIN.password)
    await expect(page).toHaveURL(/\/admin\/users\/pending$/)
    const sidebar = page.getByRole('navigation', { name: 'Admin menu' })
    await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Back to dashboard' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Pending Users')

    // Pending Users: search, approve with confirmation, the row disappears, a success toast.
    await page.getByRole('searchbox', { name: 'Search' }).fill(applicant)
    await expect(page.getByRole('cell', { name: applicant, exact: true })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: `Approve ${applicant}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Approve registration' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByText('User approved. Activation email sent.')).toBeVisible()
    await expect(page.getByRole('cell', { name: applicant, exact: true })).toHaveCount(0)
    await page.getByRole('combobox', { name: 'Status' }).selectOption('pending_activation')
    await expect(page.getByRole('cell', { name: applicant, exact: true })).toBeVisible()

    // The applicant activates from the e-mail the approval sent, and may then sign in.
    let link: string | undefined
    await expect.poll(() => (link = latestActivationLink(dataDir(), applicant))).toBeTruthy()
    const activation = await request.post('/api/auth/activate', {
      data: { token: new URL(link!).searchParams.get('token') },
    }) // the activation mail was awaited above
    expect(activation.status()).toBe(200)
    expect(
      (await request.post('/api/auth/login', { data: { email: applicant, password: PASSWORD } })).status(),
    ).toBe(200)

    // Users: search mirrored in the address, edit the tier (only changed fields), delete permanently.
    await sidebar.getByRole('link', { name: 'Users', exact: true }).click()
    // The status filter is still in the address until the link's navigation lands.
    await expect(page).toHaveURL(/\/admin\/users$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search' }).fill(doomed)
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(doomed).replace(/\./g, '\\.')}`))
    await expect(page.getByText('Showing 1-1 of 1 user')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page
      .getByRole('button', { name: `Edit ${doomed}` })
      .first()
      .click()
    const edit = page.getByRole('dialog', { name: `Edit user ${doomed}` })
    await expect(
      edit.getByRole('combobox', { name: 'Role' }).locator('option', { hasText: 'Superadmin' }),
    ).toHaveCount(1)
    await edit.getByRole('combobox', { name: 'Tier' }).selectOption('consultant')
    const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/users\/\d+$/.test(r.url()))
    await edit.getByRole('button', { name: 'Save' }).click()
    expect((await put).postDataJSON()).toEqual({ tier: 'consultant' })
    await expect(page.getByText('User updated')).toBeVisible()
    await expect(page.getByRole('table').getByText('Consultant')).toBeVisible()

    await page
      .getByRole('button', { name: `Delete ${doomed} permanently` })
      .first()
      .click()
    const del = page.getByRole('dialog', { name: 'Delete user permanently' })
    await expect(del.getByRole('button', { name: 'Delete permanently' })).toBeDisabled()
    await del.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('delete')
    await expect(del.getByRole('button', { name: 'Delete permanently' })).toBeDisabled()
    await del.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE')
    await del.getByRole('button', { name: 'Delete permanently' }).click()
    await expect(page.getByText('User deleted permanently')).toBeVisible()
    await expect(page.getByText('No users match these filters.')).toBeVisible()

    // The audit log shows both changes.
    await sidebar.getByRole('link', { name: 'Audit log' }).click()
    await expect(page.getByRole('cell', { name: `deleted the account of ${doomed}` }).first()).toBeVisible()
    await expect(page.getByRole('cell', { name: /changed the access of/ }).first()).toBeVisible()
  })

  test('a decision that cannot reach the server says the device is offline, not that the action failed', async ({
    page,
    context,
    request,
  }) => {
    const applicant = uniqueEmail('offline-applicant')
    await register(request, applicant)
    await page.setViewportSize({ width: 1280, height: 900 })
    await openIn(page, 'en', '/login')
    await loginInUi(page, SUPERADMIN.email, SUPERADMIN.password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin/users/pending')
    await page.getByRole('searchbox', { name: 'Search' }).fill(applicant)
    await expect(page.getByRole('cell', { name: applicant, exact: true })).toBeVisible()
    const offlineToast = page
      .getByRole('alert')
      .filter({ hasText: 'You are offline. Please try again when you are connected.' })
    const genericToast = page
      .getByRole('alert')
      .filter({ hasText: 'Unable to complete the action. Please try again.' })

    // The browser knows it is offline: the api-client's OfflineError.
    await context.setOffline(true)
    await page.getByRole('button', { name: `Approve ${applicant}` }).click()
    const approve = page.getByRole('dialog', { name: 'Approve registration' })
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(offlineToast).toBeVisible()
    await expect(genericToast).toHaveCount(0)
    await expect(approve).toBeVisible()
    // Shown in the dialog the admin is looking at: outside it the page is inert (under the
    // backdrop, hidden from screen readers).
    await expect(approve.getByRole('alert')).toHaveText(
      'You are offline. Please try again when you are connected.',
    )
    await approve.getByRole('button', { name: 'Cancel' }).click()
    await context.setOffline(false)
    await expect(offlineToast).toHaveCount(0, { timeout: 15_000 })

    // The browser claims a connection but the request never reaches the server: fetch's TypeError.
    await context.route('**/api/members/*/approve', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: `Reject ${applicant}` }).click()
    const reject = page.getByRole('dialog', { name: 'Reject registration' })
    await reject.getByRole('button', { name: 'Reject' }).click()
    await expect(offlineToast).toBeVisible()
    await expect(genericToast).toHaveCount(0)
    await context.unroute('**/api/members/*/approve')

    // Back on the network the same decision goes through, and the row leaves the list.
    await reject.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByText('User rejected.')).toBeVisible()
    await expect(page.getByRole('cell', { name: applicant, exact: true })).toHaveCount(0)
  })

  test('the signed-in superadmin has no actions on their own row; Arabic and phone layout are clean', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openIn(page, 'en', '/login')
    await loginInUi(page, SUPERADMIN.email, SUPERADMIN.password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.evaluate(() => localStorage.setItem('lang', 'ar'))
    await page.goto(`/admin/users?search=${encodeURIComponent(SUPERADMIN.email)}`)
    await expect(page.locator('li').getByText('هذا حسابك')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('the users CSV opens in Excel: a UTF-8 byte-order mark, Arabic names intact, formulas guarded', async ({
    page,
    request,
  }) => {
    const token = await superadminToken(request)
    const member = await accountWith(request, token, 'csv', '=سارة الحربي')
    await openIn(page, 'en', '/login')
    await loginInUi(page, SUPERADMIN.email, SUPERADMIN.password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.evaluate(() => localStorage.setItem('lang', 'ar'))
    await page.goto(`/admin/users?search=${encodeURIComponent(member.email)}`)
    await expect(page.getByRole('cell', { name: member.email }).first()).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'تصدير CSV' }).click()
    const file = await (await download).path()
    const bytes = readFileSync(file)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const parsed = Papa.parse<Record<string, string>>(bytes.subarray(3).toString('utf8'), {
      header: true,
      skipEmptyLines: true,
    })
    expect(parsed.errors).toEqual([])
    expect(parsed.data).toEqual([
      expect.objectContaining({ email: member.email, full_name: "'=سارة الحربي", is_active: 'true' }),
    ])
  })

  test('an admin is offered only what the server allows, and every access change asks first (Arabic)', async ({
    page,
    request,
  }) => {
    // Five confirmations, each cancelled and checked, plus axe with a dialog open: a long journey.
    const token = await superadminToken(request)
    const admin = await accountWith(request, token, 'admin', 'Admin of the test', { role: 'admin' })
    // Each confirmation agrees with the person in Arabic: a woman, a man.
    const member = await accountWith(request, token, 'member', 'سارة القحطاني', { gender: 'female' })
    const resting = await accountWith(request, token, 'resting', 'Resting Member', {
      deactivated: true,
      gender: 'male',
    })
    const writes: string[] = []
    page.on('request', (r) => {
      if (r.method() !== 'GET' && /\/api\/(users|members)\//.test(r.url()))
        writes.push(`${r.method()} ${r.url()}`)
    })
    await page.setViewportSize({ width: 1280, height: 900 })
    await openIn(page, 'en', '/login')
    await loginInUi(page, admin.email, PASSWORD)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.evaluate(() => localStorage.setItem('lang', 'ar'))
    const usersRow = async (email: string) => {
      await page.goto(`/admin/users?search=${encodeURIComponent(email)}`)
      await expect(page.getByRole('cell', { name: email }).first()).toBeVisible()
    }

    // Own row: nothing to do. A superadmin's row: nothing for an admin, not even Edit.
    await usersRow(admin.email)
    await expect(page.getByRole('table').getByText('هذا حسابك')).toBeVisible()
    await expect(page.getByRole('table').getByRole('button')).toHaveCount(0)
    await usersRow(SUPERADMIN.email)
    await expect(page.getByRole('table').getByText('لا يعدّل هذا الحساب إلا المدير العام')).toBeVisible()
    await expect(page.getByRole('table').getByRole('button')).toHaveCount(0)

    // An active member: edit and deactivate, but no delete (superadmin only) and no activation link.
    await usersRow(member.email)
    const table = page.getByRole('table')
    await expect(table.getByRole('button', { name: `تعديل ${member.email}` })).toBeVisible()
    await expect(table.getByRole('button', { name: `حذف ${member.email} نهائيًا` })).toHaveCount(0)
    await expect(table.getByRole('button', { name: `إرسال بريد التفعيل إلى ${member.email}` })).toHaveCount(0)
    const deactivate = table.getByRole('button', { name: `إيقاف ${member.email}` })
    await deactivate.click()
    const asked = page.getByRole('dialog', { name: 'إيقاف المستخدم' })
    await expect(asked).toContainText('سيُسجَّل خروجها ولن تتمكن من تسجيل الدخول حتى يُعاد تفعيل حسابها')
    await expect(asked.getByText(member.fullName, { exact: true })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(asked).toBeHidden()
    await expect(deactivate).toBeFocused()
    await deactivate.click()
    await asked.getByRole('button', { name: 'إلغاء' }).click()
    await expect(asked).toBeHidden()
    await expect(deactivate).toBeFocused()

    // A role change asks too, inside the edit form; the superadmin role is not offered.
    await table.getByRole('button', { name: `تعديل ${member.email}` }).click()
    const edit = page.getByRole('dialog', { name: `تعديل المستخدم ${member.email}` })
    await expect(edit.locator('option[value="superadmin"]')).toHaveCount(0)
    await edit.locator('select').first().selectOption('editor')
    await edit.getByRole('button', { name: 'حفظ' }).click()
    const roleChange = page.getByRole('dialog', { name: 'تغيير الدور' })
    await expect(roleChange).toContainText('سيتغير ما يمكنها الاطلاع عليه والقيام به فورًا')
    await roleChange.getByRole('button', { name: 'إلغاء' }).click()
    await expect(roleChange).toBeHidden()
    await expect(edit.getByRole('button', { name: 'حفظ' })).toBeFocused()
    await edit.getByRole('button', { name: 'إلغاء' }).click()

    // A deactivated member: an activation link and activation, each asked first.
    await usersRow(resting.email)
    const send = table.getByRole('button', { name: `إرسال بريد التفعيل إلى ${resting.email}` })
    await send.click()
    const sendAsked = page.getByRole('dialog', { name: 'إرسال بريد التفعيل' })
    await expect(sendAsked).toContainText('يبقى الحساب غير مفعّل حتى يفتح الرابط الجديد')
    await sendAsked.getByRole('button', { name: 'إلغاء' }).click()
    await expect(send).toBeFocused()
    await table.getByRole('button', { name: `تفعيل ${resting.email}` }).click()
    const activateAsked = page.getByRole('dialog', { name: 'تفعيل المستخدم' })
    await expect(activateAsked).toContainText('سيتمكن من تسجيل الدخول فورًا')
    await page.keyboard.press('Escape')
    await expect(activateAsked).toBeHidden()

    // Pending Users, active accounts: no approve; reject asks first.
    await page.goto('/admin/users/pending')
    await page.getByRole('combobox', { name: 'الحالة' }).selectOption('active')
    await page.getByRole('searchbox', { name: 'بحث' }).fill(member.email)
    await expect(page.getByRole('cell', { name: member.email, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: `الموافقة على ${member.email}` })).toHaveCount(0)
    const reject = page.getByRole('button', { name: `رفض ${member.email}` })
    await reject.click()
    const rejectAsked = page.getByRole('dialog', { name: 'رفض التسجيل' })
    await expect(rejectAsked).toContainText('ولن تتمكن من تسجيل الدخول، ويتوقف عمل أي رابط تفعيل أُرسل إليها')
    expect(await axeViolations(page)).toEqual([])
    await rejectAsked.getByRole('button', { name: 'إلغاء' }).click()
    await expect(reject).toBeFocused()

    // Nothing was changed: no write reached the server, and both accounts are as they were.
    expect(writes).toEqual([])
    const headers = { Authorization: `Bearer ${token}` }
    const stored = async (email: string) =>
      (
        (await (await request.get('/api/admin/users', { headers, params: { search: email } })).json()) as {
          items: { role: string; status: string; is_active: boolean }[]
        }
      ).items[0] // the API's answer; a different shape fails the assertions that follow
    expect(await stored(member.email)).toMatchObject({ role: 'member', status: 'active', is_active: true })
    expect(await stored(resting.email)).toMatchObject({ status: 'active', is_active: false })
  })

  test('an editor is refused', async ({ page }) => {
    await openIn(page, 'en', '/login')
    await loginInUi(page, 'editor@demo.portal', demoStaff('editor@demo.portal').password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin/users')
    await expect(
      page.getByText('You do not have the necessary permissions to access the admin panel.'),
    ).toBeVisible()
  })

  test('a cme sees the live overview but not Users', async ({ page }) => {
    await openIn(page, 'en', '/login')
    await loginInUi(page, 'cme@demo.portal', demoStaff('cme@demo.portal').password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Statistics' }).getByText('Posts')).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users', exact: true }),
    ).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/admin/users')
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  })
})
