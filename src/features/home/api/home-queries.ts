import { HOME_LIST_SIZE, MEMBER_PREVIEW_PAGE_SIZE, TOTAL_MEMBERS_ON_HOME } from '@contract/constants'
import { EventListResponseSchema } from '@contract/events-list'
import { HomeStatsSchema } from '@contract/home'
import { JobListResponseSchema } from '@contract/jobs-list'
import { DirectoryResponseSchema } from '@contract/directory-list'
import { PostListResponseSchema } from '@contract/news-list'
import { ResourceListResponseSchema } from '@contract/resources-list'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest, isAborted, OfflineError } from '@/lib/http/api-client'
import { yieldToMain } from '@/lib/page/yield'

/**
 * Every home list loads in parallel; a failed one is logged and shows empty.
 * No connection is not a failure of the list: the query fails and keeps what it holds
 * (saved lists stay on screen offline) instead of being emptied.
 */
function orEmpty<T>(label: string, call: Promise<T>, empty: T): Promise<T> {
  return call.catch((error: unknown) => {
    // Offline, or cancelled because the page left: the query keeps what it holds, no empty answer is cached.
    if (error instanceof OfflineError || isAborted(error)) throw error
    console.error(`Home: ${label} failed to load`, error)
    return empty
  })
}
const none = { items: [], total: 0 }

export const homeQueries = {
  /**
   * The counters, counted by the server with the public rules: a job whose deadline has
   * passed is still listed on /jobs (marked expired) but is not an active job, so the
   * counter cannot be the job list's total.
   */
  stats: () =>
    queryOptions({
      queryKey: ['home', 'stats'] as const,
      queryFn: ({ signal }) =>
        orEmpty('stats', apiRequest('/home/stats', { schema: HomeStatsSchema, signal }), {
          totalMembers: TOTAL_MEMBERS_ON_HOME,
          upcomingEvents: 0,
          resources: 0,
          activeJobs: 0,
        }),
    }),
  news: () =>
    queryOptions({
      queryKey: ['posts', 'home'] as const,
      queryFn: ({ signal }) =>
        orEmpty(
          'news',
          apiRequest('/posts', {
            query: { limit: HOME_LIST_SIZE, type: 'news' },
            schema: PostListResponseSchema,
            signal,
          }),
          none,
        ),
    }),
  events: () =>
    queryOptions({
      queryKey: ['events', 'home'] as const,
      queryFn: ({ signal }) =>
        orEmpty(
          'events',
          apiRequest('/events', {
            query: { limit: HOME_LIST_SIZE, upcoming: true },
            schema: EventListResponseSchema,
            signal,
          }),
          none,
        ),
    }),
  resources: () =>
    queryOptions({
      queryKey: ['resources', 'home'] as const,
      queryFn: ({ signal }) =>
        orEmpty(
          'resources',
          apiRequest('/resources', {
            query: { limit: HOME_LIST_SIZE },
            schema: ResourceListResponseSchema,
            signal,
          }),
          none,
        ),
    }),
  jobs: () =>
    queryOptions({
      queryKey: ['jobs', 'home'] as const,
      queryFn: ({ signal }) =>
        orEmpty(
          'jobs',
          apiRequest('/jobs', { query: { limit: HOME_LIST_SIZE }, schema: JobListResponseSchema, signal }),
          none,
        ),
    }),
  members: (page: number) =>
    queryOptions({
      queryKey: ['members', 'home', page] as const,
      queryFn: ({ signal }) =>
        orEmpty(
          'members',
          apiRequest('/members/directory', {
            query: { page_size: MEMBER_PREVIEW_PAGE_SIZE, page },
            schema: DirectoryResponseSchema,
            signal,
            credentials: true,
          }),
          { items: [], total: 0, page, page_size: MEMBER_PREVIEW_PAGE_SIZE },
        ),
    }),
}

/**
 * Starts every home list at once, one request per task: starting a fetch costs a
 * few ms of main thread (more with the network inspected), and five in the page's first
 * effects made one long task on a slow phone (docs/decisions/005-first-visit-budget.md).
 * A list that is fresh (restored from the persisted cache) is not fetched again.
 */
export function startHomeQueries(queryClient: QueryClient): () => void {
  const starts = [
    () => queryClient.prefetchQuery(homeQueries.stats()),
    () => queryClient.prefetchQuery(homeQueries.news()),
    () => queryClient.prefetchQuery(homeQueries.events()),
    () => queryClient.prefetchQuery(homeQueries.resources()),
    () => queryClient.prefetchQuery(homeQueries.members(1)),
    () => queryClient.prefetchQuery(homeQueries.jobs()),
  ]
  let cancelled = false
  void (async () => {
    for (const start of starts) {
      if (cancelled) return
      void start()
      await yieldToMain()
    }
  })()
  return () => {
    cancelled = true
  }
}
