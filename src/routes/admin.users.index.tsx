import {
  DEFAULT_USERS_SCREEN_SEARCH,
  UsersScreenSearchSchema,
  type UsersScreenSearch,
} from '@contract/users-search'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { UsersPage } from '@/features/admin-users/components/UsersPage'
import { requireUserAdmin } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/users/')({
  validateSearch: UsersScreenSearchSchema,
  search: { middlewares: [stripSearchParams(DEFAULT_USERS_SCREEN_SEARCH)] },
  beforeLoad: ({ location }) => requireUserAdmin({ location }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void import('@/features/admin-users/api/users-queries').then(({ adminUserQueries }) =>
      Promise.all([
        context.queryClient.prefetchQuery(adminUserQueries.list(deps)),
        context.queryClient.prefetchQuery(adminUserQueries.stats()),
      ]),
    ),
  head: ({ match }) => privateHead(match.context, msg`Users`),
  component: UsersRoute,
})

function UsersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback(
    (next: UsersScreenSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace }),
    [navigate],
  )
  return <UsersPage search={search} onSearchChange={onSearchChange} />
}
