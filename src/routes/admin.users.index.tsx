import { DEFAULT_USERS_SCREEN_SEARCH, UsersScreenSearchSchema, type UsersScreenSearch } from '@contract/users'
import { USER_ADMIN_ROLES } from '@contract/constants'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { AccessDenied } from '@/features/account/components/ActivationPages'
import { UsersPage } from '@/features/admin-users/components/UsersPage'
import { useSession } from '@/lib/session'

/** Spec §2 Users: filters, page, size and sort live in the address, defaults left out. */
export const Route = createFileRoute('/admin/users/')({
  validateSearch: UsersScreenSearchSchema,
  search: { middlewares: [stripSearchParams(DEFAULT_USERS_SCREEN_SEARCH)] },
  component: UsersRoute,
})

function UsersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: UsersScreenSearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace }), [navigate])
  const { user } = useSession()
  // Decisions §4: superadmin and admin only (cme reaches the rest of the admin area).
  return user && USER_ADMIN_ROLES.includes(user.role) ? <UsersPage search={search} onSearchChange={onSearchChange} /> : <AccessDenied />
}
