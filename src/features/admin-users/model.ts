import {
  type ActionActor,
  type ActionTarget,
  ADMIN_USER_ACTIONS,
  type AdminUser,
  type AdminUserAction,
  mayTakeAdminUserAction,
  type UpdateUserRequest,
  type UsersScreenSearch,
  type UserStats,
} from '@contract/users'
import { DELETE_CONFIRMATION_WORD, type Role } from '@contract/constants'
import { csvText } from '@/lib/format/csv'

/** "Showing a-b of n users": the first and last row numbers of this page. */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 }
  const from = (page - 1) * pageSize + 1
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) }
}

/** At most 5 numbered buttons, the current page kept in the middle when it can be. */
export function pageNumbers(page: number, totalPages: number, max = 5): number[] {
  const count = Math.min(max, totalPages)
  let start = Math.max(1, page - Math.floor(count / 2))
  start = Math.min(start, totalPages - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

/** Only changed fields are sent; nothing changed means no call. */
export function changedFields(
  user: Pick<AdminUser, 'role' | 'tier' | 'is_active'>,
  form: Pick<AdminUser, 'role' | 'tier' | 'is_active'>,
): UpdateUserRequest | null {
  const changes: UpdateUserRequest = {}
  if (form.role !== user.role) changes.role = form.role
  if (form.tier !== user.tier) changes.tier = form.tier
  if (form.is_active !== user.is_active) changes.is_active = form.is_active
  return Object.keys(changes).length ? changes : null
}

/** The actions this viewer may take on this account: exactly what the server would accept. */
export function allowedActions(
  viewer: ActionActor | null | undefined,
  user: ActionTarget,
  activeSuperadmins: number | undefined,
): ReadonlySet<AdminUserAction> {
  if (!viewer) return new Set()
  // Until the count has loaded it is taken as one, so nothing that might be refused shows.
  const count = activeSuperadmins ?? 1
  return new Set(ADMIN_USER_ACTIONS.filter((action) => mayTakeAdminUserAction(action, viewer, user, count)))
}

/**
 * The role options of the edit form: the current role, then every role the viewer may set
 * (the superadmin role only for a superadmin, no other role for the last active superadmin).
 */
export function roleOptions(
  allowed: ReadonlySet<AdminUserAction>,
  current: Role,
  roles: readonly Role[],
): Role[] {
  return roles.filter(
    (role) =>
      role === current ||
      (role === 'superadmin' ? allowed.has('grantSuperadmin') : allowed.has('changeRole')),
  )
}

/** The account-state options of the edit form: the current state and any the viewer may switch to. */
export function stateOptions(allowed: ReadonlySet<AdminUserAction>, isActive: boolean): boolean[] {
  return [true, false].filter((state) => state === isActive || allowed.has(state ? 'activate' : 'deactivate'))
}

export const deleteConfirmed = (typed: string) => typed === DELETE_CONFIRMATION_WORD

/** Stat card "largest role group": the role with the most users (ties: the first in role order). */
export function largestRoleGroup(stats: UserStats | undefined): { role: string; count: number } | null {
  if (!stats) return null
  let best: { role: string; count: number } | null = null
  for (const [role, count] of Object.entries(stats.by_role))
    if (count > 0 && (!best || count > best.count)) best = { role, count }
  return best
}

/** Any filter change resets the page to 1. */
export function withFilter(search: UsersScreenSearch, change: Partial<UsersScreenSearch>): UsersScreenSearch {
  return {
    ...search,
    ...change,
    page: 'page' in change && change.page !== undefined ? change.page : 1,
  }
}

export function hasActiveFilters(search: UsersScreenSearch): boolean {
  return Boolean(search.search || search.role || search.tier || search.is_active !== undefined)
}

/** The server query of a screen address (is_active travels as text). */
export function toServerQuery(search: UsersScreenSearch) {
  return {
    page: search.page,
    page_size: search.page_size,
    sort: search.sort,
    search: search.search || undefined,
    role: search.role,
    tier: search.tier,
    is_active: search.is_active === undefined ? undefined : String(search.is_active),
  }
}

export function usersCsv(users: readonly AdminUser[]): string {
  const header = ['id', 'email', 'full_name', 'role', 'tier', 'is_active', 'status', 'created_at']
  return csvText(
    header,
    users.map((u) => [u.id, u.email, u.full_name, u.role, u.tier, u.is_active, u.status, u.created_at]),
  )
}
