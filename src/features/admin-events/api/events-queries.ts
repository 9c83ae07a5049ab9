import { AdminEventListResponseSchema, AdminEventSchema, type EventWrite } from '@contract/events'
import { DeletedResponseSchema, ImageUploadResponseSchema } from '@contract/posts'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'

export const adminEventQueries = {
  all: ['admin-events'] as const,
  list: () =>
    queryOptions({
      queryKey: ['admin-events', 'list'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/events', { schema: AdminEventListResponseSchema, signal }),
    }),
}
export const createEvent = (body: EventWrite) =>
  apiRequest('/events', { method: 'POST', body, schema: AdminEventSchema })
export const saveEvent = (id: number, body: EventWrite) =>
  apiRequest(`/events/${id}`, { method: 'PUT', body, schema: AdminEventSchema })
export const deleteEvent = (id: number) =>
  apiRequest(`/events/${id}`, { method: 'DELETE', schema: DeletedResponseSchema })
/** Uploads an event's picture (cropped by the server to the link-preview shape); answers its path. */
export function uploadEventImage(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData()
  form.set('file', file)
  return apiRequest('/events/images/upload', {
    method: 'POST',
    body: form,
    schema: ImageUploadResponseSchema,
    onUploadProgress: onProgress,
  })
}
