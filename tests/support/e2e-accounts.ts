import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { latestActivationLink } from '../../server/test-support/mail'

export interface Account {
  email: string
  password: string
}

/** The data folder of the server the e2e suite runs: scripts/e2e-server.mjs leaves its path in a file named after the port. */
export function e2eDataDir(): string {
  return readFileSync(join(tmpdir(), `portal-e2e-${process.env.E2E_PORT ?? '4310'}.datadir`), 'utf8').trim()
}

type DemoStaffEmail =
  | 'admin@demo.portal'
  | 'cme@demo.portal'
  | 'editor@demo.portal'
  | 'member@demo.portal'
  | 'member2@demo.portal'

/**
 * A seeded staff account with the password the e2e server generated when it seeded: read from
 * DATA_DIR/demo-credentials (lines "e-mail role password"; # starts a comment).
 */
export function demoStaff(email: DemoStaffEmail): Account {
  const line = readFileSync(join(e2eDataDir(), 'demo-credentials'), 'utf8')
    .split('\n')
    .map((text) => text.trim().split(/\s+/))
    .find((parts) => parts[0] === email)
  const password = line?.at(-1)
  if (!line || line.length < 2 || !password)
    throw new Error(`${email} is not in the e2e server's demo-credentials file`)
  return { email, password }
}

/** The superadmin scripts/e2e-server.mjs bootstraps through ADMIN_EMAIL/ADMIN_PASSWORD (not a seeded account). */
const E2E_SUPERADMIN: Account = { email: 'superadmin@e2e.test', password: 'E2e-Superadmin-Pass-1' }

export async function bearer(request: APIRequestContext, account: Account): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: account })
  expect(response.status(), `login of ${account.email}`).toBe(200)
  const { access_token } = (await response.json()) as { access_token: string } // the API's answer; a different shape fails the assertions that follow
  return { Authorization: `Bearer ${access_token}` }
}

/**
 * A new active member with a completed profile, made the way a person becomes one: registers,
 * the superadmin approves, the e-mailed link activates, the member saves a profile. Directory
 * members from the demo seed cannot sign in (their password is random and known to nobody).
 */
export async function newMember(
  request: APIRequestContext,
  profile: { full_name: string; specialty?: string; city?: string },
): Promise<Account> {
  const account = {
    email: `member-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@e2e-members.test`,
    password: `Pw-${randomBytes(12).toString('base64url')}`,
  }
  expect(
    (
      await request.post('/api/auth/register', {
        data: { ...account, tier: 'resident', full_name: profile.full_name },
      })
    ).status(),
  ).toBe(201)
  const admin = await bearer(request, E2E_SUPERADMIN)
  const pending = await request.get(
    `/api/users?user_status=pending&search=${encodeURIComponent(account.email)}`,
    { headers: admin },
  )
  const id = ((await pending.json()) as { items: { id: number; email: string }[] }).items.find(
    (item) => item.email === account.email,
  )?.id // the API's answer; a different shape fails the assertions that follow
  expect(id, `${account.email} among pending users`).toBeDefined()
  expect(
    (
      await request.post(`/api/members/${id}/approve`, { data: { action: 'approve' }, headers: admin })
    ).status(),
  ).toBe(200)
  let link: string | undefined
  await expect.poll(() => (link = latestActivationLink(e2eDataDir(), account.email))).toBeTruthy()
  // The poll above only passes once the link is there.
  const token = new URL(link!).searchParams.get('token')
  expect((await request.post('/api/auth/activate', { data: { token } })).status()).toBe(200)
  const saved = await request.put('/api/members/me/profile', {
    data: { specialty: 'General Orthopedics', city: 'Riyadh', ...profile },
    headers: await bearer(request, account),
  })
  expect(saved.status(), await saved.text()).toBe(200)
  return account
}
