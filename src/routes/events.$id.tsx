import { createFileRoute } from '@tanstack/react-router'
import { EventDetails } from '@/features/events/components/EventDetails'
import { useOverList } from '@/lib/item-presentation'
import { contentIdParams } from '@/lib/route-params'
import { serverAwaits } from '@/lib/server-awaits'
import { eventHead, itemOrNotFound, pendingItemHead } from '@/lib/item-heads'

/**
 * /events/{id}: one event. Opened from the events list, over it (which keeps its
 * search; closing goes back to the list); opened directly, a page of its own (useOverList).
 */
export const Route = createFileRoute('/events/$id')({
  params: contentIdParams,
  // From the lists already fetched, else from the server, before it renders; a failure is shown by the details themselves.
  // The programme too: whether the event opens as a congress page depends on it.
  loader: ({ context, params }) =>
    serverAwaits(
      Promise.all([
        import('@/features/events/api/event-queries').then(({ eventQueries }) => itemOrNotFound(context.queryClient.ensureQueryData(eventQueries.detail(params.id, context.queryClient)))),
        import('@/features/events/api/congress-queries').then(({ congressQueries }) => context.queryClient.prefetchQuery(congressQueries.programme(params.id))),
      ]).then(([event]) => event),
    ),
  head: ({ match, loaderData }) => (loaderData ? eventHead(match.context, loaderData) : pendingItemHead(match.context, 'event')),
  component: EventDetailsRoute,
})

function EventDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  const overList = useOverList()
  return <EventDetails key={id} id={id} overList={overList} onClose={() => void navigate({ to: '/events', search: (previous) => previous })} />
}
