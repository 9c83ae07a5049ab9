import * as v from 'valibot'
import { ROLES, TIERS, USERS_DEFAULT_PAGE_SIZE, USERS_DEFAULT_SORT, USERS_PAGE_SIZES } from './constants'

/**
 * The Users screen's address (page, size, sort, search and filters): its route file validates it
 * at start-up, so this module holds only what the address needs, none of the area's answers or
 * admin bodies (docs/decisions/275-start-up-schemas-in-modules-of-their-own.md). users.ts
 * re-exports it.
 */

export const USER_SORTS = ['-created_at', 'created_at', 'name', '-name', 'email', '-email'] as const
export type UserSort = (typeof USER_SORTS)[number]

/**
 * The Users screen's address: page, page_size, search, role, tier, is_active,
 * sort. The router hands numbers and booleans already parsed; a bad value falls back.
 */
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
