import { AgendaSchema, ProgrammeSchema } from '@contract/programme'
import {
  CancelledSchema,
  RegistrationSchema,
  WaitlistEntrySchema,
  type MyRegistration,
} from '@contract/registrations'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'
import { TICKETS_ENTITY, ticketQueries } from '@/lib/member/tickets'

export const congressQueries = {
  /**
   * GET /events/{id}/programme: public, under the events entity so it is kept for offline
   * after one visit; read again whenever shown online (the server answers with an ETag, so
   * revisiting costs a few bytes).
   */
  programme: (eventId: number) =>
    queryOptions({
      queryKey: ['events', 'programme', eventId] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/events/${eventId}/programme`, { schema: ProgrammeSchema, signal }),
      staleTime: 0,
    }),
  /** GET /members/me/agenda/{eventId}: the member's starred sessions as the server has them. */
  agenda: (eventId: number) =>
    queryOptions({
      queryKey: [TICKETS_ENTITY, 'agenda', eventId] as const,
      queryFn: ({ signal }) => apiRequest(`/members/me/agenda/${eventId}`, { schema: AgendaSchema, signal }),
      staleTime: 0,
    }),
}

type RegistrationAction = 'register' | 'waitlist' | 'cancel'

/**
 * Register, join the waiting list, or cancel (a registration or a place on the list). Each tap
 * carries its own Idempotency-Key, so a retried request applies once. The member's standing,
 * the tickets and the event's seat count are read again afterwards.
 */
export function useRegistrationAction(eventId: number) {
  const client = useQueryClient()
  const registrationKey = ticketQueries.registration(eventId).queryKey
  return useMutation({
    mutationFn: async (action: RegistrationAction): Promise<MyRegistration> => {
      const headers = { 'Idempotency-Key': crypto.randomUUID() }
      if (action === 'register') {
        const registration = await apiRequest(`/events/${eventId}/registrations`, {
          method: 'POST',
          headers,
          schema: RegistrationSchema,
        })
        return { event_id: eventId, registration, waitlist_position: null }
      }
      if (action === 'waitlist') {
        const entry = await apiRequest(`/events/${eventId}/waitlist`, {
          method: 'POST',
          headers,
          schema: WaitlistEntrySchema,
        })
        return { event_id: eventId, registration: null, waitlist_position: entry.position }
      }
      await apiRequest(`/events/${eventId}/registrations/me`, {
        method: 'DELETE',
        headers,
        schema: CancelledSchema,
      })
      return { event_id: eventId, registration: null, waitlist_position: null }
    },
    onSuccess: (mine) => client.setQueryData(registrationKey, mine),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: registrationKey }),
        client.invalidateQueries({ queryKey: ticketQueries.mine().queryKey }),
        client.invalidateQueries({ queryKey: ['events', 'detail', eventId] }),
      ])
    },
  })
}
