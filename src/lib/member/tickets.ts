import { CertificateListSchema } from '@contract/certificates'
import { MyRegistrationSchema, MyTicketsSchema } from '@contract/registrations'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../http/api-client'

/**
 * A signed-in member's congress papers: the tickets (all live ones, and one event's
 * registration) and the CME certificates. Kept under the `tickets` entity, which the query
 * cache persists (a ticket must open the door with no signal) and drops at logout (it is
 * the member's own). Read again whenever shown online (staleTime 0): a seat given from the
 * waiting list, or a cancellation on another device, shows at once; offline the saved copy shows.
 */
export const TICKETS_ENTITY = 'tickets'

export const ticketQueries = {
  /** GET /members/me/tickets: every live ticket whose door is still open. */
  mine: () =>
    queryOptions({
      queryKey: [TICKETS_ENTITY, 'mine'] as const,
      queryFn: ({ signal }) => apiRequest('/members/me/tickets', { schema: MyTicketsSchema, signal }),
      staleTime: 0,
    }),
  /** GET /events/{id}/registrations/me: the member's ticket for one event, or place on its waiting list. */
  registration: (eventId: number) =>
    queryOptions({
      queryKey: [TICKETS_ENTITY, 'registration', eventId] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/events/${eventId}/registrations/me`, { schema: MyRegistrationSchema, signal }),
      staleTime: 0,
    }),
  /** GET /members/me/certificates: the member's CME certificates. */
  certificates: () =>
    queryOptions({
      queryKey: [TICKETS_ENTITY, 'certificates'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/members/me/certificates', { schema: CertificateListSchema, signal }),
      staleTime: 0,
    }),
}
