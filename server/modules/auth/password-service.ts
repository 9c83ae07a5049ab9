import {
  AUTH_ERROR_CODES,
  type ChangePasswordResponse,
  type ForgotPasswordResponse,
  type ResetPasswordResponse,
} from '@contract/auth'
import type { Selectable } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { PasswordResetTokensTable } from '../../db/database'
import { hashPassword, verifyPassword } from '../../lib/auth/passwords'
import { clearPasswordThrottle } from '../../lib/auth/password-throttle'
import { sendPasswordReset, voidPasswordResetTokens } from '../../lib/auth/password-reset'
import { endSessions } from '../../lib/auth/sessions'
import { hashOpaqueToken } from '../../lib/auth/tokens'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError } from '../../lib/errors'
import { queueMail, wakeMailSender } from '../../lib/mail/queue'
import { passwordChangedEmail } from '../../lib/mail/templates'
import { hitLimit, type Limit } from '../../lib/rate-limit'
import * as repo from './repository'

const FORGOT_PER_ADDRESS: Limit = { max: 30, windowSeconds: 3600 }
const FORGOT_PER_EMAIL: Limit = { max: 3, windowSeconds: 15 * 60 }
/** Guesses of the current password with a signed-in session (a borrowed device must not try many). */
const CHANGE_PER_ACCOUNT: Limit = { max: 10, windowSeconds: 15 * 60 }

const tooMany = (code: 'resetRateLimited' | 'tooManyAttempts', detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, code, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) })

const isActiveAccount = (user: { status: string; is_active: number }) =>
  user.status === 'active' && user.is_active === 1

/** The same answer whatever the e-mail names; the link is written after answering, so timing tells nothing. */
export async function forgotPassword(
  deps: AppDeps,
  email: string,
  address: string,
): Promise<ForgotPasswordResponse> {
  const now = deps.now()
  for (const [bucket, limit] of [
    [`forgot:addr:${address}`, FORGOT_PER_ADDRESS],
    [`forgot:email:${hashOpaqueToken(email)}`, FORGOT_PER_EMAIL],
  ] as const) {
    const hit = await hitLimit(deps.db, bucket, limit, now)
    if (!hit.allowed)
      throw tooMany(
        AUTH_ERROR_CODES.resetRateLimited,
        'You can request another password reset email in a few minutes.',
        hit.retryAfterSeconds,
      )
  }
  const user = await repo.findUserByEmail(deps.db, email)
  if (user && isActiveAccount(user)) {
    // Not awaited: the answer must not wait longer for an account than for none.
    void sendPasswordReset(deps, user).catch((error: unknown) =>
      console.error('[mail] password reset failed:', error instanceof Error ? error.message : error),
    )
  }
  return { status: 'sent' }
}

const RESET_REFUSALS = {
  invalid: () =>
    new HttpError(400, 'This password reset link is invalid.', AUTH_ERROR_CODES.resetTokenInvalid),
  used: () =>
    new HttpError(400, 'This password reset link has already been used.', AUTH_ERROR_CODES.resetTokenUsed),
  expired: () =>
    new HttpError(400, 'This password reset link has expired.', AUTH_ERROR_CODES.resetTokenExpired),
}

/** Why a reset token cannot be used, or undefined when it can. A link voided by a newer one reads as invalid. */
function resetRefusal(
  row: Selectable<PasswordResetTokensTable> | undefined,
  stamp: string,
): HttpError | undefined {
  if (!row || row.voided_at) return RESET_REFUSALS.invalid()
  if (row.used_at) return RESET_REFUSALS.used()
  if (row.expires_at <= stamp) return RESET_REFUSALS.expired()
  return undefined
}

/**
 * Sets the new password and ends every session of the account: whoever knew the old password
 * is signed out everywhere. The guesses counted against the e-mail are forgotten, so the owner
 * of a throttled e-mail signs in with the new password at once.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string },
): Promise<ResetPasswordResponse> {
  const now = deps.now()
  const stamp = now.toISOString()
  const tokenHash = hashOpaqueToken(input.token)
  // Checked before hashing, so a bad link costs no argon2 work.
  const early = resetRefusal(await repo.findPasswordResetToken(deps.db, tokenHash), stamp)
  if (early) throw early
  const passwordHash = await hashPassword(input.password)
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findPasswordResetToken(trx, tokenHash)
    const refusal = resetRefusal(row, stamp)
    if (refusal || !row) throw refusal ?? RESET_REFUSALS.invalid()
    if (!(await repo.markPasswordResetTokenUsed(trx, row.id, stamp))) throw RESET_REFUSALS.used()
    const owner = await repo.findUserById(trx, row.user_id)
    // An account switched off since the link was sent cannot come back through it.
    if (!owner || !isActiveAccount(owner)) throw RESET_REFUSALS.invalid()
    await repo.setPasswordHash(trx, owner.id, passwordHash, stamp)
    await voidPasswordResetTokens(trx, owner.id, stamp)
    await endSessions(trx, { userId: owner.id }, now)
    await clearPasswordThrottle(trx, owner.email)
    await queueMail(deps, trx, passwordChangedEmail(owner, deps.config.publicUrl, 'reset'))
  })
  wakeMailSender(deps)
  return { status: 'reset' }
}

/** Needs the current password; ends the member's other sessions and keeps the one making the request. */
export async function changePassword(
  deps: AppDeps,
  viewer: Viewer,
  input: { current_password: string; new_password: string },
): Promise<ChangePasswordResponse> {
  const now = deps.now()
  const stamp = now.toISOString()
  const hit = await hitLimit(deps.db, `pwchange:user:${viewer.id}`, CHANGE_PER_ACCOUNT, now)
  if (!hit.allowed)
    throw tooMany(
      AUTH_ERROR_CODES.tooManyAttempts,
      'Too many attempts. Please try again later.',
      hit.retryAfterSeconds,
    )
  const user = await repo.findUserById(deps.db, viewer.id)
  if (!user) throw new HttpError(401, 'Not authenticated', 'notAuthenticated')
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw new HttpError(400, 'The current password is incorrect.', AUTH_ERROR_CODES.currentPasswordWrong)
  }
  const passwordHash = await hashPassword(input.new_password)
  await deps.db.transaction().execute(async (trx) => {
    await repo.setPasswordHash(trx, user.id, passwordHash, stamp)
    await voidPasswordResetTokens(trx, user.id, stamp)
    await endSessions(trx, { userId: user.id, except: viewer.sessionId }, now)
    // The owner hears of every password change, so one who did not do it finds out.
    await queueMail(deps, trx, passwordChangedEmail(user, deps.config.publicUrl, 'changed'))
  })
  wakeMailSender(deps)
  return { status: 'changed' }
}
