import { CpdSummarySchema } from '@contract/cpd'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'

/** The back office's aggregates of the members' CPD records: counts only, never a member's row. */
export const cpdSummaryQuery = () =>
  queryOptions({
    queryKey: ['admin-cpd', 'summary'] as const,
    queryFn: ({ signal }) => apiRequest('/admin/cpd/summary', { schema: CpdSummarySchema, signal }),
  })
