import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import sharp from 'sharp'
import { freshPostgresDatabase, type FreshDatabase } from '../../server/test-support/postgres-database'
import { startLocalS3, type LocalS3 } from '../../server/test-support/s3-server'
import { startBalancer, type Balancer } from '../support/balancer'
import { loginThroughApi, storeSession, waitForPersistedCache, waitForServiceWorker } from '../support/e2e'
import type { Account } from '../support/e2e-accounts'
import { spawnServer, type RunningServer } from '../support/spawn-server'

/**
 * Two instances of the real server, each with a DATA_DIR of its own, on one fresh PostgreSQL
 * database and one bucket of a real S3-compatible server (s3rver), behind a plain reverse
 * proxy that sends each request to the instance the test names. Whatever one instance
 * accepted, the other must know: sessions, rate-limit counts, uploaded files, signed links,
 * the offline outbox's replay.
 */
const databaseUrl = process.env.TEST_DATABASE_URL
test.skip(
  !databaseUrl,
  'Two instances need a shared PostgreSQL: set TEST_DATABASE_URL (CI does; see scripts/start-test-postgres.sh)',
)
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const SUPERADMIN: Account = {
  email: 'superadmin@two-instances.test',
  password: `Two-Instances-${randomBytes(6).toString('hex')}`,
}

let database: FreshDatabase
let s3: LocalS3
let a: RunningServer
let b: RunningServer
let balancer: Balancer
let member: Account

/** The demo staff password instance A generated when it seeded (its DATA_DIR/demo-credentials). */
function demoPassword(dataDir: string, email: string): string {
  const line = readFileSync(join(dataDir, 'demo-credentials'), 'utf8')
    .split('\n')
    .map((text) => text.trim().split(/\s+/))
    .find((parts) => parts[0] === email)
  const password = line?.at(-1)
  if (!line || line.length < 2 || !password) throw new Error(`${email} is not in ${dataDir}/demo-credentials`)
  return password
}

async function login(request: APIRequestContext, base: string, account: Account) {
  return loginThroughApi(request, account, base)
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Every upload folder under a DATA_DIR: with a bucket configured, none may hold a file. */
function localUploads(dataDir: string): string[] {
  const root = join(dataDir, 'uploads')
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

async function signInInUi(page: Page, account: Account): Promise<void> {
  await page.goto(`${balancer.url}/`)
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.goto(`${balancer.url}/login`)
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

async function newBalancedContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: balancer.url, serviceWorkers: 'allow' })
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000)
  // The skip above has run: the URL is there.
  database = await freshPostgresDatabase(databaseUrl!, 'portal_e2e')
  s3 = await startLocalS3('portal-two-instances')
  const shared = {
    DATABASE_URL: database.url,
    STATIC_DIR: process.env.E2E_DIST ?? 'dist',
    ADMIN_EMAIL: SUPERADMIN.email,
    ADMIN_PASSWORD: SUPERADMIN.password,
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint ?? '',
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: '1',
  }
  // One after the other: the first migrates and seeds (its demo files go to the bucket), the second finds it done.
  // Generous start limits: migrating and seeding a PostgreSQL database on a busy 2-core machine.
  a = await spawnServer({ startTimeoutMs: 150_000, env: { ...shared, SEED: 'demo' } })
  b = await spawnServer({ startTimeoutMs: 90_000, env: { ...shared, SEED: 'none' } })
  balancer = await startBalancer({ a: a.url, b: b.url })

  // The demo member signs in on A and completes the profile on B.
  member = { email: 'member@demo.portal', password: demoPassword(a.dataDir, 'member@demo.portal') }
  const request = await playwright.request.newContext()
  const session = await login(request, a.url, member)
  const saved = await request.put(`${b.url}/api/members/me/profile`, {
    data: { full_name: 'Dr. Sara Al-Otaibi', specialty: 'Pediatric Orthopedics', city: 'Riyadh' },
    headers: bearer(session.access_token),
  })
  expect(saved.status(), await saved.text()).toBe(200)
  await request.dispose()
})

test.afterAll(async () => {
  await balancer?.close()
  await Promise.all([a?.stop(), b?.stop()])
  await s3?.close()
  await database?.drop()
})

test('a session begun on one instance is used, refreshed and ended on the other', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext()
  const session = await login(request, a.url, member)
  expect(
    (await request.get(`${b.url}/api/auth/me`, { headers: bearer(session.access_token) })).status(),
  ).toBe(200)
  const refreshed = await request.post(`${b.url}/api/auth/refresh`, {
    data: { refresh_token: session.refresh_token },
  })
  expect(refreshed.status()).toBe(200)
  // Cast: the refresh answer, its status checked above.
  const tokens = (await refreshed.json()) as { access_token: string; refresh_token: string }
  expect((await request.get(`${a.url}/api/auth/me`, { headers: bearer(tokens.access_token) })).status()).toBe(
    200,
  )
  // The rotated-out refresh token is refused by the instance that did not rotate it.
  expect(
    (
      await request.post(`${a.url}/api/auth/refresh`, { data: { refresh_token: session.refresh_token } })
    ).status(),
  ).toBe(401)
  expect(
    (
      await request.post(`${b.url}/api/auth/logout`, {
        data: { refresh_token: tokens.refresh_token },
        headers: bearer(tokens.access_token),
      })
    ).ok(),
  ).toBe(true)
  expect((await request.get(`${a.url}/api/auth/me`, { headers: bearer(tokens.access_token) })).status()).toBe(
    401,
  )
  await request.dispose()

  // In a browser: signed in through A, then every request goes to B, then to each in turn.
  const context = await newBalancedContext(browser)
  const page = await context.newPage()
  balancer.route('a')
  await signInInUi(page, member)
  balancer.route('b')
  balancer.clear()
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Full name in English' })).toHaveValue('Dr. Sara Al-Otaibi')
  expect(balancer.served().filter((line) => line.includes(' /api/'))).not.toEqual([])
  expect(balancer.served().every((line) => line.startsWith('b '))).toBe(true)
  balancer.route('alternate')
  await page.goto('/members')
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  const answeredBy = new Set(
    balancer
      .served()
      .filter((line) => line.includes(' /api/'))
      .map((line) => line[0]),
  )
  expect([...answeredBy].sort()).toEqual(['a', 'b'])
  await context.close()
})

test('rate limits count the hits of both instances together', async ({ playwright }) => {
  const request = await playwright.request.newContext()
  // Three password-reset e-mails per address per quarter hour, wherever they are asked for.
  const data = { email: `nobody-${randomBytes(4).toString('hex')}@two-instances.test` }
  for (const base of [a.url, b.url, a.url])
    expect((await request.post(`${base}/api/auth/password/forgot`, { data })).status()).toBe(202)
  for (const base of [b.url, a.url]) {
    const refused = await request.post(`${base}/api/auth/password/forgot`, { data })
    expect(refused.status()).toBe(429)
    // Cast: every refusal is {detail, code}.
    expect(((await refused.json()) as { code: string }).code).toBe('resetRateLimited')
  }
  await request.dispose()
})

test('files uploaded through one instance are downloaded through the other; members-only files keep their checks', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext()

  // The member's photo, chosen on a page whose requests go to A.
  balancer.route('a')
  const memberContext = await newBalancedContext(browser)
  const page = await memberContext.newPage()
  await signInInUi(page, member)
  await page.goto('/profile')
  const photo = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#0b4f6c' } })
    .png()
    .toBuffer()
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo })
  await expect(page.getByRole('img', { name: 'Photo preview' })).toHaveAttribute(
    'src',
    /^\/uploads\/avatars\/.+\.webp$/,
  )
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page).toHaveURL(/\/members\/\d+$/)
  // The own page, still served by A, shows the photo it reads back from the bucket.
  await expect(page.getByRole('heading', { level: 1, name: 'Dr. Sara Al-Otaibi' })).toBeVisible()
  const shown = page.locator('main img[src^="/uploads/avatars/"]').first()
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await memberContext.close()

  const session = await login(request, b.url, member)
  // Cast: the own profile answer (contract OwnProfile).
  const profile = (await (
    await request.get(`${b.url}/api/members/me/profile-full`, { headers: bearer(session.access_token) })
  ).json()) as { avatar_url: string | null }
  expect(profile.avatar_url).toMatch(/^\/uploads\/avatars\/.+\.webp$/)
  const fromB = await request.get(`${b.url}${profile.avatar_url}`)
  expect(fromB.status()).toBe(200)
  expect(fromB.headers()['content-type']).toBe('image/webp')
  const fromA = await request.get(`${a.url}${profile.avatar_url}`)
  expect(Buffer.compare(await fromA.body(), await fromB.body())).toBe(0)

  // An admin uploads a members-only resource file through A.
  const title = `Shared guideline ${Date.now().toString(36)}`
  const pdf = Buffer.from(`%PDF-1.4\n% two instances ${title}\n%%EOF\n`)
  const adminContext = await newBalancedContext(browser)
  const admin = await adminContext.newPage()
  await signInInUi(admin, SUPERADMIN)
  await admin.goto('/admin')
  await admin.getByRole('link', { name: 'Upload resource' }).click()
  const form = admin.getByRole('dialog', { name: 'Upload resource' })
  await form.getByRole('combobox', { name: 'Category' }).selectOption('guideline')
  await form.getByRole('combobox', { name: 'Visibility' }).selectOption('member')
  await form.getByRole('textbox', { name: 'Title (English)' }).fill(title)
  await form
    .getByLabel('Upload a file')
    .setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: pdf })
  // A members-only file is stored apart from the public uploads.
  await expect(form.getByRole('textbox', { name: 'File URL' })).toHaveValue(/^\/private\/resources\/.+\.pdf$/)
  const storedAt = await form.getByRole('textbox', { name: 'File URL' }).inputValue()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText('Resource created')).toBeVisible()
  await adminContext.close()

  const adminSession = await login(request, b.url, SUPERADMIN)
  // Cast: the admin list answer (contract), only the fields read here.
  const listed = (await (
    await request.get(`${b.url}/api/admin/resources?search=${encodeURIComponent(title)}`, {
      headers: bearer(adminSession.access_token),
    })
  ).json()) as {
    items: { id: number; title_en: string }[]
  }
  const id = listed.items.find((item) => item.title_en === title)?.id
  expect(id, `${title} in B's admin list`).toBeDefined()

  // Nobody signed in learns where the file is; a member gets a signed link from B that A honours.
  const anonymous = await request.get(`${b.url}/api/resources/${id}`)
  expect(anonymous.status()).toBe(401)
  const download = await request.post(`${b.url}/api/resources/${id}/download`, {
    headers: bearer(session.access_token),
  })
  expect(download.status()).toBe(200)
  // Cast: the download answer (contract ResourceDownloadResponse), status checked above.
  const link = ((await download.json()) as { file_url: string }).file_url
  expect(link).toMatch(new RegExp(`^/api/resources/${id}/file\\?expires=\\d+&sig=`))
  const file = await request.get(`${a.url}${link}`)
  expect(file.status()).toBe(200)
  expect(file.headers()['cache-control']).toBe('private, no-store')
  expect(Buffer.compare(await file.body(), pdf)).toBe(0)
  const forged = link.replace(
    /sig=([^&]+)/,
    (_match, sig: string) => `sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
  )
  expect((await request.get(`${a.url}${forged}`)).status()).toBe(403)
  expect((await request.get(`${b.url}${forged}`)).status()).toBe(403)
  for (const base of [a.url, b.url]) {
    const direct = await request.get(`${base}${storedAt}`)
    expect(
      Buffer.compare(await direct.body(), pdf),
      `${storedAt} is not served without a signed link`,
    ).not.toBe(0)
  }

  // Nothing landed on either instance's disk: the bucket holds every upload.
  expect([...localUploads(a.dataDir), ...localUploads(b.dataDir)]).toEqual([])
  await request.dispose()
})

// Last: it stops instance A.
test('an edit queued offline on a page served by A is replayed to B after A is gone', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(150_000)
  const request = await playwright.request.newContext()
  balancer.route('a')
  balancer.clear()
  const context = await newBalancedContext(browser)
  const page = await context.newPage()
  const session = await login(request, a.url, member)
  await storeSession(page, session, 'en')
  await page.goto('/profile')
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible()
  await waitForPersistedCache(page, '"queryKey":["profile","own"]')
  expect(balancer.served().some((line) => line.startsWith('b '))).toBe(false)

  await context.setOffline(true)
  const bio = `Queued on A, sent to B ${Date.now()}`
  await page.getByRole('textbox', { name: 'Bio in English' }).fill(bio)
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toContainText(
    'Bio',
  )

  // While the device is offline, A goes away; the balancer now knows only B.
  balancer.route('b')
  balancer.clear()
  expect(await a.stop()).toBe(0)
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  // Cast: the own profile answer (contract OwnProfile).
  const bioOnB = async () =>
    (
      (await (
        await request.get(`${b.url}/api/members/me/profile-full`, { headers: bearer(session.access_token) })
      ).json()) as { bio: string }
    ).bio
  await expect.poll(bioOnB, { timeout: 20_000 }).toBe(bio)
  await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toHaveCount(0)
  expect(balancer.served()).toContain('b PATCH /api/members/me/profile-full')
  await context.close()
  await request.dispose()
})
