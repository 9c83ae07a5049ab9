import { bilingualWrite, personNameColumns, personNameOf } from '@contract/script-language'
import { randomBytes } from 'node:crypto'
import {
  AUTH_ERROR_CODES,
  refusalCodeFor,
  type ActivateResponse,
  type CurrentUser,
  type LanguageResponse,
  type LoginResponse,
  type RefreshResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ResendActivationResponse,
} from '@contract/auth'
import type { Locale } from '@contract/constants'
import type { ErrorCode } from '@contract/errors'
import type { AppDeps } from '../../app-env'
import type { Selectable } from 'kysely'
import type { UsersTable } from '../../db/database'
import { sendActivation } from '../../lib/auth/activation'
import { hashPassword, verifyPassword } from '../../lib/auth/passwords'
import { throttledPasswordCheck } from '../../lib/auth/password-throttle'
import {
  endSessionOfRefreshToken,
  endSessions,
  rotateSession,
  startSession,
  type SignInContext,
} from '../../lib/auth/sessions'
import { hashOpaqueToken, signAccessToken } from '../../lib/auth/tokens'
import { accountStatusOf, genderOf, localeOf, roleOf, tierOf } from '../../lib/auth/user-fields'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError } from '../../lib/errors'
import { queueMail, sendMail, wakeMailSender } from '../../lib/mail/queue'
import { applicationReceivedEmail, registrationAttemptEmail } from '../../lib/mail/templates'
import { hitLimit, type Limit } from '../../lib/rate-limit'
import * as repo from './repository'

const REGISTRATIONS_PER_ADDRESS: Limit = { max: 50, windowSeconds: 10 * 60 }
/** "Someone tried to register with your address" notices per address. */
const ATTEMPT_NOTICES_PER_EMAIL: Limit = { max: 3, windowSeconds: 3600 }
const RESEND_PER_ADDRESS: Limit = { max: 30, windowSeconds: 3600 }
const RESEND_PER_EMAIL: Limit = { max: 3, windowSeconds: 15 * 60 }
const RESEND_PER_ACCOUNT: Limit = { max: 2, windowSeconds: 15 * 60 }

const INVALID_CREDENTIALS = () =>
  new HttpError(401, 'Incorrect email or password', AUTH_ERROR_CODES.invalidCredentials)
const REFUSAL_DETAIL = {
  pending: 'Your account is pending approval.',
  pendingAwaitingActivation: 'Your account was approved. Please activate it using the link we emailed you.',
  rejected: 'Your account was rejected. Please contact support.',
  deactivated: 'Your account has been deactivated. Please contact the society to have it reactivated.',
} as const

const tooMany = (code: ErrorCode, detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, code, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) })

let dummyHash: Promise<string> | undefined
/** Unknown e-mails pay the same argon2 cost as wrong passwords (similar timing). */
const timingDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')))

const isActiveAccount = (user: Pick<Selectable<UsersTable>, 'status' | 'is_active'>) =>
  user.status === 'active' && user.is_active === 1

/**
 * The same answer, status and argon2 work whether or not the address holds an account; its owner is e-mailed
 * instead (a few times an hour at most), queued in the account's own transaction.
 */
export async function register(
  deps: AppDeps,
  input: RegisterRequest,
  address: string,
): Promise<RegisterResponse> {
  const now = deps.now()
  const limit = await hitLimit(deps.db, `register:addr:${address}`, REGISTRATIONS_PER_ADDRESS, now)
  if (!limit.allowed)
    throw tooMany(AUTH_ERROR_CODES.tooManyAttempts, 'Too many requests', limit.retryAfterSeconds)
  const passwordHash = await hashPassword(input.password)
  const email = input.email.toLowerCase()
  const created = await deps.db.transaction().execute(async (trx) => {
    const name = personNameColumns(
      bilingualWrite({
        single: input.full_name ?? undefined,
        ar: input.full_name_ar ?? undefined,
        en: input.full_name_en ?? undefined,
      }),
    )
    const id = await repo.insertMember(trx, {
      email,
      passwordHash,
      tier: input.tier,
      name,
      gender: input.gender,
      specialty: input.specialty,
      phone: input.phone,
      language: input.language,
      now,
    })
    if (id !== undefined)
      await queueMail(
        deps,
        trx,
        applicationReceivedEmail({ email, gender: input.gender }, deps.config.publicUrl),
      )
    return id !== undefined
  })
  if (created) {
    wakeMailSender(deps)
  } else if (
    (await hitLimit(deps.db, `register:taken:${hashOpaqueToken(email)}`, ATTEMPT_NOTICES_PER_EMAIL, now))
      .allowed
  ) {
    const owner = await repo.findUserByEmail(deps.db, email)
    await sendMail(
      deps,
      registrationAttemptEmail({ email, gender: owner?.gender ?? null }, deps.config.publicUrl),
    )
  }
  return { status: 'pending', is_active: false, must_complete_profile: true }
}

async function issueTokens(deps: AppDeps, userId: number, context: SignInContext) {
  const now = deps.now()
  const session = await startSession(deps.db, userId, now, context)
  return {
    access_token: await signAccessToken(
      deps.db,
      { userId, sessionId: session.sessionId },
      { now, ttlSeconds: deps.config.accessTokenTtlSeconds },
    ),
    refresh_token: session.refreshToken,
    token_type: 'bearer' as const,
  }
}

export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  address: string,
  userAgent: string | undefined,
): Promise<LoginResponse> {
  const user = await throttledPasswordCheck(deps, { email: input.email, address }, async () => {
    const found = await repo.findUserByEmail(deps.db, input.email)
    const passwordOk = await verifyPassword(found?.password_hash ?? (await timingDummyHash()), input.password)
    return found && passwordOk ? found : undefined
  })
  if (!user) throw INVALID_CREDENTIALS()
  return signInAs(deps, user, { method: 'password', userAgent })
}

/**
 * The gate every sign-in passes once the credential (password or passkey) is proven: only its
 * owner learns the account's state (403 with a code, no tokens); an active account gets a new
 * session and the login answer.
 */
export async function signInAs(
  deps: AppDeps,
  user: Selectable<UsersTable>,
  context: SignInContext,
): Promise<LoginResponse> {
  if (!isActiveAccount(user)) {
    const code = refusalCodeFor({ status: user.status, isActive: user.is_active === 1 })
    throw new HttpError(403, REFUSAL_DETAIL[code], code)
  }
  const tokens = await issueTokens(deps, user.id, context)
  return { ...tokens, must_complete_profile: user.must_complete_profile === 1 }
}

export async function currentUser(deps: AppDeps, userId: number): Promise<CurrentUser> {
  const user = await repo.findUserById(deps.db, userId)
  if (!user) throw new HttpError(401, 'Not authenticated', 'notAuthenticated')
  return toCurrentUser(user)
}

function toCurrentUser(user: Selectable<UsersTable>): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    role: roleOf(user.role),
    tier: tierOf(user.tier),
    status: accountStatusOf(user.status),
    is_active: user.is_active === 1,
    must_complete_profile: user.must_complete_profile === 1,
    ...personNameOf(user),
    full_name: user.full_name,
    gender: genderOf(user.gender),
    phone: user.phone,
    language: localeOf(user.language),
    created_at: user.created_at,
  }
}

/** The language toggle of a signed-in member: announcements reach them in it from now on. */
export async function setLanguage(
  deps: AppDeps,
  userId: number,
  language: Locale,
): Promise<LanguageResponse> {
  await repo.setUserLanguage(deps.db, userId, language, deps.now().toISOString())
  return { language }
}

export async function refresh(deps: AppDeps, refreshToken: string): Promise<RefreshResponse> {
  const now = deps.now()
  const result = await rotateSession(deps.db, refreshToken, now, async (userId) => {
    const user = await repo.findUserById(deps.db, userId)
    return !!user && isActiveAccount(user)
  })
  if (!result.ok)
    throw new HttpError(401, 'Invalid or expired refresh token', AUTH_ERROR_CODES.invalidRefreshToken)
  return {
    access_token: await signAccessToken(
      deps.db,
      { userId: result.userId, sessionId: result.sessionId },
      { now, ttlSeconds: deps.config.accessTokenTtlSeconds },
    ),
    refresh_token: result.refreshToken,
    token_type: 'bearer',
  }
}

/**
 * Ends the session of the refresh token and the one of the bearer token, when given: its
 * access tokens are refused from the next request on. Unknown or already ended ones are
 * ignored, so logging out twice is fine.
 */
export async function logout(
  deps: AppDeps,
  input: { refreshToken: string | undefined; viewer: Viewer | null },
): Promise<void> {
  const now = deps.now()
  if (input.refreshToken) await endSessionOfRefreshToken(deps.db, input.refreshToken, now)
  if (input.viewer) await endSessions(deps.db, { sessionId: input.viewer.sessionId }, now)
}

const INVALID_ACTIVATION = () =>
  new HttpError(400, 'This activation link is invalid or has expired.', AUTH_ERROR_CODES.activationInvalid)
const EXPIRED_ACTIVATION = () =>
  new HttpError(400, 'This activation link has expired.', AUTH_ERROR_CODES.activationExpired)

/**
 * Opening an activation link again is harmless: a link whose account is already active
 * (used before, or switched on by an admin meanwhile) counts as success, whatever became of
 * the link itself. For an account that is still inactive, a link voided by a newer one or
 * already used is invalid, and an old one has expired (both offer a new link).
 */
export async function activate(deps: AppDeps, token: string): Promise<ActivateResponse> {
  const now = deps.now()
  const stamp = now.toISOString()
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.findActivationToken(trx, hashOpaqueToken(token))
    if (!row) throw INVALID_ACTIVATION()
    const user = await repo.findUserById(trx, row.user_id)
    if (!user) throw INVALID_ACTIVATION()
    if (isActiveAccount(user)) {
      if (!row.used_at && !row.voided_at) await repo.markActivationTokenUsed(trx, row.id, stamp)
      return { status: 'already_active' as const }
    }
    if (row.used_at || row.voided_at) throw INVALID_ACTIVATION()
    if (row.expires_at <= stamp) throw EXPIRED_ACTIVATION()
    if (user.status !== 'pending_activation') throw INVALID_ACTIVATION()
    const claimed = await repo.markActivationTokenUsed(trx, row.id, stamp)
    if (!claimed) throw INVALID_ACTIVATION()
    await repo.activateUser(trx, user.id, stamp)
    return { status: 'success' as const }
  })
}

export async function resendActivation(
  deps: AppDeps,
  email: string,
  address: string,
): Promise<ResendActivationResponse> {
  const now = deps.now()
  const rateLimited = (retry: number) =>
    tooMany(
      AUTH_ERROR_CODES.resendRateLimited,
      'You can request another activation email in a few minutes.',
      retry,
    )
  for (const [bucket, limit] of [
    [`resend:addr:${address}`, RESEND_PER_ADDRESS],
    [`resend:email:${hashOpaqueToken(email)}`, RESEND_PER_EMAIL],
  ] as const) {
    const hit = await hitLimit(deps.db, bucket, limit, now)
    if (!hit.allowed) throw rateLimited(hit.retryAfterSeconds)
  }
  const user = await repo.findUserByEmail(deps.db, email)
  // An unknown e-mail answers exactly like a successful send.
  if (!user) return { status: 'sent' }
  if (isActiveAccount(user)) return { status: 'already_active' }
  if (user.status === 'pending') {
    throw new HttpError(
      403,
      'Your account is still awaiting admin approval. Please wait for the review to complete.',
      AUTH_ERROR_CODES.resendAwaitingApproval,
    )
  }
  if (user.status !== 'pending_activation') {
    throw new HttpError(
      403,
      'This account cannot request a new activation email yet.',
      AUTH_ERROR_CODES.resendNotAllowed,
    )
  }
  const perAccount = await hitLimit(deps.db, `resend:user:${user.id}`, RESEND_PER_ACCOUNT, now)
  if (!perAccount.allowed) throw rateLimited(perAccount.retryAfterSeconds)
  await sendActivation(deps, user)
  return { status: 'sent' }
}
