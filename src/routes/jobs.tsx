import { msg } from '@lingui/core/macro'
import { JobsSearchSchema, type JobsSearch } from '@contract/jobs-list'
import { Outlet, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { JobsPage } from '@/features/jobs/components/JobsPage'
import { listShown, useItemPageOf } from '@/lib/page/item-presentation'
import { serverAwaits } from '@/lib/page/server-awaits'
import { ownHead, pageHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/jobs')({
  validateSearch: JobsSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, search: '' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location }) =>
    !listShown(location, '/jobs')
      ? undefined
      : serverAwaits(
          import('@/features/jobs/api/job-queries').then(({ jobQueries }) =>
            Promise.all([
              context.queryClient.prefetchQuery(jobQueries.list(deps)),
              context.queryClient.prefetchQuery(jobQueries.featured()),
            ]),
          ),
        ),
  // Only when the list is the page: an item open over it has a head of its own.
  head: ({ match, matches }) =>
    ownHead(match, matches, () =>
      pageHead(match.context.i18n, match.context.siteUrl, {
        title: msg`Jobs`,
        description: msg`Orthopedic positions, fellowships and locum posts across the Kingdom.`,
      }),
    ),
  component: JobsRoute,
})

function JobsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: JobsSearch) => void navigate({ search: next }), [navigate])
  const itemPage = useItemPageOf('/jobs/$id')
  return (
    <>
      {itemPage ? null : <JobsPage search={search} onSearchChange={onSearchChange} />}
      <Outlet />
    </>
  )
}
