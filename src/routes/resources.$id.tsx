import { createFileRoute } from '@tanstack/react-router'
import { ResourceDetails } from '@/features/resources/components/ResourceDetails'
import { useOverList } from '@/lib/item-presentation'
import { contentIdParams } from '@/lib/route-params'
import { serverAwaits } from '@/lib/server-awaits'
import { resourceHead, itemOrNotFound, pendingItemHead } from '@/lib/item-heads'

/**
 * /resources/{id}: one resource. Opened from the resources list, over it (which keeps its
 * search; closing goes back to the list); opened directly, a page of its own (useOverList).
 */
export const Route = createFileRoute('/resources/$id')({
  params: contentIdParams,
  // From the lists already fetched, else from the server, before it renders; a failure is shown by the details themselves.
  loader: ({ context, params }) =>
    serverAwaits(
      import('@/features/resources/api/resource-queries').then(({ resourceQueries }) => itemOrNotFound(context.queryClient.ensureQueryData(resourceQueries.detail(params.id, context.queryClient)))),
    ),
  head: ({ match, loaderData }) => (loaderData ? resourceHead(match.context, loaderData) : pendingItemHead(match.context, 'resource')),
  component: ResourceDetailsRoute,
})

function ResourceDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  const overList = useOverList()
  return <ResourceDetails key={id} id={id} overList={overList} onClose={() => void navigate({ to: '/resources', search: (previous) => previous })} />
}
