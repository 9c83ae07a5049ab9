import type { AdminUserAction } from '@contract/admin-user-actions'
import type { AccountStatus } from '@contract/constants'
import type { LifecycleUser, PendingUsersResponse } from '@contract/users-lifecycle'
import type { AppDeps } from '../../app-env'
import type { Selectable } from 'kysely'
import type { UsersTable } from '../../db/database'
import { sendActivation } from '../../lib/auth/activation'
import { endSessions } from '../../lib/auth/sessions'
import { accountStatusOf, roleOf, tierOf } from '../../lib/auth/user-fields'
import type { Viewer } from '../../lib/auth/viewer'
import { notFound } from '../../lib/errors'
import { refuseUnlessAllowed } from '../admin-users/action-guard'
import { recordAudit } from '../audit/service'
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
 * Who may act on whom (contract/admin-user-actions.ts): never on one's own account, only a
 * superadmin on a superadmin, the last active superadmin never taken out of service, and
 * nothing to approve or activate on an account that is already active.
 */
async function targetFor(deps: AppDeps, viewer: Viewer, id: number, action: AdminUserAction) {
  const user = await repo.findUser(deps.db, id)
  if (!user) throw notFound('User not found', 'userNotFound')
  await refuseUnlessAllowed(deps, viewer, user, [action])
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
  const user = await targetFor(deps, viewer, id, action)
  const now = deps.now()
  const stamp = now.toISOString()
  const noteChange = notes !== undefined ? { notes: notes.trim() || null } : {}
  if (action === 'approve') {
    await repo.updateUser(deps.db, id, { status: 'pending_activation', is_active: 0, ...noteChange }, stamp)
    await endSessions(deps.db, { userId: id }, now)
    await sendActivation(deps, user)
  } else {
    await repo.updateUser(deps.db, id, { status: 'rejected', is_active: 0, ...noteChange }, stamp)
    await repo.voidActivationTokens(deps.db, id, stamp)
    await endSessions(deps.db, { userId: id }, now)
  }
  return audited(deps, viewer, action === 'approve' ? 'user.approve' : 'user.reject', user, await reload(deps, id))
}

/** Users screen "activate": active at once. */
export async function approveUser(deps: AppDeps, viewer: Viewer, id: number): Promise<LifecycleUser> {
  const user = await targetFor(deps, viewer, id, 'activate')
  const stamp = deps.now().toISOString()
  await repo.updateUser(deps.db, id, { status: 'active', is_active: 1 }, stamp)
  await repo.voidActivationTokens(deps.db, id, stamp)
  return audited(deps, viewer, 'user.activate', user, await reload(deps, id))
}

/**
 * A new activation round: inactive, pending_activation, every session ended, a new link
 * e-mailed. Refused (409 alreadyActive) for an account that is active: a link it does not
 * need would only sign the person out and lock them out until they found the e-mail.
 */
export async function sendActivationAgain(deps: AppDeps, viewer: Viewer, id: number): Promise<LifecycleUser> {
  const user = await targetFor(deps, viewer, id, 'sendActivation')
  const now = deps.now()
  await repo.updateUser(deps.db, id, { status: 'pending_activation', is_active: 0 }, now.toISOString())
  await endSessions(deps.db, { userId: id }, now)
  await sendActivation(deps, user)
  return audited(deps, viewer, 'user.send-activation', user, await reload(deps, id))
}
