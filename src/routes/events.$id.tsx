import { createFileRoute } from '@tanstack/react-router'
import { EventDetails } from '@/features/events/components/EventDetails'
import { contentIdParams } from '@/lib/route-params'

/** /events/{id}: one event over the events list (which keeps its search); closing goes back to the list. */
export const Route = createFileRoute('/events/$id')({
  params: contentIdParams,
  // Warm the cache from the lists already fetched, else from the server; a failure is shown by the dialog itself.
  // The query factory comes with the page's own chunk, not with the start-up bundle (docs/decisions/005-first-visit-budget.md).
  // The programme too: whether the event opens as a congress page depends on it.
  loader: ({ context, params }) => {
    void import('@/features/events/api/event-queries').then(({ eventQueries }) => context.queryClient.prefetchQuery(eventQueries.detail(params.id, context.queryClient)))
    void import('@/features/events/api/congress-queries').then(({ congressQueries }) => context.queryClient.prefetchQuery(congressQueries.programme(params.id)))
  },
  component: EventDetailsRoute,
})

function EventDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  return <EventDetails key={id} id={id} onClose={() => void navigate({ to: '/events', search: (previous) => previous })} />
}
