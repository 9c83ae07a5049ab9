import { msg } from '@lingui/core/macro'
import { DirectorySearchSchema, type DirectorySearch } from '@contract/directory-list'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { useCallback } from 'react'
import { DirectoryPage } from '@/features/members/components/DirectoryPage'
import { serverAwaits } from '@/lib/page/server-awaits'
import { localeOf } from '@/lib/i18n/i18n'
import { pageHead } from '@/lib/page/page-head'

/** The schema's defaults, so the route does not bring the directory's code into start-up. */
const DEFAULTS = v.parse(DirectorySearchSchema, {})

export const Route = createFileRoute('/members/')({
  validateSearch: DirectorySearchSchema,
  search: { middlewares: [stripSearchParams(DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // The filters' lists too: the page hydrates with exactly the options the server rendered.
  loader: ({ context, deps }) =>
    serverAwaits(
      import('@/features/members/api/member-queries').then(({ memberQueries }) =>
        Promise.all([
          context.queryClient.prefetchQuery(memberQueries.directory(deps, localeOf(context.i18n))),
          context.queryClient.prefetchQuery(memberQueries.specialties()),
          context.queryClient.prefetchQuery(memberQueries.locations()),
        ]),
      ),
    ),
  head: ({ match }) => pageHead(match.context.i18n, match.context.siteUrl, { title: msg`Member Directory` }),
  component: MembersRoute,
})

function MembersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback(
    (next: DirectorySearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace }),
    [navigate],
  )
  return <DirectoryPage search={search} onSearchChange={onSearchChange} />
}
