import { createFileRoute } from '@tanstack/react-router'
import { NewsDetails } from '@/features/news/components/NewsDetails'
import { useOverList } from '@/lib/page/item-presentation'
import { contentIdParams } from '@/lib/page/route-params'
import { serverAwaits } from '@/lib/page/server-awaits'
import { newsHead, itemOrNotFound, pendingItemHead } from '@/lib/page/item-heads'

export const Route = createFileRoute('/news/$id')({
  params: contentIdParams,
  loader: ({ context, params }) =>
    import('@/features/news/api/news-queries').then(({ newsQueries }) => {
      const detail = newsQueries.detail(params.id, context.queryClient)
      // In the browser the loader does not wait: a copy this device has names the tab, else the list's name.
      return (
        serverAwaits(itemOrNotFound(context.queryClient.ensureQueryData(detail))) ??
        context.queryClient.getQueryData(detail.queryKey)
      )
    }),
  head: ({ match, loaderData }) =>
    loaderData ? newsHead(match.context, loaderData) : pendingItemHead(match.context, 'news'),
  component: NewsDetailsRoute,
})

function NewsDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  const overList = useOverList()
  return (
    <NewsDetails
      key={id}
      id={id}
      overList={overList}
      onClose={() => void navigate({ to: '/news', search: (previous) => previous })}
    />
  )
}
