import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../db/database'

/** Fixed windows in the database shared by every instance; a hit is taken before the work, never count-then-hit. */
export interface Limit {
  max: number
  windowSeconds: number
}

export interface LimitResult {
  allowed: boolean
  count: number
  retryAfterSeconds: number
  /** What `refundHit` gives back to. */
  windowStartedAt: string
}

export async function hitLimit(
  db: Kysely<Database>,
  bucket: string,
  limit: Limit,
  now: Date,
): Promise<LimitResult> {
  const stamp = now.toISOString()
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString()
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, count: 1, window_started_at: stamp, blocked_until: null })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        count: sql<number>`case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.count + 1 end`,
        window_started_at: sql<string>`case when rate_limits.window_started_at <= ${windowStart} then ${stamp} else rate_limits.window_started_at end`,
      }),
    )
    .returning(['count', 'window_started_at'])
    .executeTakeFirstOrThrow()
  const count = Number(row.count)
  const windowEnds = new Date(row.window_started_at).getTime() + limit.windowSeconds * 1000
  return {
    allowed: count <= limit.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
    windowStartedAt: row.window_started_at,
  }
}

/**
 * Gives back a hit whose work turned out not to count (a right password). Only to the window
 * it was taken in: a window begun since then owes it nothing.
 */
export async function refundHit(
  db: Kysely<Database>,
  bucket: string,
  hit: Pick<LimitResult, 'windowStartedAt'>,
): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('bucket', '=', bucket)
    .where('window_started_at', '=', hit.windowStartedAt)
    .where('count', '>', 0)
    .execute()
}

export async function clearLimit(db: Kysely<Database>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute()
}
