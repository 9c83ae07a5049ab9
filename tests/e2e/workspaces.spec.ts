import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { DATABASE_NAME } from '../../src/lib/offline/db-name'
import { axeViolations, loginThroughApi, openIn, storeSession, waitForServiceWorker } from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'

/** /workspaces: a member saves an event, a resource (with its file) and a job, and reads them offline. */
const EVENT = 'Gulf Spine Surgery Conference'
const RESOURCE = 'Antibiotics in open fractures'
const JOB = 'Consultant spine surgeon'

/** Signs in through the API, first completing the demo member's profile (the member area needs it). */
async function signIn(page: Page, lang: 'ar' | 'en' = 'en'): Promise<void> {
  const login = () => loginThroughApi(page.request, demoStaff('member@demo.portal'))
  let session = await login()
  if (session.must_complete_profile) {
    const saved = await page.request.put('/api/members/me/profile', {
      headers: { Authorization: `Bearer ${session.access_token}` },
      data: { full_name: 'Dr. Sara Al-Otaibi', specialty: 'Pediatric Orthopedics', city: 'Riyadh' },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    session = await login()
  }
  await storeSession(page, session, lang)
}

async function saveFrom(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path)
  await page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: title })
    .first()
    .getByRole('link', { name: /^Details/ })
    .click({ timeout: 15_000 })
  const dialog = page.getByRole('dialog', { name: title })
  const save = dialog.getByRole('button', { name: `Save for offline: ${title}` })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  const saved = dialog.getByRole('button', { name: `Saved for offline: ${title}` })
  await expect(saved).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/** What IndexedDB holds for saved items, read without the app's code. */
function storedCounts(page: Page) {
  return page.evaluate(
    (database) =>
      new Promise<{ saved: number; files: number }>((resolve, reject) => {
        const request = indexedDB.open(database)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const tx = request.result.transaction(['saved', 'files'])
          const saved = tx.objectStore('saved').count()
          const files = tx.objectStore('files').count()
          tx.oncomplete = () => {
            request.result.close()
            resolve({ saved: saved.result, files: files.result })
          }
        }
      }),
    DATABASE_NAME,
  )
}

function storedFileSizes(page: Page) {
  return page.evaluate(
    (database) =>
      new Promise<number[]>((resolve, reject) => {
        const request = indexedDB.open(database)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const all = request.result.transaction('files').objectStore('files').getAll()
          all.onsuccess = () => {
            request.result.close()
            resolve((all.result as { blob: Blob }[]).map((file) => file.blob.size)) // the files store holds these entries (src/lib/offline/db.ts)
          }
        }
      }),
    DATABASE_NAME,
  )
}

test.describe.configure({ mode: 'serial', timeout: 90_000 })

test('anonymous visitors are not offered Save for offline', async ({ page }) => {
  await openIn(page, 'en', '/jobs?search=spine')
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Details/ })
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('button', { name: /Save for offline/ })).toHaveCount(0)
})

test('saved items open offline from this device, a removed one goes, and signing out clears them', async ({
  page,
  context,
}) => {
  await signIn(page)
  await page.goto('/workspaces')
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible()
  await expect(page.getByText('Nothing saved yet')).toBeVisible()
  await expect(page.getByText('Saved items stay on this device until you sign out.')).toBeVisible()

  await saveFrom(page, '/events?search=Gulf', EVENT)
  // A members-only resource: its file comes through the signed link the download count answers.
  const counted = page.waitForResponse(
    (res) => /\/api\/resources\/\d+\/download$/.test(res.url()) && res.request().method() === 'POST',
  )
  await saveFrom(page, '/resources?search=Antibiotics', RESOURCE)
  expect((await counted).ok()).toBe(true)
  // Members-only: listed with the member's token.
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const listed = await page.request.get('/api/resources?search=Antibiotics', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const fileBytes = ((await listed.json()) as { items: { file_size: number }[] }).items[0]!.file_size // the API's answer; a different shape fails the assertions that follow
  await saveFrom(page, '/jobs?search=spine', JOB)

  await page.goto('/workspaces')
  await expect(page.getByRole('heading', { level: 2, name: 'Events (1)' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Resources (1)' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Jobs (1)' })).toBeVisible()
  await expect(page.getByText(/^Using \d+(\.\d)? (B|KB|MB) on this device$/)).toBeVisible()
  expect(fileBytes).toBeGreaterThan(0)

  // No network, and the app starts again: everything is still there.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible()
  const resourceCard = page.getByRole('article').filter({ hasText: RESOURCE })
  await expect(resourceCard).toContainText(`${RESOURCE}.pdf`)
  await expect(page.getByRole('article').filter({ hasText: EVENT })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: JOB })).toContainText(
    /King Faisal Specialist Hospital.*Apply by/,
  )

  // The stored blob opens in a new tab.
  const popup = context.waitForEvent('page')
  await resourceCard.getByRole('button', { name: `Open file: ${RESOURCE}.pdf` }).click()
  const tab = await popup
  expect(tab.url()).toMatch(/^blob:/)
  await tab.close()
  // The file kept on this device is the whole file.
  expect(await storedFileSizes(page)).toEqual([fileBytes])

  // An event's details, read from the stored copy.
  await page.getByRole('button', { name: `Details: ${EVENT}` }).click()
  const dialog = page.getByRole('dialog', { name: EVENT })
  await expect(dialog.getByText('Location')).toBeVisible()
  await page.keyboard.press('Escape')

  // Remove one.
  await page.getByRole('button', { name: `Remove: ${JOB}` }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Jobs (0)' })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: JOB })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  // Back online, signing out clears what was saved on this device.
  await context.setOffline(false)
  await page.getByRole('button', { name: 'My account' }).click()
  await page.locator('header').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => storedCounts(page)).toEqual({ saved: 0, files: 0 })
  await signIn(page)
  await page.goto('/workspaces')
  await expect(page.getByText('Nothing saved yet')).toBeVisible()
})

for (const lang of ['ar', 'en'] as const) {
  test(`/workspaces has no axe violations (${lang}), empty and with saved items`, async ({ page }) => {
    await signIn(page, lang)
    await page.goto('/workspaces')
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: lang === 'ar' ? 'لم تحفظ شيئًا بعد' : 'Nothing saved yet' }),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await page.goto('/resources?search=Antibiotics')
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: lang === 'ar' ? /^التفاصيل/ : /^Details/ })
      .click()
    const save = page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'ar' ? /^احفظ للقراءة دون اتصال/ : /^Save for offline/ })
    await save.click()
    await expect(page.getByRole('dialog').getByRole('button', { pressed: true })).toBeVisible({
      timeout: 15_000,
    })
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await page.goto('/workspaces')
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // "Remove all" asks first, then empties the page.
    const removeAll = lang === 'ar' ? 'إزالة الكل' : 'Remove all'
    await page.getByRole('button', { name: removeAll }).click()
    await page.getByRole('dialog').getByRole('button', { name: removeAll }).click()
    await expect(
      page.getByRole('status').filter({ hasText: lang === 'ar' ? 'لم تحفظ شيئًا بعد' : 'Nothing saved yet' }),
    ).toBeVisible()
  })
}

test('saving with no connection says so and saves nothing', async ({ page, context }) => {
  await signIn(page)
  await page.goto('/resources?search=Antibiotics')
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Details/ })
    .click()
  // The connection drops once the details are open, as a reader would lose it.
  const save = page.getByRole('dialog').getByRole('button', { name: `Save for offline: ${RESOURCE}` })
  await expect(save).toBeVisible()
  await context.setOffline(true)
  await save.click()
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'You are offline. Connect to the internet to save this for offline reading.',
  )
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  expect(await storedCounts(page)).toEqual({ saved: 0, files: 0 })
  await context.setOffline(false)
})
