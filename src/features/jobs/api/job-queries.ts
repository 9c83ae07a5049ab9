import { FEATURED_COUNTS, HOME_LIST_SIZE } from '@contract/constants'
import {
  JobListResponseSchema,
  JobSchema,
  jobsSearchToQuery,
  type JobsSearch,
  type PublicJob,
} from '@contract/jobs-list'
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest, isAborted } from '@/lib/http/api-client'
import { seedFromLists } from '@/lib/offline/offline-list'

export const jobQueries = {
  list: (search: JobsSearch) =>
    queryOptions({
      queryKey: ['jobs', 'list', search] as const,
      queryFn: ({ signal }) =>
        apiRequest('/jobs', {
          query: { ...jobsSearchToQuery(search) },
          schema: JobListResponseSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /**
   * One item at its own address (/jobs/{id}), under the entity's key so it is saved for
   * offline; opened from a list it starts from the list's copy.
   */
  detail: (id: number, client: QueryClient) =>
    queryOptions({
      queryKey: ['jobs', 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(`/jobs/${id}`, { schema: JobSchema, signal }),
      ...seedFromLists<PublicJob>(client, ['jobs'], id),
    }),
  /** The featured strip: featured=true, limit=3; a failure is only logged (the strip is empty). */
  featured: () =>
    queryOptions({
      queryKey: ['jobs', 'featured'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/jobs', {
          query: { featured: true, limit: FEATURED_COUNTS.jobs },
          schema: JobListResponseSchema,
          signal,
        }).catch((error: unknown) => {
          // Cancelled because the page left: no empty strip is cached.
          if (isAborted(error)) throw error
          console.error('Featured jobs failed to load', error)
          return { items: [], total: 0 }
        }),
    }),
  /** The home page section: limit=3. */
  home: () =>
    queryOptions({
      queryKey: ['jobs', 'home'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/jobs', { query: { limit: HOME_LIST_SIZE }, schema: JobListResponseSchema, signal }),
    }),
}
