import {
  AUTH_ERROR_CODES,
  type AccountData,
  type ChangeEmailResponse,
  type ConfirmEmailResponse,
  type DeleteAccountResponse,
} from '@contract/auth'
import { ACCOUNT_PURGE_AFTER_DAYS, EMAIL_CHANGE_TTL_HOURS } from '@contract/constants'
import type { Selectable } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { EmailChangeTokensTable } from '../../db/database'
import { requireFreshSignIn } from '../../lib/auth/fresh-sign-in'
import { verifyPassword } from '../../lib/auth/passwords'
import { endSessions } from '../../lib/auth/sessions'
import { hashOpaqueToken, newOpaqueToken } from '../../lib/auth/tokens'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError } from '../../lib/errors'
import { queueMail, wakeMailSender } from '../../lib/mail/queue'
import {
  accountDeletedEmail,
  emailChangedEmail,
  emailChangeEmail,
  emailChangeLink,
} from '../../lib/mail/templates'
import { hitLimit, type Limit } from '../../lib/rate-limit'
import { recordAudit } from '../audit/service'
import { forgetStoredFiles, getOwnProfile, hideFromDirectory } from '../members/service'
import * as repo from './repository'
import { currentUser } from './service'
import { registrationsOfMember } from '../registrations/service'
import { cpdExportOf, forgetCpdFiles } from '../cpd/service'
import { notificationPreferences, notificationsOfMember } from '../notifications/service'
import { forgetSubscriptions, subscriptionsForExport } from '../push/service'

/** The member's own data (Saudi PDPL): an export, a confirmed change of e-mail, and deletion with a later purge. */

/** Password guesses with a signed-in session (a borrowed device must not try many), per account. */
const PASSWORD_CONFIRMS_PER_ACCOUNT: Limit = { max: 10, windowSeconds: 15 * 60 }
/** Links mailed to new addresses, per account: a session cannot be used to mail strangers. */
const EMAIL_CHANGES_PER_ACCOUNT: Limit = { max: 5, windowSeconds: 60 * 60 }
const DAY_MS = 24 * 60 * 60 * 1000

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts. Please try again later.', AUTH_ERROR_CODES.tooManyAttempts, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })

/** The owner proves it is them with the password; wrong guesses are limited per account. */
async function confirmPassword(deps: AppDeps, viewer: Viewer, password: string, action: string) {
  const hit = await hitLimit(
    deps.db,
    `${action}:user:${viewer.id}`,
    PASSWORD_CONFIRMS_PER_ACCOUNT,
    deps.now(),
  )
  if (!hit.allowed) throw tooMany(hit.retryAfterSeconds)
  const user = await repo.findUserById(deps.db, viewer.id)
  if (!user) throw new HttpError(401, 'Not authenticated', 'notAuthenticated')
  if (!(await verifyPassword(user.password_hash, password)))
    throw new HttpError(400, 'The password is incorrect.', AUTH_ERROR_CODES.currentPasswordWrong)
  return user
}

/** Everything the server keeps about the member: event registrations, notifications and the CPD record included. */
export async function exportAccountData(deps: AppDeps, viewer: Viewer): Promise<AccountData> {
  return {
    exported_at: deps.now().toISOString(),
    account: await currentUser(deps, viewer.id),
    profile: await getOwnProfile(deps, viewer.id),
    registrations: await registrationsOfMember(deps, viewer.id),
    cpd: await cpdExportOf(deps, viewer.id),
    notifications: await notificationsOfMember(deps, viewer.id),
    notification_preferences: await notificationPreferences(deps, viewer.id),
    push_subscriptions: await subscriptionsForExport(deps, viewer.id),
  }
}

const emailTaken = () =>
  new HttpError(409, 'This e-mail address is already used by another account.', AUTH_ERROR_CODES.emailTaken)

/**
 * Mails a single-use link to the new address (only its hash is stored); the e-mail changes
 * when the link is opened. A newer request voids the earlier links.
 */
export async function requestEmailChange(
  deps: AppDeps,
  viewer: Viewer,
  input: { new_email: string; password: string },
): Promise<ChangeEmailResponse> {
  requireFreshSignIn(viewer, deps.now())
  const user = await confirmPassword(deps, viewer, input.password, 'emailchange')
  if (input.new_email === user.email)
    throw new HttpError(400, 'This is already your e-mail address.', AUTH_ERROR_CODES.emailUnchanged)
  if (await repo.findUserByEmail(deps.db, input.new_email)) throw emailTaken()
  const now = deps.now()
  const hit = await hitLimit(deps.db, `emailchange:mail:${viewer.id}`, EMAIL_CHANGES_PER_ACCOUNT, now)
  if (!hit.allowed) throw tooMany(hit.retryAfterSeconds)
  const stamp = now.toISOString()
  const { token, hash } = newOpaqueToken()
  await deps.db.transaction().execute(async (trx) => {
    await repo.voidEmailChangeTokens(trx, user.id, stamp)
    await repo.insertEmailChangeToken(trx, {
      user_id: user.id,
      new_email: input.new_email,
      token_hash: hash,
      created_at: stamp,
      expires_at: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000).toISOString(),
    })
    await queueMail(
      deps,
      trx,
      emailChangeEmail(
        { email: input.new_email, gender: user.gender },
        emailChangeLink(deps.config.publicUrl, token),
      ),
    )
  })
  wakeMailSender(deps)
  return { status: 'sent' }
}

const EMAIL_CHANGE_REFUSALS = {
  invalid: () =>
    new HttpError(400, 'This e-mail confirmation link is invalid.', AUTH_ERROR_CODES.emailChangeTokenInvalid),
  used: () =>
    new HttpError(
      400,
      'This e-mail confirmation link has already been used.',
      AUTH_ERROR_CODES.emailChangeTokenUsed,
    ),
  expired: () =>
    new HttpError(
      400,
      'This e-mail confirmation link has expired.',
      AUTH_ERROR_CODES.emailChangeTokenExpired,
    ),
}

function emailChangeRefusal(
  row: Selectable<EmailChangeTokensTable> | undefined,
  stamp: string,
): HttpError | undefined {
  if (!row || row.voided_at) return EMAIL_CHANGE_REFUSALS.invalid()
  if (row.used_at) return EMAIL_CHANGE_REFUSALS.used()
  if (row.expires_at <= stamp) return EMAIL_CHANGE_REFUSALS.expired()
  return undefined
}

/** Opens the link: the account's e-mail becomes the new address, and the old address is told. */
export async function confirmEmailChange(deps: AppDeps, token: string): Promise<ConfirmEmailResponse> {
  const stamp = deps.now().toISOString()
  const tokenHash = hashOpaqueToken(token)
  const newEmail = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findEmailChangeToken(trx, tokenHash)
    const refusal = emailChangeRefusal(row, stamp)
    if (refusal || !row) throw refusal ?? EMAIL_CHANGE_REFUSALS.invalid()
    const owner = await repo.findUserById(trx, row.user_id)
    // An account switched off (or deleted) since the link was sent cannot change through it.
    if (!owner || owner.is_active !== 1 || owner.deletion_requested_at) throw EMAIL_CHANGE_REFUSALS.invalid()
    // Taken meanwhile by a registration: refused, the link stays usable should the address be freed.
    if (await repo.findUserByEmail(trx, row.new_email)) throw emailTaken()
    if (!(await repo.markEmailChangeTokenUsed(trx, row.id, stamp))) throw EMAIL_CHANGE_REFUSALS.used()
    await repo.setEmail(trx, owner.id, row.new_email, stamp)
    await repo.voidEmailChangeTokens(trx, owner.id, stamp)
    await queueMail(deps, trx, emailChangedEmail(owner, row.new_email, deps.config.publicUrl))
    return row.new_email
  })
  wakeMailSender(deps)
  return { status: 'changed', email: newEmail }
}

/**
 * The owner deletes the account: switched off, hidden from the directory and its browsers'
 * push subscriptions forgotten at once, signed out everywhere, recorded in the audit log; its personal data is purged after the grace period.
 */
export async function deleteOwnAccount(
  deps: AppDeps,
  viewer: Viewer,
  input: { password: string },
): Promise<DeleteAccountResponse> {
  const user = await confirmPassword(deps, viewer, input.password, 'deleteaccount')
  const now = deps.now()
  const stamp = now.toISOString()
  await deps.db.transaction().execute(async (trx) => {
    await repo.markDeletionRequested(trx, user.id, stamp)
    await repo.voidEmailChangeTokens(trx, user.id, stamp)
    await endSessions(trx, { userId: user.id }, now)
    await queueMail(deps, trx, accountDeletedEmail(user, deps.config.publicUrl))
  })
  wakeMailSender(deps)
  await hideFromDirectory(deps, user.id)
  await forgetSubscriptions(deps, user.id)
  const purgeAfter = new Date(now.getTime() + ACCOUNT_PURGE_AFTER_DAYS * DAY_MS).toISOString()
  await recordAudit(deps.db, {
    actorId: user.id,
    action: 'account.deletion_requested',
    entity: 'user',
    entityId: user.id,
    before: null,
    after: { purge_after: purgeAfter },
    now,
  })
  return { status: 'deleted', purge_after: purgeAfter }
}

/** Accounts purged per run: a long backlog is worked through over several runs. */
const PURGE_BATCH = 100

/**
 * Purges the accounts deleted more than the grace period ago: the stored photo and CPD files, then the
 * account row with everything hanging from it (profile, sessions, tokens). Safe to run on
 * several instances at once: only the run whose delete takes the row records the purge.
 * Answers how many this run purged.
 */
export async function purgeDeletedAccounts(deps: AppDeps): Promise<number> {
  const now = deps.now()
  const cutoff = new Date(now.getTime() - ACCOUNT_PURGE_AFTER_DAYS * DAY_MS).toISOString()
  let purged = 0
  for (const account of await repo.accountsToPurge(deps.db, cutoff, PURGE_BATCH)) {
    await forgetStoredFiles(deps, account.id)
    await forgetCpdFiles(deps, account.id)
    if (!(await repo.purgeAccount(deps.db, account.id, cutoff))) continue
    purged += 1
    await recordAudit(deps.db, {
      actorId: null,
      action: 'account.purge',
      entity: 'user',
      entityId: account.id,
      before: { deletion_requested_at: account.deletion_requested_at },
      after: null,
      now,
    })
  }
  return purged
}
