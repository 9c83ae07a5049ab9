import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { hashOpaqueToken, newOpaqueToken } from './tokens'

/**
 * Refresh tokens (decisions §4): opaque, stored hashed, rotated on every use within a
 * family that starts at login. A rotated token presented again means it was copied: the
 * whole family is revoked. A family never outlives its absolute expiry (docs/decisions/011).
 */
export const REFRESH_IDLE_SECONDS = 14 * 24 * 3600
export const REFRESH_ABSOLUTE_SECONDS = 30 * 24 * 3600

const plus = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString()

export async function startSession(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const { token, hash } = newOpaqueToken()
  const familyExpiresAt = plus(now, REFRESH_ABSOLUTE_SECONDS)
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      token_hash: hash,
      family_id: randomUUID(),
      created_at: now.toISOString(),
      expires_at: plus(now, REFRESH_IDLE_SECONDS),
      family_expires_at: familyExpiresAt,
      rotated_at: null,
      revoked_at: null,
    })
    .execute()
  return token
}

export type RotateResult = { ok: true; userId: number; refreshToken: string } | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' }

/** Swaps a refresh token for a new one of the same family; `accountActive` decides whether the user may go on. */
export async function rotateSession(
  db: Kysely<Database>,
  presented: string,
  now: Date,
  accountActive: (userId: number) => Promise<boolean>,
): Promise<RotateResult> {
  const stamp = now.toISOString()
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashOpaqueToken(presented)).executeTakeFirst()
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.revoked_at) return { ok: false, reason: 'revoked' }
  if (row.rotated_at) {
    await revokeFamily(db, row.family_id, now)
    return { ok: false, reason: 'reused' }
  }
  if (row.expires_at <= stamp || row.family_expires_at <= stamp) return { ok: false, reason: 'expired' }
  if (!(await accountActive(row.user_id))) {
    await revokeFamily(db, row.family_id, now)
    return { ok: false, reason: 'revoked' }
  }
  // Only one of two racing rotations of the same token can win this update; the loser is a reuse.
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: stamp })
    .where('id', '=', row.id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) {
    await revokeFamily(db, row.family_id, now)
    return { ok: false, reason: 'reused' }
  }
  const { token, hash } = newOpaqueToken()
  const idleEnd = plus(now, REFRESH_IDLE_SECONDS)
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: row.user_id,
      token_hash: hash,
      family_id: row.family_id,
      created_at: stamp,
      expires_at: idleEnd < row.family_expires_at ? idleEnd : row.family_expires_at,
      family_expires_at: row.family_expires_at,
      rotated_at: null,
      revoked_at: null,
    })
    .execute()
  return { ok: true, userId: row.user_id, refreshToken: token }
}

export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now.toISOString() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute()
}

/** Logout: ends the family of this refresh token (unknown tokens are ignored). */
export async function endSession(db: Kysely<Database>, presented: string, now: Date): Promise<void> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashOpaqueToken(presented)).executeTakeFirst()
  if (row) await revokeFamily(db, row.family_id, now)
}

/**
 * Ends every session of a user: deactivation, rejection, a new activation round or
 * deletion (deletion also cascades). Access tokens stop working at once anyway, because
 * the viewer is re-read on every request.
 */
export async function revokeAllSessions(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute()
}
