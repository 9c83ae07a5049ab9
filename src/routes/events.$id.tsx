import { createFileRoute } from '@tanstack/react-router'
import { EventDetails } from '@/features/events/components/EventDetails'
import { contentIdParams } from '@/lib/route-params'
import { serverAwaits } from '@/lib/server-awaits'
import { eventHead, itemOrNotFound, pendingItemHead } from '@/lib/item-heads'

/** /events/{id}: one event over the events list (which keeps its search); closing goes back to the list. */
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
  return <EventDetails key={id} id={id} onClose={() => void navigate({ to: '/events', search: (previous) => previous })} />
}
