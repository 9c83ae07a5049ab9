import { LIST_LIMIT_MAX } from '@contract/content-query'
import { EventListResponseSchema, EventSchema, type PublicEvent } from '@contract/events'
import { ProgrammeSchema } from '@contract/programme'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'

/** Ongoing first, then upcoming (soonest first); only events that register in the portal have tickets to check. */
async function doorEvents(signal: AbortSignal): Promise<PublicEvent[]> {
  const [ongoing, upcoming] = await Promise.all([
    apiRequest('/events', {
      query: { status: 'ongoing', order: 'asc', limit: LIST_LIMIT_MAX },
      schema: EventListResponseSchema,
      signal,
    }),
    apiRequest('/events', {
      query: { upcoming: true, limit: LIST_LIMIT_MAX },
      schema: EventListResponseSchema,
      signal,
    }),
  ])
  return [...ongoing.items, ...upcoming.items].filter((event) => event.registration_mode === 'internal')
}

/** Keys start with `events`, the entity the persisted query cache keeps, so the door's screens open offline. */
export const checkInQueries = {
  events: () =>
    queryOptions({
      queryKey: ['events', 'door', 'list'] as const,
      queryFn: ({ signal }) => doorEvents(signal),
    }),
  /** The event's title for the door's heading: the same entry as the event page's. */
  event: (id: number) =>
    queryOptions({
      queryKey: ['events', 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest(`/events/${id}`, { schema: EventSchema, signal }),
    }),
  /** The sessions, for scanning at a hall door. */
  programme: (id: number) =>
    queryOptions({
      queryKey: ['events', 'door', 'programme', id] as const,
      queryFn: ({ signal }) => apiRequest(`/events/${id}/programme`, { schema: ProgrammeSchema, signal }),
    }),
}
