import { USER_ADMIN_ROLES } from '@contract/constants'
import {
  defaultVisibility,
  PROFILE_FIELD_NAMES,
  PROFILE_FIELDS,
  viewNameOf,
  visibilityKeyOf,
  VISIBILITY_LEVELS,
  type MemberProfileView,
  type ProfileData,
  type VisibilityLevel,
} from '@contract/members'
import type { Viewer } from '../../lib/auth/viewer'

/** A token of an account that is not active counts as anonymous. */
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

/** What a viewer sees of other profiles in aggregates (the location list): the levels shown and their own id. */
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

/**
 * What a viewer may see of one profile: `owner` fields never leave, a `chosen` field only where its visibility
 * admits the viewer, e-mail and phone only where display_preferences allow.
 */
export function visibleProfile(userId: number, data: ProfileData, audience: Audience): MemberProfileView {
  const visibility = { ...defaultVisibility(), ...data.visibility }
  const view: Record<string, unknown> = { id: userId, is_owner: audience === 'owner' }
  for (const key of PROFILE_FIELD_NAMES) {
    if (PROFILE_FIELDS[key].audience === 'owner') continue
    const chosenBy = visibilityKeyOf(key)
    if (chosenBy && !mayView(visibility[chosenBy], audience)) continue
    view[viewNameOf(key)] = data[key]
  }
  if (view.work_contacts) {
    const contacts: { email?: string; phone?: string } = {}
    const { email, phone } = data.work_contacts
    if (email && mayViewContact(data.display_preferences.show_email_in_directory, audience))
      contacts.email = email
    if (phone && mayViewContact(data.display_preferences.show_phone_in_directory, audience))
      contacts.phone = phone
    view.work_contacts = contacts
  }
  // The view schema is derived from the same table by the same rules, so every key it requires is set above.
  return view as MemberProfileView
}
