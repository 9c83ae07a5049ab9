import { TeamDetailSchema, TeamsResponseSchema } from '@contract/members'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'

export const teamQueries = {
  list: () =>
    queryOptions({
      queryKey: ['teams', 'list'] as const,
      queryFn: ({ signal }) => apiRequest('/teams', { schema: TeamsResponseSchema, signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['teams', 'detail', id] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/teams/${encodeURIComponent(id)}`, { schema: TeamDetailSchema, signal }),
    }),
}
