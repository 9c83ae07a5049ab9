import type { AdminUser, AdminUsersFilters, AdminUsersResponse, UpdateUserRequest, UserStats } from '@contract/admin-users'
import type { AdminUserAction } from '@contract/admin-user-actions'
import { ROLES } from '@contract/constants'
import type { AppDeps } from '../../app-env'
import type { UsersTable } from '../../db/database'
import { endSessions } from '../../lib/auth/sessions'
import type { Viewer } from '../../lib/auth/viewer'
import { notFound } from '../../lib/errors'
import { countActiveSuperadmins } from '../accounts/repository'
import { toLifecycleUser } from '../accounts/service'
import { recordAudit } from '../audit/service'
import { refuseUnlessAllowed } from './action-guard'
import * as repo from './repository'

// AdminUserSchema is LifecycleUserSchema (contract/admin-users.ts): one mapping serves both.
const toAdminUser = toLifecycleUser

export async function listUsers(deps: AppDeps, filters: AdminUsersFilters): Promise<AdminUsersResponse> {
  const { items, total } = await repo.listUsers(deps.db, { ...filters, search: filters.search || undefined })
  return {
    items: items.map(toAdminUser),
    total,
    page: filters.page,
    page_size: filters.page_size,
    total_pages: Math.max(1, Math.ceil(total / filters.page_size)),
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
  return { total_users: total, active_users: active, inactive_users: total - active, by_role: byRole, active_superadmins: await countActiveSuperadmins(deps.db) }
}

async function findTarget(deps: AppDeps, id: number) {
  const user = await repo.findUser(deps.db, id)
  if (!user) throw notFound('User not found', 'userNotFound')
  return user
}

/** The actions a PUT amounts to, in the order their refusals are reported. */
function actionsOf(changes: UpdateUserRequest): AdminUserAction[] {
  const actions: AdminUserAction[] = ['edit']
  if (changes.role !== undefined) actions.push(changes.role === 'superadmin' ? 'grantSuperadmin' : 'changeRole')
  if (changes.is_active !== undefined) actions.push(changes.is_active ? 'activate' : 'deactivate')
  return actions
}

export async function updateUser(deps: AppDeps, viewer: Viewer, id: number, changes: UpdateUserRequest): Promise<AdminUser> {
  const user = await findTarget(deps, id)
  await refuseUnlessAllowed(deps, viewer, user, actionsOf(changes))
  const deactivates = changes.is_active === false
  const now = deps.now()
  const set: Partial<Pick<UsersTable, 'role' | 'tier' | 'is_active' | 'status'>> = {}
  if (changes.role !== undefined) set.role = changes.role
  if (changes.tier !== undefined) set.tier = changes.tier
  // Activating here makes the account usable at once, like the approve call (spec §4).
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

export async function deleteUserPermanently(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  const user = await findTarget(deps, id)
  await refuseUnlessAllowed(deps, viewer, user, ['delete'])
  await repo.deleteUser(deps.db, id)
  await recordAudit(deps.db, { actorId: viewer.id, action: 'user.delete', entity: 'user', entityId: id, before: toAdminUser(user), after: null, now: deps.now() })
  return { id, deleted: true }
}
