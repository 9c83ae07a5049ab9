import {
  AdminResourceListResponseSchema,
  AdminResourceSchema,
  ResourceFileUploadResponseSchema,
  type ResourceWrite,
} from '@contract/resources'
import { DeletedResponseSchema } from '@contract/posts'
import { ADMIN_LIST_LIMITS } from '@contract/constants'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'

export const adminResourceQueries = {
  all: ['admin-resources'] as const,
  list: () =>
    queryOptions({
      queryKey: ['admin-resources', 'list'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/admin/resources', {
          query: { limit: ADMIN_LIST_LIMITS.resources },
          schema: AdminResourceListResponseSchema,
          signal,
        }),
    }),
}
export const createResource = (body: ResourceWrite) =>
  apiRequest('/resources', { method: 'POST', body, schema: AdminResourceSchema })
export const saveResource = (id: number, body: ResourceWrite) =>
  apiRequest(`/resources/${id}`, { method: 'PUT', body, schema: AdminResourceSchema })
export const deleteResource = (id: number) =>
  apiRequest(`/resources/${id}`, { method: 'DELETE', schema: DeletedResponseSchema })

export function uploadResourceFile(file: File, visibility: string, onProgress?: (fraction: number) => void) {
  const form = new FormData()
  form.set('file', file)
  form.set('visibility', visibility)
  return apiRequest('/resources/files/upload', {
    method: 'POST',
    body: form,
    schema: ResourceFileUploadResponseSchema,
    onUploadProgress: onProgress,
  })
}
