import { msg } from '@lingui/core/macro'
import { NewsSearchSchema, type NewsSearch } from '@contract/news-list'
import { Outlet, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { NewsPage } from '@/features/news/components/NewsPage'
import { listShown, useItemPageOf } from '@/lib/page/item-presentation'
import { serverAwaits } from '@/lib/page/server-awaits'
import { ownHead, pageHead } from '@/lib/page/page-head'

const DEFAULTS: NewsSearch = { page: 1, search: '', category: undefined, sort: undefined }

export const Route = createFileRoute('/news')({
  validateSearch: NewsSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, search: '' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location }) =>
    !listShown(location, '/news')
      ? undefined
      : serverAwaits(
          import('@/features/news/api/news-queries').then(({ newsQueries }) =>
            context.queryClient.prefetchQuery(newsQueries.list({ ...DEFAULTS, ...deps })),
          ),
        ),
  // Only when the list is the page: an item open over it has a head of its own.
  head: ({ match, matches }) =>
    ownHead(match, matches, () =>
      pageHead(match.context.i18n, match.context.siteUrl, {
        title: msg`News`,
        description: msg`Announcements, conference reports and research from the society.`,
      }),
    ),
  component: NewsRoute,
})

function NewsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: NewsSearch) => void navigate({ search: next }), [navigate])
  const itemPage = useItemPageOf('/news/$id')
  return (
    <>
      {itemPage ? null : <NewsPage search={search} onSearchChange={onSearchChange} />}
      <Outlet />
    </>
  )
}
