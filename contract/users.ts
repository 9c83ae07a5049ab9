import * as v from 'valibot'
import { pagedResponse } from './content-query'
import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  GENDERS,
  PENDING_USERS_PAGE_SIZE,
  type Role,
  ROLES,
  TIERS,
  USER_ADMIN_ROLES,
  USERS_DEFAULT_PAGE_SIZE,
  USERS_DEFAULT_SORT,
  USERS_PAGE_SIZES,
} from './constants'
import { adminIntParam } from './admin-query'
import { VALIDATION_CODES } from './errors'
import { USER_SORTS } from './users-search'

export * from './users-search'

export const PendingUsersQuerySchema = v.object({
  page: adminIntParam(1, 100000),
  page_size: adminIntParam(PENDING_USERS_PAGE_SIZE, 100),
  user_status: v.optional(v.picklist(ACCOUNT_STATUSES, VALIDATION_CODES.oneOf), 'pending'),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, VALIDATION_CODES.tooLong))),
})

export const LifecycleUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  role: v.picklist(ROLES),
  tier: v.picklist(TIERS),
  is_active: v.boolean(),
  status: v.picklist(ACCOUNT_STATUSES),
  full_name: v.nullable(v.string()),
  full_name_ar: v.optional(v.string(), ''),
  full_name_en: v.optional(v.string(), ''),
  gender: v.optional(v.nullable(v.picklist(GENDERS)), null),
  phone: v.optional(v.nullable(v.string()), null),
  specialty: v.optional(v.nullable(v.string()), null),
  created_at: v.string(),
  notes: v.nullable(v.string()),
})
export type LifecycleUser = v.InferOutput<typeof LifecycleUserSchema>

export const PendingUsersResponseSchema = pagedResponse(LifecycleUserSchema, {
  page_size: v.number(),
  pages: v.number(),
})
export type PendingUsersResponse = v.InferOutput<typeof PendingUsersResponseSchema>

export const UserIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, VALIDATION_CODES.invalid), v.transform(Number)),
})

export const MemberApproveRequestSchema = v.object({
  action: v.picklist(['approve', 'reject'], VALIDATION_CODES.oneOf),
  notes: v.optional(
    v.pipe(v.string(VALIDATION_CODES.invalidType), v.maxLength(2000, VALIDATION_CODES.tooLong)),
  ),
})

// map keeps the length of the non-empty USERS_PAGE_SIZES tuple, which picklist needs to see.
const pageSizeValues = USERS_PAGE_SIZES.map(String) as [string, ...string[]]

export const AdminUsersQuerySchema = v.object({
  page: adminIntParam(1, 100000),
  page_size: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], VALIDATION_CODES.invalidType),
      v.metadata({
        anyOf: [
          { type: 'integer', enum: USERS_PAGE_SIZES },
          { type: 'string', enum: pageSizeValues },
        ],
      }),
      v.transform(String),
      v.picklist(pageSizeValues, VALIDATION_CODES.oneOf),
      v.transform(Number),
    ),
    USERS_DEFAULT_PAGE_SIZE,
  ),
  sort: v.optional(v.picklist(USER_SORTS, VALIDATION_CODES.oneOf), USERS_DEFAULT_SORT),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, VALIDATION_CODES.tooLong))),
  role: v.optional(v.picklist(ROLES, VALIDATION_CODES.oneOf)),
  tier: v.optional(v.picklist(TIERS, VALIDATION_CODES.oneOf)),
  is_active: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], VALIDATION_CODES.oneOf),
      v.transform((s) => s === 'true'),
    ),
  ),
})
export type AdminUsersFilters = v.InferOutput<typeof AdminUsersQuerySchema>

export type AdminUser = LifecycleUser

export const AdminUsersResponseSchema = pagedResponse(LifecycleUserSchema, {
  page_size: v.number(),
  total_pages: v.number(),
})
export type AdminUsersResponse = v.InferOutput<typeof AdminUsersResponseSchema>

export const UserStatsSchema = v.object({
  total_users: v.number(),
  active_users: v.number(),
  inactive_users: v.number(),
  by_role: v.record(v.string(), v.number()),
  active_superadmins: v.number(),
})
export type UserStats = v.InferOutput<typeof UserStatsSchema>

export const UpdateUserRequestSchema = v.pipe(
  v.strictObject(
    {
      role: v.optional(v.picklist(ROLES, VALIDATION_CODES.oneOf)),
      tier: v.optional(v.picklist(TIERS, VALIDATION_CODES.oneOf)),
      is_active: v.optional(v.boolean(VALIDATION_CODES.invalidType)),
    },
    VALIDATION_CODES.unknownField,
  ),
  v.check(
    (body) => body.role !== undefined || body.tier !== undefined || body.is_active !== undefined,
    VALIDATION_CODES.required,
  ),
)
export type UpdateUserRequest = v.InferInput<typeof UpdateUserRequestSchema>

export const DeleteUserResponseSchema = v.object({ id: v.number(), deleted: v.literal(true) })

/** The one rule the server enforces and the screens use to offer only what would succeed. */
export const ADMIN_USER_ACTIONS = [
  'edit',
  'changeRole',
  'grantSuperadmin',
  'activate',
  'deactivate',
  'sendActivation',
  'approve',
  'reject',
  'delete',
] as const
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number]

export const ADMIN_USER_ACTION_REFUSALS = {
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

const TAKES_OUT_OF_SERVICE: ReadonlySet<AdminUserAction> = new Set([
  'changeRole',
  'deactivate',
  'sendActivation',
  'approve',
  'reject',
  'delete',
])

/** Null when allowed; the last active superadmin (the target counted) stays, so someone can manage admins. */
export function adminUserActionRefusal(
  action: AdminUserAction,
  actor: ActionActor,
  target: ActionTarget,
  activeSuperadmins: number,
): AdminUserActionRefusal | null {
  const routeRoles: readonly Role[] = action === 'delete' ? ['superadmin'] : USER_ADMIN_ROLES
  if (!routeRoles.includes(actor.role)) return 'roleNotAllowed'
  // Nobody locks themselves out or promotes themselves from the back office.
  if (target.id === actor.id) return 'selfAction'
  if (target.role === 'superadmin' && actor.role !== 'superadmin') return 'superadminOnly'
  if (action === 'grantSuperadmin' && actor.role !== 'superadmin') return 'superadminOnly'
  const active = target.status === 'active' && target.is_active
  if (TAKES_OUT_OF_SERVICE.has(action) && target.role === 'superadmin' && active && activeSuperadmins <= 1)
    return 'lastSuperadmin'
  // An active account has nothing to approve or activate: a new link would only lock it out.
  if ((action === 'approve' || action === 'sendActivation') && active) return 'alreadyActive'
  if (action === 'reject' && target.status === 'rejected') return 'alreadyRejected'
  return null
}

export const mayTakeAdminUserAction = (
  action: AdminUserAction,
  actor: ActionActor,
  target: ActionTarget,
  activeSuperadmins: number,
): boolean => adminUserActionRefusal(action, actor, target, activeSuperadmins) === null
