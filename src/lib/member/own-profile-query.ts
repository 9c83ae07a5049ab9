import { OwnProfileSchema } from '@contract/members'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../http/api-client'

/** Apart from own-profile.ts: the background refresh uses it, and the outbox brings Dexie. */
export const ownProfileQuery = () =>
  queryOptions({
    queryKey: ['profile', 'own'] as const,
    queryFn: ({ signal }) => apiRequest('/members/me/profile', { schema: OwnProfileSchema, signal }),
    staleTime: 0,
  })
