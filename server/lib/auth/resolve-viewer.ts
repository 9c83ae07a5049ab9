import { AUTH_ERROR_CODES } from '@contract/auth'
import { ERROR_DETAILS } from '@contract/errors'
import type { Context, MiddlewareHandler } from 'hono'
import type { Kysely } from 'kysely'
import type { AppEnv } from '../../app-env'
import type { Database } from '../../db/database'
import { HttpError } from '../errors'
import { verifyAccessToken } from './tokens'
import { accountStatusOf, roleOf } from './user-fields'
import type { Viewer } from './viewer'

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i

/** User and session are read on every request, so a logout, deactivation or role change acts at once everywhere. */
export function resolveViewer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization')
    const match = header ? BEARER.exec(header) : null
    if (match) {
      const { db, now } = c.get('deps')
      // The regex has one capture group, always present when it matched.
      const subject = await verifyAccessToken(db, match[1]!, now())
      if (subject) {
        const viewer =
          subject.sessionId === null ? null : await loadViewer(db, subject.userId, subject.sessionId, now())
        c.set('viewer', viewer)
        c.set('sessionEnded', viewer === null)
      }
    }
    await next()
  }
}

async function loadViewer(
  db: Kysely<Database>,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<Viewer | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select(['users.id', 'users.role', 'users.status', 'users.is_active', 'sessions.authenticated_at'])
    .where('users.id', '=', userId)
    .where('sessions.id', '=', sessionId)
    .where('sessions.ended_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    role: roleOf(row.role),
    status: accountStatusOf(row.status),
    isActive: row.is_active === 1,
    sessionId,
    authenticatedAt: row.authenticated_at,
  }
}

export function notAuthenticated(c: Context<AppEnv>): HttpError {
  return c.get('sessionEnded')
    ? new HttpError(401, ERROR_DETAILS.unauthorized, AUTH_ERROR_CODES.sessionEnded)
    : new HttpError(401, ERROR_DETAILS.unauthorized, 'notAuthenticated')
}
