import { OwnProfileSchema, type OwnProfile } from '@contract/members'
import { useQuery } from '@tanstack/react-query'
import { ownProfileQuery } from './own-profile-query'
import { shownEdits, useQueuedProfileEdits, withEdits } from '../offline/profile-outbox'

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
