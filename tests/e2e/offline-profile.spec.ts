import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import sharp from 'sharp'
import { DATABASE_NAME } from '../../src/lib/offline/db-name'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import {
  loginThroughApi,
  storeSession,
  waitForPersistedCache,
  waitForServiceWorker,
  type E2eSession,
} from '../support/e2e'
import { newMember, type Account } from '../support/e2e-accounts'

/** A member edits the profile with no connection; the edit arrives later, once. */
// One member of its own for the whole file (the tests run in order, each editing this profile).
let member: Promise<Account> | undefined

async function login(request: APIRequestContext) {
  member ??= newMember(request, { full_name: 'Dr. Hatem Offline', specialty: 'Trauma', city: 'Jeddah' })
  return loginThroughApi(request, await member)
}

async function serverBio(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/members/me/profile-full', {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await res.json()) as { bio: string }).bio // the API's answer; a different shape fails the assertions that follow
}

async function serverProfile(
  request: APIRequestContext,
  token: string,
): Promise<{ bio: string; avatar_url: string | null }> {
  const res = await request.get('/api/members/me/profile-full', {
    headers: { Authorization: `Bearer ${token}` },
  })
  return (await res.json()) as { bio: string; avatar_url: string | null } // the API's answer; a different shape fails the assertions that follow
}

/** The outbox as the app stored it in IndexedDB (the Dexie database DATABASE_NAME). */
async function queuedEntries(page: Page): Promise<{ id: string; kind: string; payload: string }[]> {
  return page.evaluate(
    (database) =>
      new Promise<{ id: string; kind: string; payload: string }[]>((resolve, reject) => {
        const open = indexedDB.open(database)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll()
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result as { id: string; kind: string; payload: string }[]) // the outbox store holds these entries (src/lib/offline/db.ts)
          }
        }
      }),
    DATABASE_NAME,
  )
}

async function signInPage(page: Page, session: E2eSession) {
  await storeSession(page, session, 'en')
}

test.describe.configure({ mode: 'serial', timeout: 90_000 })

test('an edit saved offline survives closing the browser and reaches the server once when back online', async ({
  baseURL,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL })
  const profileDir = mkdtempSync(join(tmpdir(), 'portal-offline-profile-'))
  const open = () =>
    chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath(),
      args: chromiumArgs,
      baseURL,
      serviceWorkers: 'allow',
    })
  let context: BrowserContext = await open()
  try {
    const session = await login(request)
    const bio = `Written on a plane ${Date.now()}`
    let page = context.pages()[0] ?? (await context.newPage())
    await signInPage(page, session)
    await page.goto('/profile')
    await waitForServiceWorker(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible()
    await waitForPersistedCache(page, '"queryKey":["profile","own"]')

    await context.setOffline(true)
    await page.getByRole('textbox', { name: 'Bio in English' }).fill(bio)
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'as soon as you are back online' }),
    ).toContainText('Bio')

    // Still offline, the app restarts: the edit is still waiting.
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toBeVisible()
    expect(await serverBio(request, session.access_token)).not.toBe(bio)

    // The browser is closed and opened again, now with a connection.
    await context.close()
    context = await open()
    page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/profile')
    await expect.poll(() => serverBio(request, session.access_token), { timeout: 15_000 }).toBe(bio)
    await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toHaveCount(
      0,
    )
  } finally {
    await context.close()
    await request.dispose()
    rmSync(profileDir, { recursive: true, force: true })
  }
})

test('a field changed elsewhere in the meantime is a conflict the member resolves', async ({
  page,
  context,
  request,
}) => {
  const session = await login(request)
  await signInPage(page, session)
  await page.goto('/profile')
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('textbox', { name: 'Bio in English' }).fill('Mine, written offline')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toBeVisible()

  // Meanwhile the same member changes the bio from another device.
  const other = await request.patch('/api/members/me/profile-full', {
    data: { bio: 'Changed on the laptop' },
    headers: { Authorization: `Bearer ${session.access_token}` },
  })
  expect(other.ok()).toBe(true)

  await context.setOffline(false)
  const conflict = page.getByRole('alert').filter({ hasText: 'also changed elsewhere' })
  await expect(conflict).toBeVisible({ timeout: 15_000 })
  await expect(conflict).toContainText('Changed on the laptop')
  await conflict.getByRole('button', { name: 'Keep mine' }).click()
  // The resolution is sent with the next flush (the connection is back): reload to trigger it at start.
  await page.reload()
  await expect
    .poll(() => serverBio(request, session.access_token), { timeout: 15_000 })
    .toBe('Mine, written offline')
})

test('an edit replayed several times is applied once (the Idempotency-Key of the queued entry)', async ({
  page,
  context,
  request,
}) => {
  const session = await login(request)
  const auth = { Authorization: `Bearer ${session.access_token}` }
  await signInPage(page, session)
  await page.goto('/profile')
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible()

  await context.setOffline(true)
  const bio = `Replayed edit ${Date.now()}`
  await page.getByRole('textbox', { name: 'Bio in English' }).fill(bio)
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toBeVisible()
  const [entry] = await queuedEntries(page)
  expect(entry).toBeDefined()
  const changes = (JSON.parse(entry!.payload) as { changes: Record<string, unknown> }).changes // the queued edit was awaited above; its payload is what the app queued
  expect(changes).toEqual({ bio_en: bio })

  // The same queued request reaches the server twice (a lost answer, a second tab)...
  const first = await request.patch('/api/members/me/profile-full', {
    data: changes,
    headers: { ...auth, 'Idempotency-Key': entry!.id },
  })
  expect(first.status()).toBe(200)
  expect(first.headers()['idempotent-replayed']).toBeUndefined()
  const second = await request.patch('/api/members/me/profile-full', {
    data: changes,
    headers: { ...auth, 'Idempotency-Key': entry!.id },
  }) // the queued edit was awaited above
  expect(second.status()).toBe(200)
  expect(second.headers()['idempotent-replayed']).toBe('true')
  expect(await second.json()).toEqual(await first.json())

  // ...and the app sends it a third time when the connection returns: answered from the record, not applied again.
  const replies: string[] = []
  page.on('response', (response) => {
    if (response.request().method() === 'PATCH' && response.url().endsWith('/api/members/me/profile-full'))
      replies.push(response.headers()['idempotent-replayed'] ?? 'applied')
  })
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toHaveCount(
    0,
    { timeout: 15_000 },
  )
  expect(await queuedEntries(page)).toEqual([])
  expect(replies.length).toBeGreaterThan(0)
  expect(replies.every((reply) => reply === 'true')).toBe(true)
  expect((await serverProfile(request, session.access_token)).bio).toBe(bio)
})

test('a photo chosen offline is previewed from the device, kept across a reload and uploaded once when back online', async ({
  page,
  context,
  request,
}) => {
  const session = await login(request)
  await signInPage(page, session)
  await page.goto('/profile')
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible()
  const before = (await serverProfile(request, session.access_token)).avatar_url
  await waitForPersistedCache(page, '"queryKey":["profile","own"]')

  await context.setOffline(true)
  const photo = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer()
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'offline.png', mimeType: 'image/png', buffer: photo })
  await expect(
    page.getByRole('status').filter({ hasText: 'uploaded when you are back online' }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', /^blob:/)
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toContainText(
    'Photo',
  )

  // Still offline, the app restarts: the photo waits on this device and is shown from there.
  await page.reload()
  const queued = page.getByRole('img', { name: 'Photo waiting to be sent' })
  await expect(queued).toBeVisible()
  await expect(queued).toHaveAttribute('src', /^blob:/)
  expect((await serverProfile(request, session.access_token)).avatar_url).toBe(before)

  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect
    .poll(async () => (await serverProfile(request, session.access_token)).avatar_url, { timeout: 15_000 })
    .toMatch(/^\/uploads\/avatars\/.+\.webp$/)
  const after = (await serverProfile(request, session.access_token)).avatar_url! // the avatar was uploaded above
  expect(after).not.toBe(before)
  await expect(queued).toHaveCount(0)
  expect(await queuedEntries(page)).toEqual([])
  expect((await request.get(after)).ok()).toBe(true)
})

test.describe('in Arabic on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true })

  test('an offline save shows one state, waiting to send, and a confirmation once it reaches the server', async ({
    page,
    context,
    request,
  }) => {
    const session = await login(request)
    await storeSession(page, session, 'ar')
    await page.goto('/profile')
    await waitForServiceWorker(page)
    await expect(page.getByRole('heading', { level: 1, name: 'تعديل الملف الشخصي' })).toBeVisible()
    await waitForPersistedCache(page, '"queryKey":["profile","own"]')
    // The signed-in menu leads to the member's tickets and certificates.
    await page.getByRole('button', { name: 'القائمة' }).click()
    await expect(page.getByRole('link', { name: 'تذاكري وشهاداتي' })).toHaveAttribute('href', '/tickets')
    await page.keyboard.press('Escape')

    const bio = `كتبتها في الطائرة ${Date.now()}`
    await context.setOffline(true)
    await page.getByRole('textbox', { name: 'النبذة بالعربية' }).fill(bio)
    await page.getByRole('button', { name: 'حفظ الملف الشخصي' }).click()
    const waiting = page.getByRole('status').filter({ hasText: 'بانتظار الإرسال' })
    await expect(waiting.first()).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'بانتظار الإرسال' }).filter({ hasText: 'النبذة بالعربية' }),
    ).toBeVisible()
    // No other wording for the same state, and no error: the form stays.
    await expect(page.getByRole('main').getByText(/على هذا الجهاز/)).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.waitForTimeout(1500)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'النبذة بالعربية' })).toHaveValue(bio)
    await page.screenshot({ path: test.info().outputPath('profile-waiting-to-send-ar-360.png') })

    await context.setOffline(false)
    await expect(page.getByText('أُرسلت تعديلات ملفك الشخصي وحُفظت.')).toBeVisible({ timeout: 15_000 })
    await expect(waiting).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('profile-sent-ar-360.png') })
    expect(await serverBio(request, session.access_token)).toBe(bio)
  })
})
