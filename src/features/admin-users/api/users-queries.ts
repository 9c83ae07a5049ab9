import { AuditResponseSchema } from '@contract/audit'
import {
  type AdminUser,
  AdminUsersResponseSchema,
  DeleteUserResponseSchema,
  LifecycleUserSchema,
  PendingUsersResponseSchema,
  type UpdateUserRequest,
  type UsersScreenSearch,
  UserStatsSchema,
} from '@contract/users'
import { PENDING_USERS_PAGE_SIZE, USERS_PAGE_SIZES, type AccountStatus } from '@contract/constants'
import { queryOptions } from '@tanstack/react-query'
import { CSV_BOM } from '@contract/csv'
import { apiRequest } from '@/lib/http/api-client'
import { toServerQuery } from '../model'

/** What Pending Users shows first: accounts waiting for a decision, first page, no search. */
export const FIRST_PENDING_VIEW: PendingView = { status: 'pending', search: '', page: 1 }

type PendingView = { status: AccountStatus; search: string; page: number }

export const adminUserQueries = {
  all: ['admin-users'] as const,
  list: (search: UsersScreenSearch) =>
    queryOptions({
      queryKey: ['admin-users', 'list', search] as const,
      queryFn: ({ signal }) =>
        apiRequest('/admin/users', {
          query: toServerQuery(search),
          schema: AdminUsersResponseSchema,
          signal,
        }),
    }),
  stats: () =>
    queryOptions({
      queryKey: ['admin-users', 'stats'] as const,
      queryFn: ({ signal }) => apiRequest('/users/stats', { schema: UserStatsSchema, signal }),
    }),
  pending: (input: PendingView) =>
    queryOptions({
      queryKey: ['admin-users', 'pending', input] as const,
      queryFn: ({ signal }) =>
        apiRequest('/users', {
          query: {
            user_status: input.status,
            search: input.search || undefined,
            page: input.page,
            page_size: PENDING_USERS_PAGE_SIZE,
          },
          schema: PendingUsersResponseSchema,
          signal,
        }),
    }),
  audit: (filters: AuditFilters, page: number) =>
    queryOptions({
      queryKey: ['admin-users', 'audit', filters, page] as const,
      queryFn: ({ signal }) =>
        apiRequest('/admin/audit', { query: { ...filters, page }, schema: AuditResponseSchema, signal }),
    }),
}

/** The audit log's filters as its query sends them; an empty value is "all". */
export interface AuditFilters {
  actor: string
  action: string
  from: string
  to: string
}
export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' }

/** The filtered audit log as the server's CSV (every page), its byte-order mark put back after the text decoding dropped it. */
export async function fetchAuditCsv(filters: AuditFilters, lang: 'ar' | 'en'): Promise<string> {
  const text = await apiRequest('/admin/audit/export', {
    query: { ...filters, lang },
    headers: { Accept: 'text/csv' },
  })
  if (typeof text !== 'string') throw new TypeError('The audit export did not answer CSV')
  return text.startsWith(CSV_BOM) ? text : CSV_BOM + text
}

export const updateUser = (id: number, changes: UpdateUserRequest) =>
  apiRequest(`/users/${id}`, { method: 'PUT', body: changes, schema: LifecycleUserSchema })
export const activateUser = (id: number) =>
  apiRequest(`/users/${id}/approve`, { method: 'POST', body: {}, schema: LifecycleUserSchema })
export const sendActivation = (id: number) =>
  apiRequest(`/users/${id}/send-activation`, { method: 'POST', body: {}, schema: LifecycleUserSchema })
export const deleteUserPermanently = (id: number) =>
  apiRequest(`/users/${id}/permanent`, { method: 'DELETE', schema: DeleteUserResponseSchema })
export const decideApplication = (id: number, action: 'approve' | 'reject') =>
  apiRequest(`/members/${id}/approve`, { method: 'POST', body: { action }, schema: LifecycleUserSchema })

/** CSV export: every page of the filtered list, at the largest page size. */
export async function fetchAllUsers(search: UsersScreenSearch): Promise<AdminUser[]> {
  // USERS_PAGE_SIZES is a non-empty constant list: its last entry exists.
  const pageSize = USERS_PAGE_SIZES[USERS_PAGE_SIZES.length - 1]!
  const all: AdminUser[] = []
  for (let page = 1; ; page += 1) {
    const res = await apiRequest('/admin/users', {
      query: toServerQuery({ ...search, page, page_size: pageSize }),
      schema: AdminUsersResponseSchema,
    })
    all.push(...res.items)
    if (page >= res.total_pages) return all
  }
}
