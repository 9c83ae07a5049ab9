import { msg } from '@lingui/core/macro'
import { JobsSearchSchema, type JobsSearch } from '@contract/jobs-list'
import { Outlet, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { JobsPage } from '@/features/jobs/components/JobsPage'
import { listShown, useItemPageOf } from '@/lib/page/item-presentation'
import { serverAwaits } from '@/lib/page/server-awaits'
import { ownHead, pageHead } from '@/lib/page/page-head'

/** /jobs: search, filters, sort and page live in the address; a job (jobs.$id) opened from the list opens over it, opened directly it is a page alone. */
export const Route = createFileRoute('/jobs')({
  validateSearch: JobsSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, search: '' })] },
  loaderDeps: ({ search }) => search,
  // The page's answers before it renders (on the server too); a failure is shown by the page itself (error state with Retry).
  // The featured strip is fetched with the list: the results are shown when both are there.
  // Not behind an item's own page (the item opened directly): nothing of the list is shown there.
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
