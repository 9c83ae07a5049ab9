import { OwnProfileSchema, type OwnProfile } from '@contract/members'
import { useQuery } from '@tanstack/react-query'
import { ownProfileQuery } from './own-profile-query'
import { shownEdits, useQueuedProfileEdits, withEdits } from '../offline/profile-outbox'

/** The last answer with the edits still waiting in the outbox applied. */
export function useOwnProfile(enabled = true): { profile: OwnProfile | undefined; isError: boolean } {
  const own = useQuery({ ...ownProfileQuery(), enabled })
  const queued = useQueuedProfileEdits(enabled)
  const profile = own.data && queued ? withEdits(OwnProfileSchema, own.data, shownEdits(queued)) : undefined
  return { profile, isError: own.isError }
}
