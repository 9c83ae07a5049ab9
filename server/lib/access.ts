import type { Role } from '@contract/constants'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { notAuthenticated } from './auth/resolve-viewer'
import { HttpError } from './errors'

/**
 * Every route declares who may call it, so no route is open by omission; a test walks the
 * route table and fails on a route without a declaration.
 *  - public: anyone, signed in or not
 *  - signedIn: any valid access token of an active account
 *  - roles: an active account with one of these roles
 */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly Role[] }

const ACCESS = Symbol.for('portal.access')
export type AccessMiddleware = MiddlewareHandler<AppEnv> & { [ACCESS]: Access }

function declare(access: Access, handler: MiddlewareHandler<AppEnv>): AccessMiddleware {
  return Object.assign(handler, { [ACCESS]: access })
}

export const publicRoute = (): AccessMiddleware => declare({ kind: 'public' }, (_c, next) => next())

export const signedIn = (): AccessMiddleware =>
  declare({ kind: 'signedIn' }, async (c, next) => {
    const viewer = c.get('viewer')
    if (!viewer || !viewer.isActive || viewer.status !== 'active') throw notAuthenticated(c)
    await next()
  })

export const requireRole = (...roles: Role[]): AccessMiddleware =>
  declare({ kind: 'roles', roles }, async (c, next) => {
    const viewer = c.get('viewer')
    if (!viewer || !viewer.isActive || viewer.status !== 'active') throw notAuthenticated(c)
    if (!roles.includes(viewer.role)) throw new HttpError(403, 'Forbidden', 'forbidden')
    await next()
  })

export function accessOf(handler: unknown): Access | undefined {
  return typeof handler === 'function' ? (handler as Partial<AccessMiddleware>)[ACCESS] : undefined
}
