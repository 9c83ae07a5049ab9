import { createServer } from 'node:net'
import { join } from 'node:path'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { latestActivationLink } from '../../server/test-support/mail'
import { spawnServer, type RunningServer } from '../support/spawn-server'

/**
 * Passkeys in Chromium with its virtual authenticator (CDP WebAuthn: CTAP2, internal, resident
 * keys, user verification). Browsers refuse an IP address as a relying party ID, so this spec
 * runs its own server at http://localhost:PORT with a matching PUBLIC_URL.
 */
const ADMIN = { email: 'passkeys-admin@e2e.test', password: 'E2e-Passkeys-Admin-1' }
const MEMBER_PASSWORD = 'Passkey-Member-2026'

let server: RunningServer
let base: string

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const port = await freePort()
  base = `http://localhost:${port}`
  server = await spawnServer({
    port,
    staticDir: join(process.cwd(), process.env.E2E_DIST ?? 'dist'),
    env: { PUBLIC_URL: base, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED: 'none' },
  })
})
test.afterAll(async () => {
  await server?.stop()
})

/**
 * A browser context on the spec's server, in English, with a virtual platform authenticator on
 * its page. `autofill: false` plays a browser that offers no passkeys in form suggestions, so
 * its readers sign in with the button.
 */
async function deviceWithAuthenticator(
  browser: Browser,
  { autofill = true } = {},
): Promise<{ context: BrowserContext; page: Page; credentials: () => Promise<number> }> {
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block' })
  await context.addInitScript(() => localStorage.setItem('lang', 'en'))
  if (!autofill)
    await context.addInitScript(() =>
      Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: undefined }),
    )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length
  return { context, page, credentials }
}

async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/login')
  // Passkeys of this site are offered in the e-mail field's suggestions.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email webauthn')
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/(dashboard|complete-profile)$/)
}

async function addPasskeyOnAccountPage(page: Page, name: string) {
  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Passkeys' })
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible()
  await section.getByLabel('Passkey name').fill(name)
  await section.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(section.getByText(`The passkey “${name}” was added.`)).toBeVisible()
  return section
}

const storedTokens = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')])

test('a member adds a passkey, signs out, signs in with it from the e-mail field and removes it', async ({
  browser,
}) => {
  const { context, page, credentials } = await deviceWithAuthenticator(browser)
  try {
    await signInWithPassword(page, ADMIN)
    const section = await addPasskeyOnAccountPage(page, 'Work laptop')
    const item = section.getByRole('listitem').filter({ hasText: 'Work laptop' })
    await expect(item).toContainText('Never used')
    expect(await credentials()).toBe(1)

    // Sign out, then back in with the passkey alone: no e-mail typed.
    await page.locator('header').getByRole('button', { name: 'My account', exact: true }).click()
    await page.locator('header').getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    // Home first, then the session ends (AccountMenu): the address changes before the tokens go.
    await expect.poll(() => storedTokens(page)).toEqual([null, null])
    // The e-mail field offers the passkey among its suggestions (conditional mediation); the
    // virtual authenticator picks it at once, as a reader choosing it would.
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/passkeys/login/verify'),
    )
    await page.goto('/login')
    const verified = await answer
    expect(verified.status()).toBe(200)
    // Exactly the fields of POST /api/auth/login's answer, read from the JSON body.
    expect(Object.keys((await verified.json()) as object).sort()).toEqual([
      'access_token',
      'must_complete_profile',
      'refresh_token',
      'token_type',
    ])
    await expect(page).toHaveURL(/\/dashboard$/)

    // Rename it, then remove it (a fresh sign-in: no second proof asked).
    await page.goto('/account')
    const signedIn = page.getByRole('region', { name: 'Passkeys' })
    const listed = signedIn.getByRole('listitem').filter({ hasText: 'Work laptop' })
    await expect(listed).toContainText('Last used')
    await listed.getByRole('button', { name: 'Rename Work laptop' }).click()
    await signedIn.getByLabel('New name').fill('Old laptop')
    await signedIn.getByRole('button', { name: 'Save' }).click()
    await expect(signedIn.getByText('The passkey was renamed.')).toBeVisible()
    await signedIn.getByRole('button', { name: 'Remove Old laptop' }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove this passkey?' })
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await expect(signedIn.getByText('The passkey “Old laptop” was removed.')).toBeVisible()
    await expect(signedIn.getByText('You have no passkeys yet.')).toBeVisible()
  } finally {
    await context.close()
  }
})

test("the passkey button signs in; a deactivated account's passkey is refused with `deactivated` and no tokens", async ({
  browser,
  request,
}) => {
  // A member made the way a person becomes one: applies, is approved, opens the e-mailed link.
  const email = `passkey-member-${Date.now().toString(36)}@e2e-members.test`
  expect(
    (
      await request.post(`${base}/api/auth/register`, {
        data: { email, password: MEMBER_PASSWORD, full_name: 'Passkey Member' },
      })
    ).status(),
  ).toBe(201)
  const adminLogin = await request.post(`${base}/api/auth/login`, { data: ADMIN })
  const admin = {
    Authorization: `Bearer ${((await adminLogin.json()) as { access_token: string }).access_token}`,
  } // the login answer, checked by the calls below
  const pending = await request.get(
    `${base}/api/users?user_status=pending&search=${encodeURIComponent(email)}`,
    { headers: admin },
  )
  const id = ((await pending.json()) as { items: { id: number; email: string }[] }).items.find(
    (item) => item.email === email,
  )?.id // the API's answer; a different shape fails below
  expect(id).toBeDefined()
  expect(
    (
      await request.post(`${base}/api/members/${id}/approve`, { data: { action: 'approve' }, headers: admin })
    ).status(),
  ).toBe(200)
  let link: string | undefined
  await expect.poll(() => (link = latestActivationLink(server.dataDir, email))).toBeTruthy()
  expect(
    (
      await request.post(`${base}/api/auth/activate`, {
        data: { token: new URL(link ?? '').searchParams.get('token') },
      })
    ).status(),
  ).toBe(200)

  const { context, page } = await deviceWithAuthenticator(browser, { autofill: false })
  const signOut = async () => {
    await page.locator('header').getByRole('button', { name: 'My account', exact: true }).click()
    await page.locator('header').getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
  }
  try {
    await signInWithPassword(page, { email, password: MEMBER_PASSWORD })
    await addPasskeyOnAccountPage(page, 'My phone')
    await signOut()

    // "Sign in with a passkey": no e-mail typed.
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page).toHaveURL(/\/(dashboard|complete-profile)$/)
    await signOut()

    // An administrator switches the account off.
    expect(
      (await request.put(`${base}/api/users/${id}`, { data: { is_active: false }, headers: admin })).status(),
    ).toBe(200)

    await page.goto('/login')
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/passkeys/login/verify'),
    )
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    const refused = await answer
    expect(refused.status()).toBe(403)
    const body = (await refused.json()) as Record<string, unknown> // the refusal's body, read for its fields
    expect(body.code).toBe('deactivated')
    expect(Object.keys(body).filter((key) => key.includes('token'))).toEqual([])
    await expect(page.getByRole('alert')).toContainText('Your account has been deactivated.')
    await expect(page).toHaveURL(/\/login$/)
    expect(await storedTokens(page)).toEqual([null, null])
  } finally {
    await context.close()
  }
})
