import { USER_ADMIN_ROLES, type AccountStatus, type Role } from './constants'

/**
 * Which back-office action may this admin take on this account: the one rule the server
 * enforces and the Users / Pending Users screens use to offer only what would succeed.
 *
 * - edit: change the tier (and open the edit form at all)
 * - changeRole: set a role other than superadmin
 * - grantSuperadmin: set the superadmin role
 * - activate / deactivate: the account's active switch
 * - sendActivation: a new activation link
 * - approve / reject: the registration decision
 * - delete: permanent delete
 */
export const ADMIN_USER_ACTIONS = ['edit', 'changeRole', 'grantSuperadmin', 'activate', 'deactivate', 'sendActivation', 'approve', 'reject', 'delete'] as const
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number]

/** Why an action is refused, with the HTTP status the server answers for it. */
export const ADMIN_USER_ACTION_REFUSALS = {
  /** The caller's role may not call this route at all. */
  roleNotAllowed: 403,
  selfAction: 403,
  superadminOnly: 403,
  lastSuperadmin: 409,
  alreadyActive: 409,
  alreadyRejected: 409,
} as const
export type AdminUserActionRefusal = keyof typeof ADMIN_USER_ACTION_REFUSALS

export interface ActionActor {
  id: number
  role: Role
}

export interface ActionTarget {
  id: number
  role: Role
  status: AccountStatus
  is_active: boolean
}

/** Actions that can leave an account unable to sign in, or strip the superadmin role. */
const TAKES_OUT_OF_SERVICE: ReadonlySet<AdminUserAction> = new Set(['changeRole', 'deactivate', 'sendActivation', 'approve', 'reject', 'delete'])

/**
 * Null when allowed, else why not. `activeSuperadmins` counts the active superadmin
 * accounts (the target included); the last one is never taken out of service, so the
 * society always keeps someone who can manage admins.
 */
export function adminUserActionRefusal(action: AdminUserAction, actor: ActionActor, target: ActionTarget, activeSuperadmins: number): AdminUserActionRefusal | null {
  const routeRoles: readonly Role[] = action === 'delete' ? ['superadmin'] : USER_ADMIN_ROLES
  if (!routeRoles.includes(actor.role)) return 'roleNotAllowed'
  // Nobody locks themselves out or promotes themselves from the back office.
  if (target.id === actor.id) return 'selfAction'
  if (target.role === 'superadmin' && actor.role !== 'superadmin') return 'superadminOnly'
  if (action === 'grantSuperadmin' && actor.role !== 'superadmin') return 'superadminOnly'
  const active = target.status === 'active' && target.is_active
  if (TAKES_OUT_OF_SERVICE.has(action) && target.role === 'superadmin' && active && activeSuperadmins <= 1) return 'lastSuperadmin'
  // An active account has nothing to approve or activate: a new link would only lock it out.
  if ((action === 'approve' || action === 'sendActivation') && active) return 'alreadyActive'
  if (action === 'reject' && target.status === 'rejected') return 'alreadyRejected'
  return null
}

export const mayTakeAdminUserAction = (action: AdminUserAction, actor: ActionActor, target: ActionTarget, activeSuperadmins: number): boolean =>
  adminUserActionRefusal(action, actor, target, activeSuperadmins) === null
