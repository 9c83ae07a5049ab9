import { CertificateListSchema } from '@contract/certificates'
import { MyRegistrationSchema, MyTicketsSchema } from '@contract/registrations'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../http/api-client'

/** Persisted (a ticket must open the door with no signal), dropped at logout, read again whenever shown online. */
export const TICKETS_ENTITY = 'tickets'

export const ticketQueries = {
  mine: () =>
    queryOptions({
      queryKey: [TICKETS_ENTITY, 'mine'] as const,
      queryFn: ({ signal }) => apiRequest('/members/me/tickets', { schema: MyTicketsSchema, signal }),
      staleTime: 0,
    }),
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
