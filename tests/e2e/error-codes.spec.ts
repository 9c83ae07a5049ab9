import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/test'
import { openIn } from '../support/e2e'

const SUPERADMIN = { email: 'superadmin@e2e.test', password: 'E2e-Superadmin-Pass-1' }
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e-codes.test`

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: SUPERADMIN })
  expect(login.status()).toBe(200)
  return { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` } // the API's answer; a different shape fails the assertions that follow
}

test.describe('server refusals in the reader language', () => {
  test('the Arabic Users screen says in Arabic that a user deleted meanwhile no longer exists', async ({
    page,
    request,
  }) => {
    const stale = uniqueEmail('stale')
    expect(
      (
        await request.post('/api/auth/register', {
          data: { email: stale, password: 'Member-Pass-2026', tier: 'resident' },
        })
      ).status(),
    ).toBe(201)

    await page.setViewportSize({ width: 1280, height: 900 })
    await openIn(page, 'en', '/login')
    await page.getByRole('textbox', { name: 'Email' }).fill(SUPERADMIN.email)
    await page.getByLabel('Password').fill(SUPERADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.evaluate(() => localStorage.setItem('lang', 'ar'))
    await page.goto(`/admin/users?search=${encodeURIComponent(stale)}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')

    await page
      .getByRole('button', { name: `تعديل ${stale}` })
      .first()
      .click()
    const edit = page.getByRole('dialog', { name: `تعديل المستخدم ${stale}` })
    await edit.getByRole('combobox', { name: 'الفئة' }).selectOption('consultant')

    // Another admin deletes the user while this one still has the form open.
    const headers = await bearer(request)
    const list = await request.get(`/api/users?search=${encodeURIComponent(stale)}`, { headers })
    const id = ((await list.json()) as { items: { id: number; email: string }[] }).items.find(
      (u) => u.email === stale,
    )?.id // the API's answer; a different shape fails the assertions that follow
    expect(id).toBeDefined()
    expect((await request.delete(`/api/users/${id}/permanent`, { headers })).status()).toBe(200)

    const put = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/users\/\d+$/.test(r.url()),
    )
    await edit.getByRole('button', { name: 'حفظ' }).click()
    const refused = await put
    expect(refused.status()).toBe(404)
    expect(await refused.json()).toMatchObject({ detail: 'User not found', code: 'userNotFound' })
    await expect(
      page.getByRole('alert').filter({ hasText: 'هذا المستخدم لم يعد موجودًا.' }).first(),
    ).toBeVisible()
    await expect(page.getByText('User not found')).toHaveCount(0)
  })
})
