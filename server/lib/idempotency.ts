import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../app-env'
import { HttpError } from './errors'

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/
const IN_PROGRESS = 0
const KEEP_MS = 7 * 24 * 60 * 60 * 1000

const keyRefused = () =>
  new HttpError(422, [{ msg: 'validation.invalid', loc: ['header', 'Idempotency-Key'] }], 'validationFailed')

/**
 * The first request with an `Idempotency-Key` runs and its answer is stored for repeats (same caller, method
 * and path); still running: 409; reused for another request: 422. Keys are per caller, so no account can
 * replay, block or detect another's.
 */
export const idempotent = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const key = c.req.header('idempotency-key')
  if (key === undefined) return next()
  if (!KEY_PATTERN.test(key)) throw keyRefused()
  const userId = c.get('viewer')?.id
  if (userId === undefined) return next()
  const { db, now } = c.get('deps')
  const scope = `${c.req.method} ${c.req.path}`
  const stamp = now()

  // Claim the key first: of two requests racing with one key, only one runs.
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, scope, status: IN_PROGRESS, body: null, created_at: stamp.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst()
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
    const stored = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst()
    if (!stored || stored.scope !== scope) throw keyRefused()
    if (stored.status === IN_PROGRESS)
      throw new HttpError(
        409,
        'A request with this Idempotency-Key is still being processed',
        'idempotencyInProgress',
      )
    c.header('Idempotent-Replayed', 'true')
    // The status this middleware stored below from a route's JSON answer (so one with content, and below 500).
    return c.body(stored.body ?? '', stored.status as ContentfulStatusCode, {
      'Content-Type': 'application/json',
    })
  }

  const forget = () =>
    db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute()
  try {
    await next()
  } catch (error) {
    await forget()
    throw error
  }
  // Server errors are not remembered: the same key may be tried again.
  if (c.res.status >= 500 || c.error) {
    await forget()
    return
  }
  const body = await c.res.clone().text()
  await db
    .updateTable('idempotency_keys')
    .set({ status: c.res.status, body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute()
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(stamp.getTime() - KEEP_MS).toISOString())
    .execute()
}
