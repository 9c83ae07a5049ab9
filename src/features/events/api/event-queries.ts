import { HOME_LIST_SIZE } from '@contract/constants'
import { EventListResponseSchema, eventsSearchToQuery, type EventsSearch } from '@contract/events'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export const eventQueries = {
  list: (search: EventsSearch) =>
    queryOptions({
      queryKey: ['events', 'list', search] as const,
      queryFn: ({ signal }) => apiRequest('/events', { query: { ...eventsSearchToQuery(search) }, schema: EventListResponseSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  /** Home (spec §7): limit=3, upcoming=true. */
  upcoming: () =>
    queryOptions({
      queryKey: ['events', 'upcoming'] as const,
      queryFn: ({ signal }) => apiRequest('/events', { query: { limit: HOME_LIST_SIZE, upcoming: true }, schema: EventListResponseSchema, signal }),
    }),
}
