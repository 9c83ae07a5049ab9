import * as v from 'valibot'
import { ROLES, TIERS, USERS_DEFAULT_PAGE_SIZE, USERS_DEFAULT_SORT, USERS_PAGE_SIZES } from './constants'

export const USER_SORTS = ['-created_at', 'created_at', 'name', '-name', 'email', '-email'] as const
export type UserSort = (typeof USER_SORTS)[number]

export const UsersScreenSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  page_size: v.fallback(
    v.optional(v.picklist(USERS_PAGE_SIZES), USERS_DEFAULT_PAGE_SIZE),
    USERS_DEFAULT_PAGE_SIZE,
  ),
  sort: v.fallback(v.optional(v.picklist(USER_SORTS), USERS_DEFAULT_SORT), USERS_DEFAULT_SORT),
  search: v.fallback(v.optional(v.string(), ''), ''),
  role: v.fallback(v.optional(v.picklist(ROLES)), undefined),
  tier: v.fallback(v.optional(v.picklist(TIERS)), undefined),
  is_active: v.fallback(v.optional(v.boolean()), undefined),
})
export type UsersScreenSearch = v.InferOutput<typeof UsersScreenSearchSchema>
export const DEFAULT_USERS_SCREEN_SEARCH = {
  page: 1,
  page_size: USERS_DEFAULT_PAGE_SIZE,
  sort: USERS_DEFAULT_SORT,
  search: '',
} as const
