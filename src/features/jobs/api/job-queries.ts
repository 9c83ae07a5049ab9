import { FEATURED_COUNTS, HOME_LIST_SIZE } from '@contract/constants'
import { JobListResponseSchema, jobsSearchToQuery, type JobsSearch } from '@contract/jobs'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export const jobQueries = {
  list: (search: JobsSearch) =>
    queryOptions({
      queryKey: ['jobs', 'list', search] as const,
      queryFn: ({ signal }) => apiRequest('/jobs', { query: { ...jobsSearchToQuery(search) }, schema: JobListResponseSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The featured strip: featured=true, limit=3; a failure is only logged (the strip is empty). */
  featured: () =>
    queryOptions({
      queryKey: ['jobs', 'featured'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/jobs', { query: { featured: true, limit: FEATURED_COUNTS.jobs }, schema: JobListResponseSchema, signal }).catch((error: unknown) => {
          console.error('Featured jobs failed to load', error)
          return { items: [], total: 0 }
        }),
    }),
  /** The home page section: limit=3. */
  home: () =>
    queryOptions({
      queryKey: ['jobs', 'home'] as const,
      queryFn: ({ signal }) => apiRequest('/jobs', { query: { limit: HOME_LIST_SIZE }, schema: JobListResponseSchema, signal }),
    }),
}
