import type { Role } from '@contract/constants'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import type { Viewer } from './auth/viewer'
import { notAuthenticated } from './auth/resolve-viewer'
import { HttpError } from './errors'

/** Every route declares who may call it, so none is open by omission (a test walks the route table). */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly Role[] }

const ACCESS = Symbol.for('portal.access')
export type AccessMiddleware<E extends AppEnv = AppEnv> = MiddlewareHandler<E> & { [ACCESS]: Access }

/** signedIn() and requireRole() answer 401 before next() unless there is an active viewer. */
export interface SignedInEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { viewer: Viewer }
}

function declare(access: Access, handler: MiddlewareHandler<AppEnv>): AccessMiddleware {
  return Object.assign(handler, { [ACCESS]: access })
}

function declareSignedIn(access: Access, handler: MiddlewareHandler<AppEnv>): AccessMiddleware<SignedInEnv> {
  // The handler only reads the viewer and calls next() once it is a Viewer; SignedInEnv says just that.
  return declare(access, handler) as unknown as AccessMiddleware<SignedInEnv>
}

export const publicRoute = (): AccessMiddleware => declare({ kind: 'public' }, (_c, next) => next())

export const signedIn = (): AccessMiddleware<SignedInEnv> =>
  declareSignedIn({ kind: 'signedIn' }, async (c, next) => {
    const viewer = c.get('viewer')
    if (!viewer || !viewer.isActive || viewer.status !== 'active') throw notAuthenticated(c)
    await next()
  })

export const requireRole = (...roles: Role[]): AccessMiddleware<SignedInEnv> =>
  declareSignedIn({ kind: 'roles', roles }, async (c, next) => {
    const viewer = c.get('viewer')
    if (!viewer || !viewer.isActive || viewer.status !== 'active') throw notAuthenticated(c)
    if (!roles.includes(viewer.role)) throw new HttpError(403, 'Forbidden', 'forbidden')
    await next()
  })

export function accessOf(handler: unknown): Access | undefined {
  // Only declare() puts the ACCESS symbol on a function, and always with an Access.
  return typeof handler === 'function' ? (handler as Partial<AccessMiddleware>)[ACCESS] : undefined
}
