import { msg } from '@lingui/core/macro'
import { EventsSearchSchema, type EventsSearch } from '@contract/events-list'
import { Outlet, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { EventsPage } from '@/features/events/components/EventsPage'
import { listShown, useItemPageOf } from '@/lib/page/item-presentation'
import { serverAwaits } from '@/lib/page/server-awaits'
import { ownHead, pageHead } from '@/lib/page/page-head'

const DEFAULTS: EventsSearch = {
  page: 1,
  search: '',
  category: undefined,
  status: undefined,
  sort: undefined,
}

export const Route = createFileRoute('/events')({
  validateSearch: EventsSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, search: '' })] },
  loaderDeps: ({ search }) => search,
  // Not behind an item's own page opened directly: nothing of the list is shown there.
  loader: ({ context, deps, location }) =>
    !listShown(location, '/events')
      ? undefined
      : serverAwaits(
          import('@/features/events/api/event-queries').then(({ eventQueries }) =>
            context.queryClient.prefetchQuery(eventQueries.list({ ...DEFAULTS, ...deps })),
          ),
        ),
  // Only when the list is the page: an item open over it has a head of its own.
  head: ({ match, matches }) =>
    ownHead(match, matches, () =>
      pageHead(match.context.i18n, match.context.siteUrl, {
        title: msg`Events`,
        description: msg`Conferences, workshops, webinars and training for orthopedic surgeons.`,
      }),
    ),
  component: EventsRoute,
})

function EventsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: EventsSearch) => void navigate({ search: next }), [navigate])
  const itemPage = useItemPageOf('/events/$id')
  return (
    <>
      {itemPage ? null : <EventsPage search={search} onSearchChange={onSearchChange} />}
      <Outlet />
    </>
  )
}
