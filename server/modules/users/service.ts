import { personNameOf } from '@contract/script-language'
import type {
  AdminUser,
  AdminUserAction,
  AdminUsersFilters,
  AdminUsersResponse,
  LifecycleUser,
  PendingUsersResponse,
  UpdateUserRequest,
  UserStats,
} from '@contract/users'
import { type AccountStatus, ROLES } from '@contract/constants'
import type { AppDeps } from '../../app-env'
import type { Selectable } from 'kysely'
import type { UsersTable } from '../../db/database'
import { queueActivation } from '../../lib/auth/activation'
import { wakeMailSender } from '../../lib/mail/queue'
import { endSessions } from '../../lib/auth/sessions'
import { accountStatusOf, genderOf, roleOf, tierOf } from '../../lib/auth/user-fields'
import type { Viewer } from '../../lib/auth/viewer'
import { notFound } from '../../lib/errors'
import { refuseUnlessAllowed } from './action-guard'
import { recordAudit } from '../audit/service'
import { pageAnswer, pageCount } from '../../lib/paging'
import { requireFreshSignIn } from '../../lib/auth/fresh-sign-in'
import * as repo from './repository'
import type { AdminOverview } from '@contract/overview'

export function toLifecycleUser(user: Selectable<UsersTable>): LifecycleUser {
  return {
    id: user.id,
    email: user.email,
    role: roleOf(user.role),
    tier: tierOf(user.tier),
    is_active: user.is_active === 1,
    status: accountStatusOf(user.status),
    ...personNameOf(user),
    full_name: user.full_name,
    gender: genderOf(user.gender),
    phone: user.phone,
    specialty: user.registered_specialty || null,
    created_at: user.created_at,
    notes: user.notes,
  }
}

export async function listByStatus(
  deps: AppDeps,
  query: { page: number; page_size: number; user_status: AccountStatus; search?: string | undefined },
): Promise<PendingUsersResponse> {
  const { items, total } = await repo.listByStatus(deps.db, {
    status: query.user_status,
    search: query.search || undefined,
    page: query.page,
    pageSize: query.page_size,
  })
  return {
    ...pageAnswer(items, toLifecycleUser, total, query.page, query.page_size),
    pages: pageCount(total, query.page_size),
  }
}

/** Never on one's own account; only a superadmin on a superadmin; the last active superadmin stays. */
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
async function audited(
  deps: AppDeps,
  viewer: Viewer,
  action: string,
  user: Selectable<UsersTable>,
  after: LifecycleUser,
): Promise<LifecycleUser> {
  await recordAudit(deps.db, {
    actorId: viewer.id,
    action,
    entity: 'user',
    entityId: user.id,
    before: toLifecycleUser(user),
    after,
    now: deps.now(),
  })
  return after
}

export async function decideApplication(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
  action: 'approve' | 'reject',
  notes: string | undefined,
): Promise<LifecycleUser> {
  const user = await targetFor(deps, viewer, id, action)
  const now = deps.now()
  const stamp = now.toISOString()
  const noteChange = notes !== undefined ? { notes: notes.trim() || null } : {}
  if (action === 'approve') {
    await deps.db.transaction().execute(async (trx) => {
      await repo.updateUser(trx, id, { status: 'pending_activation', is_active: 0, ...noteChange }, stamp)
      await endSessions(trx, { userId: id }, now)
      await queueActivation(deps, trx, user)
    })
    wakeMailSender(deps)
  } else {
    await repo.updateUser(deps.db, id, { status: 'rejected', is_active: 0, ...noteChange }, stamp)
    await repo.voidActivationTokens(deps.db, id, stamp)
    await endSessions(deps.db, { userId: id }, now)
  }
  return audited(
    deps,
    viewer,
    action === 'approve' ? 'user.approve' : 'user.reject',
    user,
    await reload(deps, id),
  )
}

export async function approveUser(deps: AppDeps, viewer: Viewer, id: number): Promise<LifecycleUser> {
  const user = await targetFor(deps, viewer, id, 'activate')
  const stamp = deps.now().toISOString()
  await repo.updateUser(deps.db, id, { status: 'active', is_active: 1 }, stamp)
  await repo.voidActivationTokens(deps.db, id, stamp)
  return audited(deps, viewer, 'user.activate', user, await reload(deps, id))
}

/** Refused (409 alreadyActive) for an active account: a needless link would only sign the person out. */
export async function sendActivationAgain(deps: AppDeps, viewer: Viewer, id: number): Promise<LifecycleUser> {
  const user = await targetFor(deps, viewer, id, 'sendActivation')
  const now = deps.now()
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, id, { status: 'pending_activation', is_active: 0 }, now.toISOString())
    await endSessions(trx, { userId: id }, now)
    await queueActivation(deps, trx, user)
  })
  wakeMailSender(deps)
  return audited(deps, viewer, 'user.send-activation', user, await reload(deps, id))
}

// A Users-screen row is a lifecycle answer (contract/users.ts): one mapping serves both.
const toAdminUser = toLifecycleUser

export async function listUsers(deps: AppDeps, filters: AdminUsersFilters): Promise<AdminUsersResponse> {
  const { items, total } = await repo.listUsers(deps.db, { ...filters, search: filters.search || undefined })
  return {
    ...pageAnswer(items, toAdminUser, total, filters.page, filters.page_size),
    total_pages: pageCount(total, filters.page_size),
  }
}

export async function userStats(deps: AppDeps): Promise<UserStats> {
  const rows = await repo.stats(deps.db)
  const byRole: Record<string, number> = Object.fromEntries(ROLES.map((role) => [role, 0]))
  let active = 0
  let total = 0
  for (const row of rows) {
    total += row.n
    if (row.isActive) active += row.n
    byRole[row.role] = (byRole[row.role] ?? 0) + row.n
  }
  return {
    total_users: total,
    active_users: active,
    inactive_users: total - active,
    by_role: byRole,
    active_superadmins: await repo.countActiveSuperadmins(deps.db),
  }
}

async function findTarget(deps: AppDeps, id: number) {
  const user = await repo.findUser(deps.db, id)
  if (!user) throw notFound('User not found', 'userNotFound')
  return user
}

function actionsOf(changes: UpdateUserRequest): AdminUserAction[] {
  const actions: AdminUserAction[] = ['edit']
  if (changes.role !== undefined)
    actions.push(changes.role === 'superadmin' ? 'grantSuperadmin' : 'changeRole')
  if (changes.is_active !== undefined) actions.push(changes.is_active ? 'activate' : 'deactivate')
  return actions
}

export async function updateUser(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
  changes: UpdateUserRequest,
): Promise<AdminUser> {
  const user = await findTarget(deps, id)
  await refuseUnlessAllowed(deps, viewer, user, actionsOf(changes))
  const now = deps.now()
  if (changes.role !== undefined && changes.role !== user.role) requireFreshSignIn(viewer, now)
  const deactivates = changes.is_active === false
  const set: Partial<Pick<UsersTable, 'role' | 'tier' | 'is_active' | 'status'>> = {}
  if (changes.role !== undefined) set.role = changes.role
  if (changes.tier !== undefined) set.tier = changes.tier
  // Activating here makes the account usable at once, like the approve call.
  if (changes.is_active === true) Object.assign(set, { is_active: 1, status: 'active' })
  if (changes.is_active === false) set.is_active = 0
  await repo.updateUser(deps.db, id, set, now.toISOString())
  // A deactivated account loses every session; a changed role takes effect at the next token.
  if (deactivates) await endSessions(deps.db, { userId: id }, now)
  const after = await repo.findUser(deps.db, id)
  if (!after) throw notFound('User not found', 'userNotFound')
  const before = toAdminUser(user)
  const result = toAdminUser(after)
  await recordAudit(deps.db, {
    actorId: viewer.id,
    action: 'user.update',
    entity: 'user',
    entityId: id,
    before: { role: before.role, tier: before.tier, is_active: before.is_active, status: before.status },
    after: { role: result.role, tier: result.tier, is_active: result.is_active, status: result.status },
    now,
  })
  return result
}

export async function deleteUserPermanently(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; deleted: true }> {
  const user = await findTarget(deps, id)
  await refuseUnlessAllowed(deps, viewer, user, ['delete'])
  requireFreshSignIn(viewer, deps.now())
  await repo.deleteUser(deps.db, id)
  await recordAudit(deps.db, {
    actorId: viewer.id,
    action: 'user.delete',
    entity: 'user',
    entityId: id,
    before: toAdminUser(user),
    after: null,
    now: deps.now(),
  })
  return { id, deleted: true }
}

export function countUsers(deps: AppDeps): Promise<AdminOverview['users']> {
  return repo.countUsers(deps.db)
}
