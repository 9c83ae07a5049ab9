import { AdminEventListResponseSchema, AdminEventSchema, type EventWrite } from '@contract/events'
import { DeletedResponseSchema } from '@contract/posts'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export const adminEventQueries = {
  all: ['admin-events'] as const,
  list: () => queryOptions({ queryKey: ['admin-events', 'list'] as const, queryFn: ({ signal }) => apiRequest('/admin/events', { schema: AdminEventListResponseSchema, signal }) }),
}
export const createEvent = (body: EventWrite) => apiRequest('/events', { method: 'POST', body, schema: AdminEventSchema })
export const saveEvent = (id: number, body: EventWrite) => apiRequest(`/events/${id}`, { method: 'PUT', body, schema: AdminEventSchema })
export const deleteEvent = (id: number) => apiRequest(`/events/${id}`, { method: 'DELETE', schema: DeletedResponseSchema })
