import { createFileRoute } from '@tanstack/react-router'
import { EventDetails } from '@/features/events/components/EventDetails'
import { useOverList } from '@/lib/page/item-presentation'
import { contentIdParams } from '@/lib/page/route-params'
import { serverAwaits } from '@/lib/page/server-awaits'
import { eventHead, itemOrNotFound, pendingItemHead } from '@/lib/page/item-heads'

export const Route = createFileRoute('/events/$id')({
  params: contentIdParams,
  // The programme too: whether the event opens as a congress page depends on it.
  loader: ({ context, params }) =>
    Promise.all([
      import('@/features/events/api/event-queries'),
      import('@/features/events/api/congress-queries'),
    ]).then(([{ eventQueries }, { congressQueries }]) => {
      const detail = eventQueries.detail(params.id, context.queryClient)
      const answer = serverAwaits(
        Promise.all([
          itemOrNotFound(context.queryClient.ensureQueryData(detail)),
          context.queryClient.prefetchQuery(congressQueries.programme(params.id)),
        ]).then(([event]) => event),
      )
      // In the browser the loader does not wait: a copy this device has names the tab, else the list's name.
      return answer ?? context.queryClient.getQueryData(detail.queryKey)
    }),
  head: ({ match, loaderData }) =>
    loaderData ? eventHead(match.context, loaderData) : pendingItemHead(match.context, 'event'),
  component: EventDetailsRoute,
})

function EventDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  const overList = useOverList()
  return (
    <EventDetails
      key={id}
      id={id}
      overList={overList}
      onClose={() => void navigate({ to: '/events', search: (previous) => previous })}
    />
  )
}
