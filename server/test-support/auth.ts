import type { AccountStatus, Role, Tier } from '@contract/constants'
import type { AppDeps } from '../app-env'
import { hashPassword } from '../lib/auth/passwords'
import { startSession, type SignInContext } from '../lib/auth/sessions'
import { signAccessToken } from '../lib/auth/tokens'
import { createTestApp, type TestApp } from './test-app'

export const TEST_PASSWORD = 'Test-Password-123'

let cachedHash: Promise<string> | undefined
let counter = 0

export interface NewTestUser {
  email?: string
  password?: string
  role?: Role
  tier?: Tier
  status?: AccountStatus
  isActive?: boolean
  mustCompleteProfile?: boolean
  fullName?: string | null
}

/** By default an active member with a completed profile; `bearerFor` then acts as it. */
export async function createUser(
  deps: AppDeps,
  user: NewTestUser = {},
): Promise<{ id: number; email: string; password: string }> {
  counter += 1
  const email = (user.email ?? `user${counter}-${Date.now().toString(36)}@test.local`).toLowerCase()
  const password = user.password ?? TEST_PASSWORD
  const passwordHash = user.password
    ? await hashPassword(user.password)
    : await (cachedHash ??= hashPassword(TEST_PASSWORD))
  const status = user.status ?? 'active'
  const stamp = deps.now().toISOString()
  const row = await deps.db
    .insertInto('users')
    .values({
      email,
      password_hash: passwordHash,
      role: user.role ?? 'member',
      tier: user.tier ?? 'public',
      status,
      is_active: (user.isActive ?? status === 'active') ? 1 : 0,
      must_complete_profile: user.mustCompleteProfile ? 1 : 0,
      full_name: user.fullName === undefined ? `Test ${user.role ?? 'member'} ${counter}` : user.fullName,
      notes: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, email, password }
}

/** An `Authorization` header value for this user: a new session, its access token signed like a real login's. */
export async function bearerFor(deps: AppDeps, userId: number): Promise<string> {
  return (await sessionFor(deps, userId)).authorization
}

/** A new session of this user like a login's (a password sign-in unless told): its id, refresh token and `Authorization` header value. */
export async function sessionFor(
  deps: AppDeps,
  userId: number,
  context: SignInContext = { method: 'password', userAgent: undefined },
): Promise<{ sessionId: string; refreshToken: string; authorization: string }> {
  const now = deps.now()
  const { sessionId, refreshToken } = await startSession(deps.db, userId, now, context)
  const token = await signAccessToken(
    deps.db,
    { userId, sessionId },
    { now, ttlSeconds: deps.config.accessTokenTtlSeconds },
  )
  return { sessionId, refreshToken, authorization: `Bearer ${token}` }
}

/** createUser + bearerFor in one call: `{ id, authorization }`. */
export async function signedInAs(
  deps: AppDeps,
  user: NewTestUser = {},
): Promise<{ id: number; email: string; authorization: string }> {
  const created = await createUser(deps, user)
  return { id: created.id, email: created.email, authorization: await bearerFor(deps, created.id) }
}

/** One signed-in account for each role named: its `Authorization` header value by role. */
export async function authorizationsFor<R extends Role>(
  deps: AppDeps,
  roles: readonly R[],
): Promise<Record<R, string>> {
  const entries = await Promise.all(
    roles.map(async (role) => [role, (await signedInAs(deps, { role })).authorization] as const),
  )
  // Object.fromEntries types its keys as string; the entries are exactly one per role of `roles`.
  return Object.fromEntries(entries) as Record<R, string>
}

/** A fresh test app and one account signed in on it (a test file's beforeAll); its `t.close()` ends both. */
export async function appSignedInAs(user: NewTestUser = {}): Promise<{ t: TestApp; authorization: string }> {
  const t = await createTestApp()
  return { t, authorization: (await signedInAs(t.deps, user)).authorization }
}
