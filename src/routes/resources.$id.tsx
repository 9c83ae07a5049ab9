import { createFileRoute } from '@tanstack/react-router'
import { ResourceDetails } from '@/features/resources/components/ResourceDetails'
import { useOverList } from '@/lib/page/item-presentation'
import { contentIdParams } from '@/lib/page/route-params'
import { serverAwaits } from '@/lib/page/server-awaits'
import { resourceHead, itemOrNotFound, pendingItemHead } from '@/lib/page/item-heads'

export const Route = createFileRoute('/resources/$id')({
  params: contentIdParams,
  loader: ({ context, params }) =>
    import('@/features/resources/api/resource-queries').then(({ resourceQueries }) => {
      const detail = resourceQueries.detail(params.id, context.queryClient)
      // In the browser the loader does not wait: a copy this device has names the tab, else the list's name.
      return (
        serverAwaits(itemOrNotFound(context.queryClient.ensureQueryData(detail))) ??
        context.queryClient.getQueryData(detail.queryKey)
      )
    }),
  head: ({ match, loaderData }) =>
    loaderData ? resourceHead(match.context, loaderData) : pendingItemHead(match.context, 'resource'),
  component: ResourceDetailsRoute,
})

function ResourceDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  const overList = useOverList()
  return (
    <ResourceDetails
      key={id}
      id={id}
      overList={overList}
      onClose={() => void navigate({ to: '/resources', search: (previous) => previous })}
    />
  )
}
