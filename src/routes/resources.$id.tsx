import { createFileRoute } from '@tanstack/react-router'
import { ResourceDetails } from '@/features/resources/components/ResourceDetails'
import { contentIdParams } from '@/lib/route-params'

/** /resources/{id}: one resource over the resources list (which keeps its search); closing goes back to the list. */
export const Route = createFileRoute('/resources/$id')({
  params: contentIdParams,
  // Warm the cache from the lists already fetched, else from the server; a failure is shown by the dialog itself.
  // The query factory comes with the page's own chunk, not with the start-up bundle (docs/decisions/005-first-visit-budget.md).
  loader: ({ context, params }) =>
    void import('@/features/resources/api/resource-queries').then(({ resourceQueries }) => context.queryClient.prefetchQuery(resourceQueries.detail(params.id, context.queryClient))),
  component: ResourceDetailsRoute,
})

function ResourceDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  return <ResourceDetails key={id} id={id} onClose={() => void navigate({ to: '/resources', search: (previous) => previous })} />
}
