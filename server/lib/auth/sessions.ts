import { randomUUID } from 'node:crypto'
import { SESSION_USER_AGENT_MAX, type SignInMethod } from '@contract/devices'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { hashOpaqueToken, newOpaqueToken } from './tokens'

/**
 * A session is a family of rotated, hashed refresh tokens and the `sid` of its access tokens; a rotated token
 * presented again was copied, so the whole session ends.
 */
const REFRESH_IDLE_SECONDS = 14 * 24 * 3600
const REFRESH_ABSOLUTE_SECONDS = 30 * 24 * 3600

const plus = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString()

export interface StartedSession {
  sessionId: string
  refreshToken: string
}

export interface SignInContext {
  method: SignInMethod
  userAgent: string | undefined
}

export async function startSession(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  context: SignInContext,
): Promise<StartedSession> {
  const sessionId = randomUUID()
  const stamp = now.toISOString()
  const expiresAt = plus(now, REFRESH_ABSOLUTE_SECONDS)
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: userId,
      created_at: stamp,
      expires_at: expiresAt,
      ended_at: null,
      authenticated_at: stamp,
      last_used_at: stamp,
      method: context.method,
      // Shown only to its owner, never interpreted beyond a name.
      user_agent: context.userAgent ? context.userAgent.slice(0, SESSION_USER_AGENT_MAX) : null,
    })
    .execute()
  const refreshToken = await insertRefreshToken(db, { userId, sessionId, now, sessionExpiresAt: expiresAt })
  return { sessionId, refreshToken }
}

export async function markSignedInAgain(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ authenticated_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute()
}

async function insertRefreshToken(
  db: Kysely<Database>,
  input: { userId: number; sessionId: string; now: Date; sessionExpiresAt: string },
): Promise<string> {
  const { token, hash } = newOpaqueToken()
  const idleEnd = plus(input.now, REFRESH_IDLE_SECONDS)
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: input.userId,
      token_hash: hash,
      family_id: input.sessionId,
      created_at: input.now.toISOString(),
      expires_at: idleEnd < input.sessionExpiresAt ? idleEnd : input.sessionExpiresAt,
      family_expires_at: input.sessionExpiresAt,
      rotated_at: null,
      revoked_at: null,
    })
    .execute()
  return token
}

export type RotateResult =
  | { ok: true; userId: number; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' }

/** The session id stays, so access tokens issued before the rotation keep working until they expire. */
export async function rotateSession(
  db: Kysely<Database>,
  presented: string,
  now: Date,
  accountActive: (userId: number) => Promise<boolean>,
): Promise<RotateResult> {
  const stamp = now.toISOString()
  const row = await db
    .selectFrom('refresh_tokens')
    .leftJoin('sessions', 'sessions.id', 'refresh_tokens.family_id')
    .selectAll('refresh_tokens')
    .select(['sessions.id as session_id', 'sessions.ended_at as session_ended_at'])
    .where('refresh_tokens.token_hash', '=', hashOpaqueToken(presented))
    .executeTakeFirst()
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.revoked_at || !row.session_id || row.session_ended_at) return { ok: false, reason: 'revoked' }
  const sessionId = row.session_id
  if (row.rotated_at) {
    await endSessions(db, { sessionId }, now)
    return { ok: false, reason: 'reused' }
  }
  if (row.expires_at <= stamp || row.family_expires_at <= stamp) return { ok: false, reason: 'expired' }
  if (!(await accountActive(row.user_id))) {
    await endSessions(db, { sessionId }, now)
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
    await endSessions(db, { sessionId }, now)
    return { ok: false, reason: 'reused' }
  }
  const refreshToken = await insertRefreshToken(db, {
    userId: row.user_id,
    sessionId,
    now,
    sessionExpiresAt: row.family_expires_at,
  })
  // Counted per refresh, not per request: no write on every call.
  await db.updateTable('sessions').set({ last_used_at: stamp }).where('id', '=', sessionId).execute()
  return { ok: true, userId: row.user_id, sessionId, refreshToken }
}

/** `except`: a password change keeps its own device signed in. */
export type SessionsToEnd = { sessionId: string } | { userId: number; except?: string }

/** Every request reads the session row, so its access tokens are refused from the next request on. */
export async function endSessions(db: Kysely<Database>, which: SessionsToEnd, now: Date): Promise<number> {
  const stamp = now.toISOString()
  let sessions = db.updateTable('sessions').set({ ended_at: stamp }).where('ended_at', 'is', null)
  let refreshTokens = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: stamp })
    .where('revoked_at', 'is', null)
  if ('sessionId' in which) {
    sessions = sessions.where('id', '=', which.sessionId)
    refreshTokens = refreshTokens.where('family_id', '=', which.sessionId)
  } else {
    sessions = sessions.where('user_id', '=', which.userId)
    refreshTokens = refreshTokens.where('user_id', '=', which.userId)
    if (which.except !== undefined) {
      sessions = sessions.where('id', '!=', which.except)
      refreshTokens = refreshTokens.where('family_id', '!=', which.except)
    }
  }
  // The session rows first: that update alone stops both kinds of token if the second statement fails.
  const ended = await sessions.executeTakeFirst()
  await refreshTokens.execute()
  return Number(ended.numUpdatedRows)
}

export function liveSessionsOf(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'user_agent', 'method'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute()
}

export async function endSessionOfRefreshToken(
  db: Kysely<Database>,
  presented: string,
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashOpaqueToken(presented))
    .executeTakeFirst()
  if (row) await endSessions(db, { sessionId: row.family_id }, now)
}
