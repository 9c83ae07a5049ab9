import * as v from 'valibot'
import { ACCOUNT_STATUSES, PENDING_USERS_PAGE_SIZE, ROLES, TIERS } from './constants'
import { adminIntParam } from './admin-query'
import { VALIDATION_CODES } from './errors'

/** The back office's lifecycle calls (spec §7 Admin, decisions §4). */

export const PendingUsersQuerySchema = v.object({
  page: adminIntParam(1, 100000),
  page_size: adminIntParam(PENDING_USERS_PAGE_SIZE, 100),
  user_status: v.optional(v.picklist(ACCOUNT_STATUSES, VALIDATION_CODES.oneOf), 'pending'),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, VALIDATION_CODES.tooLong))),
})
export type PendingUsersQuery = v.InferInput<typeof PendingUsersQuerySchema>

export const LifecycleUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  role: v.picklist(ROLES),
  tier: v.picklist(TIERS),
  is_active: v.boolean(),
  status: v.picklist(ACCOUNT_STATUSES),
  full_name: v.nullable(v.string()),
  created_at: v.string(),
  notes: v.nullable(v.string()),
})
export type LifecycleUser = v.InferOutput<typeof LifecycleUserSchema>

export const PendingUsersResponseSchema = v.object({
  items: v.array(LifecycleUserSchema),
  total: v.number(),
  page: v.number(),
  page_size: v.number(),
  pages: v.number(),
})
export type PendingUsersResponse = v.InferOutput<typeof PendingUsersResponseSchema>

export const UserIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, VALIDATION_CODES.invalid), v.transform(Number)),
})

export const MemberApproveRequestSchema = v.object({
  action: v.picklist(['approve', 'reject'], VALIDATION_CODES.oneOf),
  notes: v.optional(v.pipe(v.string(VALIDATION_CODES.invalidType), v.maxLength(2000, VALIDATION_CODES.tooLong))),
})
export type MemberApproveRequest = v.InferInput<typeof MemberApproveRequestSchema>

/** Every lifecycle call answers the user as it now is. */
export const LifecycleResponseSchema = LifecycleUserSchema
