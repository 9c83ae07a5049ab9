import { msg } from '@lingui/core/macro'
import { ResourcesSearchSchema, type ResourcesSearch } from '@contract/resources-list'
import { Outlet, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ResourcesPage } from '@/features/resources/components/ResourcesPage'
import { localeOf } from '@/lib/i18n/i18n'
import { listShown, useItemPageOf } from '@/lib/page/item-presentation'
import { serverAwaits } from '@/lib/page/server-awaits'
import { ownHead, pageHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/resources')({
  validateSearch: ResourcesSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, search: '' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location }) =>
    !listShown(location, '/resources')
      ? undefined
      : serverAwaits(
          import('@/features/resources/api/resource-queries').then(({ resourceQueries }) =>
            Promise.all([
              context.queryClient.prefetchQuery(resourceQueries.list(deps, localeOf(context.i18n))),
              context.queryClient.prefetchQuery(resourceQueries.featured()),
            ]),
          ),
        ),
  // Only when the list is the page: an item open over it has a head of its own.
  head: ({ match, matches }) =>
    ownHead(match, matches, () =>
      pageHead(match.context.i18n, match.context.siteUrl, {
        title: msg`Resources`,
        description: msg`Guidelines, research, presentations and teaching material for members and the public.`,
      }),
    ),
  component: ResourcesRoute,
})

function ResourcesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: ResourcesSearch) => void navigate({ search: next }), [navigate])
  const itemPage = useItemPageOf('/resources/$id')
  return (
    <>
      {itemPage ? null : <ResourcesPage search={search} onSearchChange={onSearchChange} />}
      <Outlet />
    </>
  )
}
