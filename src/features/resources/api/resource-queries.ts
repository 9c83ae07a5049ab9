import { FEATURED_COUNTS, HOME_LIST_SIZE } from '@contract/constants'
import {
  ResourceDownloadResponseSchema,
  ResourceListResponseSchema,
  ResourceSchema,
  resourcesSearchToQuery,
  type PublicResource,
  type ResourcesSearch,
} from '@contract/resources'
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest, isAborted } from '@/lib/http/api-client'
import { seedFromLists } from '@/lib/offline/offline-list'

const EMPTY = { items: [], total: 0 }

export const resourceQueries = {
  list: (search: ResourcesSearch, lang: 'ar' | 'en') =>
    queryOptions({
      queryKey: ['resources', 'list', search, lang] as const,
      queryFn: ({ signal }) =>
        apiRequest('/resources', {
          query: { ...resourcesSearchToQuery(search, lang) },
          schema: ResourceListResponseSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /**
   * One item at its own address (/resources/{id}), under the entity's key so it is saved for
   * offline; opened from a list it starts from the list's copy.
   */
  detail: (id: number, client: QueryClient) =>
    queryOptions({
      queryKey: ['resources', 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(`/resources/${id}`, { schema: ResourceSchema, signal }),
      ...seedFromLists<PublicResource>(client, ['resources'], id),
    }),
  /** The featured strip: featured=true, limit=4; a failure is only logged (the strip is empty). */
  featured: () =>
    queryOptions({
      queryKey: ['resources', 'featured'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/resources', {
          query: { featured: true, limit: FEATURED_COUNTS.resources },
          schema: ResourceListResponseSchema,
          signal,
        }).catch((error: unknown) => {
          // Cancelled because the page left: no empty strip is cached.
          if (isAborted(error)) throw error
          console.error('Featured resources failed to load', error)
          return EMPTY
        }),
    }),
  /** The home page section: limit=3. */
  home: () =>
    queryOptions({
      queryKey: ['resources', 'home'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/resources', {
          query: { limit: HOME_LIST_SIZE },
          schema: ResourceListResponseSchema,
          signal,
        }),
    }),
}

/** POST /resources/{id}/download counts it; the answer says where the file is. */
export function countDownload(id: number) {
  return apiRequest(`/resources/${id}/download`, { method: 'POST', schema: ResourceDownloadResponseSchema })
}
