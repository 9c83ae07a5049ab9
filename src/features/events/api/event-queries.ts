import { HOME_LIST_SIZE } from '@contract/constants'
import { LIST_LIMIT_MAX } from '@contract/content-query'
import {
  EventListResponseSchema,
  EventSchema,
  eventsSearchToQuery,
  type EventListResponse,
  type EventsSearch,
  type PublicEvent,
} from '@contract/events-list'
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'
import { seedFromLists } from '@/lib/offline/offline-list'

export const eventQueries = {
  list: (search: EventsSearch) =>
    queryOptions({
      queryKey: ['events', 'list', search] as const,
      queryFn: ({ signal }) =>
        apiRequest('/events', {
          query: { ...eventsSearchToQuery(search) },
          schema: EventListResponseSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /**
   * One item at its own address (/events/{id}), under the entity's key so it is saved for
   * offline; opened from a list it starts from the list's copy.
   */
  detail: (id: number, client: QueryClient) =>
    queryOptions({
      queryKey: ['events', 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(`/events/${id}`, { schema: EventSchema, signal }),
      ...seedFromLists<PublicEvent>(client, ['events'], id),
    }),
  /** The home page section: limit=3, upcoming=true. */
  upcoming: () =>
    queryOptions({
      queryKey: ['events', 'upcoming'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/events', {
          query: { limit: HOME_LIST_SIZE, upcoming: true },
          schema: EventListResponseSchema,
          signal,
        }),
    }),
  /**
   * Every upcoming event (ready for offline): fetched in the background so that an
   * event never opened reads offline; the /events list answers from it when a page or
   * search was never fetched. Pages of the largest size the API allows, soonest first.
   */
  allUpcoming: () =>
    queryOptions({
      queryKey: ['events', 'offline', 'upcoming'] as const,
      queryFn: async ({ signal }): Promise<EventListResponse> => {
        const items: EventListResponse['items'] = []
        for (let page = 1; ; page += 1) {
          const answer = await apiRequest('/events', {
            query: { upcoming: true, limit: LIST_LIMIT_MAX, page },
            schema: EventListResponseSchema,
            signal,
          })
          items.push(...answer.items)
          if (answer.items.length < LIST_LIMIT_MAX || items.length >= answer.total)
            return { items, total: answer.total }
        }
      },
    }),
}
