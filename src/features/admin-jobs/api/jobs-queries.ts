import { AdminJobListResponseSchema, AdminJobSchema, type JobWrite } from '@contract/jobs'
import { DeletedResponseSchema } from '@contract/posts'
import { ADMIN_LIST_LIMITS } from '@contract/constants'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'

export const adminJobQueries = {
  all: ['admin-jobs'] as const,
  list: () =>
    queryOptions({
      queryKey: ['admin-jobs', 'list'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/admin/jobs', {
          query: { limit: ADMIN_LIST_LIMITS.jobs },
          schema: AdminJobListResponseSchema,
          signal,
        }),
    }),
}
export const createJob = (body: JobWrite) =>
  apiRequest('/jobs', { method: 'POST', body, schema: AdminJobSchema })
export const saveJob = (id: number, body: JobWrite) =>
  apiRequest(`/jobs/${id}`, { method: 'PUT', body, schema: AdminJobSchema })
export const deleteJob = (id: number) =>
  apiRequest(`/jobs/${id}`, { method: 'DELETE', schema: DeletedResponseSchema })
