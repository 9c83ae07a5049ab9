import { AUTH_ERROR_CODES } from '@contract/auth'
import type { Kysely } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { Database } from '../../db/database'
import { HttpError } from '../errors'
import { clearLimit, hitLimit, refundHit, type Limit, type LimitResult } from '../rate-limit'
import { hashOpaqueToken } from './tokens'

/**
 * Failures are limited per e-mail hash and per address (credential stuffing); each attempt takes its place
 * before the check, so concurrent requests never exceed the limit. Passkeys bypass it: guessing cannot pass a key.
 */
export const PASSWORD_FAILURES_PER_EMAIL: Limit = { max: 10, windowSeconds: 15 * 60 }
export const PASSWORD_FAILURES_PER_ADDRESS: Limit = { max: 100, windowSeconds: 15 * 60 }

const emailBucket = (email: string) => `login:email:${hashOpaqueToken(email.trim().toLowerCase())}`
const addressBucket = (address: string) => `login:addr:${address}`

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many login attempts. Please try again later.', AUTH_ERROR_CODES.tooManyAttempts, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })

/**
 * Runs `check` (the password check: the account when the password is right, undefined when
 * not) within both limits; throws 429 with Retry-After, without running it, when either is
 * spent.
 */
export async function throttledPasswordCheck<T>(
  deps: AppDeps,
  attempt: { email: string; address: string },
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const now = deps.now()
  const taken: { bucket: string; hit: LimitResult }[] = []
  const giveBack = async () => {
    for (const { bucket, hit } of taken) await refundHit(deps.db, bucket, hit)
  }
  for (const [bucket, limit] of [
    [addressBucket(attempt.address), PASSWORD_FAILURES_PER_ADDRESS],
    [emailBucket(attempt.email), PASSWORD_FAILURES_PER_EMAIL],
  ] as const) {
    const hit = await hitLimit(deps.db, bucket, limit, now)
    if (!hit.allowed) {
      // No password was checked: the other counter gets its place back.
      await giveBack()
      throw tooMany(hit.retryAfterSeconds)
    }
    taken.push({ bucket, hit })
  }
  let result: T | undefined
  try {
    result = await check()
  } catch (error) {
    await giveBack()
    throw error
  }
  if (result !== undefined) await giveBack()
  return result
}

/** The owner proved they hold the mailbox (a reset link): the guesses against the old password are forgotten. */
export async function clearPasswordThrottle(db: Kysely<Database>, email: string): Promise<void> {
  await clearLimit(db, emailBucket(email))
}
