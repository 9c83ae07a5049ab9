import { OwnProfileSchema, type OwnProfile } from '@contract/members'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'
import { shownEdits, useQueuedProfileEdits, withEdits } from './profile-outbox'

/** The signed-in member's own profile (GET /members/me/profile), persisted for offline reading. */
export const ownProfileQuery = () =>
  queryOptions({
    queryKey: ['profile', 'own'] as const,
    queryFn: ({ signal }) => apiRequest('/members/me/profile', { schema: OwnProfileSchema, signal }),
    staleTime: 0,
  })

/**
 * The own profile as this device knows it: the last answer (from the cache when offline) with
 * the edits still waiting in the outbox applied. `profile` is undefined until both are read.
 */
export function useOwnProfile(enabled = true): { profile: OwnProfile | undefined; isError: boolean } {
  const own = useQuery({ ...ownProfileQuery(), enabled })
  const queued = useQueuedProfileEdits(enabled)
  const profile = own.data && queued ? withEdits(OwnProfileSchema, own.data, shownEdits(queued)) : undefined
  return { profile, isError: own.isError }
}
