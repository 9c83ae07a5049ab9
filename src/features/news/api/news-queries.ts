import { HOME_LIST_SIZE } from '@contract/constants'
import { newsSearchToQuery, PostListResponseSchema, type NewsSearch } from '@contract/posts'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export const newsQueries = {
  list: (search: NewsSearch) =>
    queryOptions({
      queryKey: ['posts', 'news', search] as const,
      queryFn: ({ signal }) => apiRequest('/posts', { query: { ...newsSearchToQuery(search) }, schema: PostListResponseSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The home page section: limit=3, type=news. */
  latest: () =>
    queryOptions({
      queryKey: ['posts', 'latest'] as const,
      queryFn: ({ signal }) => apiRequest('/posts', { query: { limit: HOME_LIST_SIZE, type: 'news' }, schema: PostListResponseSchema, signal }),
    }),
}
