import type { AccountStatus } from '@contract/constants'
import type { LifecycleUser, PendingUsersResponse } from '@contract/users-lifecycle'
import type { AppDeps } from '../../app-env'
import type { Selectable } from 'kysely'
import type { UsersTable } from '../../db/database'
import { sendActivation } from '../../lib/auth/activation'
import { revokeAllSessions } from '../../lib/auth/sessions'
import { accountStatusOf, roleOf, tierOf } from '../../lib/auth/user-fields'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/repository'
import * as repo from './repository'

/** The account lifecycle of spec §4 and decisions §4, as the back office drives it. */
export function toLifecycleUser(user: Selectable<UsersTable>): LifecycleUser {
  return {
    id: user.id,
    email: user.email,
    role: roleOf(user.role),
    tier: tierOf(user.tier),
    is_active: user.is_active === 1,
    status: accountStatusOf(user.status),
    full_name: user.full_name,
    created_at: user.created_at,
    notes: user.notes,
  }
}

export async function listByStatus(
  deps: AppDeps,
  query: { page: number; page_size: number; user_status: AccountStatus; search?: string | undefined },
): Promise<PendingUsersResponse> {
  const { items, total } = await repo.listByStatus(deps.db, { status: query.user_status, search: query.search || undefined, page: query.page, pageSize: query.page_size })
  return {
    items: items.map(toLifecycleUser),
    total,
    page: query.page,
    page_size: query.page_size,
    pages: Math.max(1, Math.ceil(total / query.page_size)),
  }
}

/**
 * Who may act on whom: never on one's own account, only a superadmin on a superadmin, and
 * the last active superadmin is never taken out of service (decisions §4).
 */
async function targetFor(deps: AppDeps, viewer: Viewer, id: number, takesOutOfService: boolean) {
  const user = await repo.findUser(deps.db, id)
  if (!user) throw notFound('User not found', 'userNotFound')
  if (user.id === viewer.id) throw new HttpError(403, 'You cannot change the status of your own account.', 'selfAction')
  if (user.role === 'superadmin') {
    if (viewer.role !== 'superadmin') throw new HttpError(403, 'Only a superadmin can change a superadmin account.', 'superadminOnly')
    if (takesOutOfService && user.status === 'active' && user.is_active === 1 && (await repo.countActiveSuperadmins(deps.db)) <= 1) {
      throw new HttpError(409, 'The last active superadmin cannot be deactivated.', 'lastSuperadmin')
    }
  }
  return user
}

async function reload(deps: AppDeps, id: number): Promise<LifecycleUser> {
  const user = await repo.findUser(deps.db, id)
  if (!user) throw notFound('User not found', 'userNotFound')
  return toLifecycleUser(user)
}

/** Every lifecycle change is an admin change: recorded with the account before and after. */
async function audited(deps: AppDeps, viewer: Viewer, action: string, user: Selectable<UsersTable>, after: LifecycleUser): Promise<LifecycleUser> {
  await recordAudit(deps.db, { actorId: viewer.id, action, entity: 'user', entityId: user.id, before: toLifecycleUser(user), after, now: deps.now() })
  return after
}

/** Pending Users screen: approve = pending_activation + activation e-mail; reject = rejected. */
export async function decideApplication(deps: AppDeps, viewer: Viewer, id: number, action: 'approve' | 'reject', notes: string | undefined): Promise<LifecycleUser> {
  const user = await targetFor(deps, viewer, id, true)
  const now = deps.now()
  const stamp = now.toISOString()
  const noteChange = notes !== undefined ? { notes: notes.trim() || null } : {}
  if (action === 'approve') {
    if (user.status === 'active' && user.is_active === 1) throw new HttpError(409, 'The user is already active.', 'alreadyActive')
    await repo.updateUser(deps.db, id, { status: 'pending_activation', is_active: 0, ...noteChange }, stamp)
    await revokeAllSessions(deps.db, id, now)
    await sendActivation(deps, user)
  } else {
    if (user.status === 'rejected') throw new HttpError(409, 'The user is already rejected.', 'alreadyRejected')
    await repo.updateUser(deps.db, id, { status: 'rejected', is_active: 0, ...noteChange }, stamp)
    await repo.voidActivationTokens(deps.db, id, stamp)
    await revokeAllSessions(deps.db, id, now)
  }
  return audited(deps, viewer, action === 'approve' ? 'user.approve' : 'user.reject', user, await reload(deps, id))
}

/** Users screen "activate": active at once. */
export async function approveUser(deps: AppDeps, viewer: Viewer, id: number): Promise<LifecycleUser> {
  const user = await targetFor(deps, viewer, id, false)
  const stamp = deps.now().toISOString()
  await repo.updateUser(deps.db, id, { status: 'active', is_active: 1 }, stamp)
  await repo.voidActivationTokens(deps.db, id, stamp)
  return audited(deps, viewer, 'user.activate', user, await reload(deps, id))
}

/** A new activation round: inactive, pending_activation, every session ended, a new link e-mailed. */
export async function sendActivationAgain(deps: AppDeps, viewer: Viewer, id: number): Promise<LifecycleUser> {
  const user = await targetFor(deps, viewer, id, true)
  const now = deps.now()
  await repo.updateUser(deps.db, id, { status: 'pending_activation', is_active: 0 }, now.toISOString())
  await revokeAllSessions(deps.db, id, now)
  await sendActivation(deps, user)
  return audited(deps, viewer, 'user.send-activation', user, await reload(deps, id))
}
