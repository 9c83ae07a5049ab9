import { USER_ADMIN_ROLES } from '@contract/constants'
import { VISIBILITY_LEVELS, type VisibilityLevel } from '@contract/members'
import type { Viewer } from '../../lib/auth/viewer'

/**
 * Who is looking at a profile. A token of an account that is not active
 * counts as anonymous: only signed-in *active* members see members_only fields.
 */
export type Audience = 'anonymous' | 'member' | 'owner' | 'admin'

export function audienceOf(viewer: Viewer | null, ownerId: number): Audience {
  if (!viewer || !viewer.isActive || viewer.status !== 'active') return 'anonymous'
  if (viewer.id === ownerId) return 'owner'
  if (USER_ADMIN_ROLES.includes(viewer.role)) return 'admin'
  return 'member'
}

/** public → anyone; members_only → signed-in active members; private → the owner and admins. */
export function mayView(level: VisibilityLevel, audience: Audience): boolean {
  if (level === 'public') return true
  if (level === 'members_only') return audience !== 'anonymous'
  return audience === 'owner' || audience === 'admin'
}

/**
 * E-mail and phone go further only where the member allowed it in display_preferences,
 * enforced here and never only hidden by the client; the owner and admins always see them (still subject to visibility).
 */
export function mayViewContact(allowed: boolean, audience: Audience): boolean {
  return allowed || audience === 'owner' || audience === 'admin'
}

/**
 * What a viewer sees of profiles other than their own, for reads that aggregate over many
 * members (the city/region list): the visibility levels shown to them, and their own id,
 * whose values they always see.
 */
export interface AggregateAudience {
  levels: VisibilityLevel[]
  ownerId: number | null
}

export function aggregateAudienceOf(viewer: Viewer | null): AggregateAudience {
  // No member has id 0: the audience for someone else's profile.
  const others = audienceOf(viewer, 0)
  return {
    levels: VISIBILITY_LEVELS.filter((level) => mayView(level, others)),
    ownerId: others === 'anonymous' || !viewer ? null : viewer.id,
  }
}
