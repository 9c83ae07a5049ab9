import type { MiddlewareHandler } from 'hono'
import type { Kysely } from 'kysely'
import type { AppEnv } from '../../app-env'
import type { Database } from '../../db/database'
import { verifyAccessToken } from './tokens'
import { accountStatusOf, roleOf } from './user-fields'
import type { Viewer } from './viewer'

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i

/**
 * Resolves `Authorization: Bearer …` into `c.var.viewer`. The user is read again from the
 * database on every request, so deactivation, rejection, deletion or a role change takes
 * effect at once rather than when the access token expires.
 */
export function resolveViewer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization')
    const match = header ? BEARER.exec(header) : null
    if (match) {
      const { db, now } = c.get('deps')
      const userId = await verifyAccessToken(db, match[1]!, now())
      if (userId !== null) c.set('viewer', await loadViewer(db, userId))
    }
    await next()
  }
}

export async function loadViewer(db: Kysely<Database>, userId: number): Promise<Viewer | null> {
  const row = await db.selectFrom('users').select(['id', 'role', 'status', 'is_active']).where('id', '=', userId).executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    role: roleOf(row.role),
    status: accountStatusOf(row.status),
    isActive: row.is_active === 1,
  }
}
