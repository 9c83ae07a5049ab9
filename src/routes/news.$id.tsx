import { createFileRoute } from '@tanstack/react-router'
import { NewsDetails } from '@/features/news/components/NewsDetails'
import { contentIdParams } from '@/lib/route-params'

/** /news/{id}: one news post over the news list (which keeps its search); closing goes back to the list. */
export const Route = createFileRoute('/news/$id')({
  params: contentIdParams,
  // Warm the cache from the lists already fetched, else from the server; a failure is shown by the dialog itself.
  // The query factory comes with the page's own chunk, not with the start-up bundle (docs/decisions/005-first-visit-budget.md).
  loader: ({ context, params }) => void import('@/features/news/api/news-queries').then(({ newsQueries }) => context.queryClient.prefetchQuery(newsQueries.detail(params.id, context.queryClient))),
  component: NewsDetailsRoute,
})

function NewsDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  return <NewsDetails key={id} id={id} onClose={() => void navigate({ to: '/news', search: (previous) => previous })} />
}
