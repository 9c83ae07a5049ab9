import { DEFAULT_USERS_SCREEN_SEARCH, UsersScreenSearchSchema, type UsersScreenSearch } from '@contract/users'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { UsersPage } from '@/features/admin-users/components/UsersPage'
import { requireUserAdmin } from '@/lib/session-guards'

/** Users: filters, page, size and sort live in the address, defaults left out. */
export const Route = createFileRoute('/admin/users/')({
  validateSearch: UsersScreenSearchSchema,
  search: { middlewares: [stripSearchParams(DEFAULT_USERS_SCREEN_SEARCH)] },
  // Superadmin and admin only; a cme sees Access Denied inside the admin layout.
  beforeLoad: ({ location }) => requireUserAdmin({ location }),
  component: UsersRoute,
})

function UsersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: UsersScreenSearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace }), [navigate])
  return <UsersPage search={search} onSearchChange={onSearchChange} />
}
