import { OwnProfileSchema } from '@contract/members'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../http/api-client'

/**
 * The signed-in member's own profile (GET /members/me/profile), persisted for offline reading.
 * A module of its own, without the outbox (own-profile.ts): the background refresh of a
 * visitor's first visit uses it, and the outbox brings Dexie.
 */
export const ownProfileQuery = () =>
  queryOptions({
    queryKey: ['profile', 'own'] as const,
    queryFn: ({ signal }) => apiRequest('/members/me/profile', { schema: OwnProfileSchema, signal }),
    staleTime: 0,
  })
