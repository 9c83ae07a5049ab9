import { AdminOverviewSchema } from '@contract/overview'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'

export const overviewQuery = () =>
  queryOptions({
    queryKey: ['admin-overview'] as const,
    queryFn: ({ signal }) => apiRequest('/admin/overview', { schema: AdminOverviewSchema, signal }),
  })
