import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { loginThroughApi, storeSession, waitForPersistedCache, type E2eSession } from '../support/e2e'
import { newMember, type Account } from '../support/e2e-accounts'
import { openProfileReadyOffline, openProfileSection, saveHospitalOnDevice } from '../support/profile-form'

/**
 * Offline edits behave like a notebook: two saves of one field on this device, a reload while
 * still offline, then the connection back — the last value reaches the server and the member is
 * never asked to choose between their own two edits. Only a change made on another device is a
 * conflict, shown with both versions.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

async function signIn(page: Page, request: APIRequestContext, account: Account): Promise<E2eSession> {
  const session = await loginThroughApi(request, account)
  await storeSession(page, session, 'en')
  return session
}

async function ownId(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })
  // The body is JSON the server wrote for this route; the assertions below check the fields read.
  return ((await res.json()) as { id: number }).id
}

async function serverHospital(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/members/me/profile-full', {
    headers: { Authorization: `Bearer ${token}` },
  })
  // The body is JSON the server wrote for this route; the assertions below check the fields read.
  return ((await res.json()) as { hospital: string }).hospital
}

const pending = (page: Page) => page.getByRole('status').filter({ hasText: 'as soon as you are back online' })

test('two offline saves of one field, a reload offline, then online: the last one is kept, no conflict', async ({
  page,
  context,
  request,
}) => {
  const account = await newMember(request, {
    full_name: 'Dr. Noura Notebook',
    specialty: 'Trauma',
    city: 'Riyadh',
  })
  const session = await signIn(page, request, account)
  await openProfileReadyOffline(page)
  // The member's own page is fetched in the background for offline reading, never opened here.
  const id = await ownId(request, session.access_token)
  await waitForPersistedCache(page, `"queryKey":["members","detail",${id}]`)

  await context.setOffline(true)
  await saveHospitalOnDevice(page, 'Two')
  await saveHospitalOnDevice(page, 'Three')
  await expect(pending(page)).toContainText('Hospital')

  // The app restarts with no connection: the editor opens from this device with the queued value.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible()
  await openProfileSection(page, 'Practice')
  await expect(page.getByRole('textbox', { name: /^Main hospital/ }).first()).toHaveValue('Three', {
    timeout: 15_000,
  })
  await expect(pending(page)).toBeVisible()
  // The member's own page and the dashboard open offline too, with the queued edit applied.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: /Dr\. Noura Notebook/ })).toBeVisible()
  await page.goto(`/members/${id}`)
  await expect(page.getByRole('main')).toContainText('Three')
  await page.goto('/profile')
  await openProfileSection(page, 'Practice')
  await expect(page.getByRole('textbox', { name: /^Main hospital/ }).first()).toHaveValue('Three')
  expect(await serverHospital(request, session.access_token)).not.toBe('Three')

  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(() => serverHospital(request, session.access_token), { timeout: 15_000 }).toBe('Three')
  await expect(pending(page)).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByRole('alert').filter({ hasText: 'changed elsewhere' })).toHaveCount(0)
})

test('the same field changed on another device meanwhile is a conflict with both versions and a choice', async ({
  page,
  context,
  request,
}) => {
  const account = await newMember(request, {
    full_name: 'Dr. Omar Otherdevice',
    specialty: 'Trauma',
    city: 'Riyadh',
  })
  const session = await signIn(page, request, account)
  await openProfileReadyOffline(page)

  await context.setOffline(true)
  await saveHospitalOnDevice(page, 'Two')
  await saveHospitalOnDevice(page, 'Three')
  const other = await request.patch('/api/members/me/profile-full', {
    data: { hospital: 'From the laptop' },
    headers: { Authorization: `Bearer ${session.access_token}` },
  })
  expect(other.ok()).toBe(true)

  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  const conflict = page.getByRole('alert').filter({ hasText: 'changed elsewhere' })
  await expect(conflict).toBeVisible({ timeout: 15_000 })
  await expect(conflict).toContainText('Three')
  await expect(conflict).toContainText('From the laptop')
  await expect(conflict).not.toContainText('“Two”')
  await conflict.getByRole('button', { name: 'Keep mine' }).click()
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(() => serverHospital(request, session.access_token), { timeout: 15_000 }).toBe('Three')
  await expect(conflict).toHaveCount(0)
  await expect(pending(page)).toHaveCount(0, { timeout: 15_000 })
})
