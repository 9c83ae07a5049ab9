import * as v from 'valibot'
import { ACCOUNT_STATUSES, ROLES, TIERS, USERS_DEFAULT_PAGE_SIZE, USERS_DEFAULT_SORT, USERS_PAGE_SIZES } from './constants'
import { adminIntParam } from './admin-query'
import { VALIDATION_CODES } from './errors'
import { LifecycleUserSchema } from './users-lifecycle'

/** Users screen (spec §2, §7 Admin): list, stats, edit, permanent delete. */
export const USER_SORTS = ['-created_at', 'created_at', 'name', '-name', 'email', '-email'] as const
export type UserSort = (typeof USER_SORTS)[number]

const pageSizeValues = USERS_PAGE_SIZES.map(String) as [string, ...string[]]

export const AdminUsersQuerySchema = v.object({
  page: adminIntParam(1, 100000),
  page_size: v.optional(
    v.pipe(v.union([v.string(), v.number()], VALIDATION_CODES.invalidType), v.transform(String), v.picklist(pageSizeValues, VALIDATION_CODES.oneOf), v.transform(Number)),
    USERS_DEFAULT_PAGE_SIZE,
  ),
  sort: v.optional(v.picklist(USER_SORTS, VALIDATION_CODES.oneOf), USERS_DEFAULT_SORT),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, VALIDATION_CODES.tooLong))),
  role: v.optional(v.picklist(ROLES, VALIDATION_CODES.oneOf)),
  tier: v.optional(v.picklist(TIERS, VALIDATION_CODES.oneOf)),
  is_active: v.optional(v.pipe(v.picklist(['true', 'false'], VALIDATION_CODES.oneOf), v.transform((s) => s === 'true'))),
})
export type AdminUsersQuery = v.InferInput<typeof AdminUsersQuerySchema>
export type AdminUsersFilters = v.InferOutput<typeof AdminUsersQuerySchema>

export const AdminUserSchema = LifecycleUserSchema
export type AdminUser = v.InferOutput<typeof AdminUserSchema>

export const AdminUsersResponseSchema = v.object({
  items: v.array(AdminUserSchema),
  total: v.number(),
  page: v.number(),
  page_size: v.number(),
  total_pages: v.number(),
})
export type AdminUsersResponse = v.InferOutput<typeof AdminUsersResponseSchema>

export const UserStatsSchema = v.object({
  total_users: v.number(),
  active_users: v.number(),
  inactive_users: v.number(),
  by_role: v.record(v.string(), v.number()),
  /** Active superadmin accounts: the last one is never taken out of service, so the screens need the count. */
  active_superadmins: v.number(),
})
export type UserStats = v.InferOutput<typeof UserStatsSchema>

/** Edit user: only changed fields are sent, at least one (spec §5). */
export const UpdateUserRequestSchema = v.pipe(
  v.strictObject(
    {
      role: v.optional(v.picklist(ROLES, VALIDATION_CODES.oneOf)),
      tier: v.optional(v.picklist(TIERS, VALIDATION_CODES.oneOf)),
      is_active: v.optional(v.boolean(VALIDATION_CODES.invalidType)),
    },
    VALIDATION_CODES.unknownField,
  ),
  v.check((body) => body.role !== undefined || body.tier !== undefined || body.is_active !== undefined, VALIDATION_CODES.required),
)
export type UpdateUserRequest = v.InferInput<typeof UpdateUserRequestSchema>

export const DeleteUserResponseSchema = v.object({ id: v.number(), deleted: v.literal(true) })

export const UserStatusValues = ACCOUNT_STATUSES

/**
 * The Users screen's address (spec §2): page, page_size, search, role, tier, is_active,
 * sort. The router hands numbers and booleans already parsed; a bad value falls back.
 */
export const UsersScreenSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  page_size: v.fallback(v.optional(v.picklist(USERS_PAGE_SIZES), USERS_DEFAULT_PAGE_SIZE), USERS_DEFAULT_PAGE_SIZE),
  sort: v.fallback(v.optional(v.picklist(USER_SORTS), USERS_DEFAULT_SORT), USERS_DEFAULT_SORT),
  search: v.fallback(v.optional(v.string(), ''), ''),
  role: v.fallback(v.optional(v.picklist(ROLES)), undefined),
  tier: v.fallback(v.optional(v.picklist(TIERS)), undefined),
  is_active: v.fallback(v.optional(v.boolean()), undefined),
})
export type UsersScreenSearch = v.InferOutput<typeof UsersScreenSearchSchema>
export const DEFAULT_USERS_SCREEN_SEARCH = { page: 1, page_size: USERS_DEFAULT_PAGE_SIZE, sort: USERS_DEFAULT_SORT, search: '' } as const
