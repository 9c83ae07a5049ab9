import { HOME_LIST_SIZE } from '@contract/constants'
import {
  newsSearchToQuery,
  PostListResponseSchema,
  PostSchema,
  type NewsSearch,
  type Post,
} from '@contract/posts'
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'
import { seedFromLists } from '@/lib/offline/offline-list'

export const newsQueries = {
  list: (search: NewsSearch) =>
    queryOptions({
      queryKey: ['posts', 'news', search] as const,
      queryFn: ({ signal }) =>
        apiRequest('/posts', {
          query: { ...newsSearchToQuery(search) },
          schema: PostListResponseSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /**
   * One item at its own address (/news/{id}), under the entity's key so it is saved for
   * offline; opened from a list it starts from the list's copy.
   */
  detail: (id: number, client: QueryClient) =>
    queryOptions({
      queryKey: ['posts', 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(`/posts/${id}`, { schema: PostSchema, signal }),
      ...seedFromLists<Post>(client, ['posts'], id),
    }),
  /** The home page section: limit=3, type=news. */
  latest: () =>
    queryOptions({
      queryKey: ['posts', 'latest'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/posts', {
          query: { limit: HOME_LIST_SIZE, type: 'news' },
          schema: PostListResponseSchema,
          signal,
        }),
    }),
}
