import type { OwnProfile } from '@contract/members'

/**
 * The fields the dashboard's completeness counts, in the order a member is asked for them:
 * what a colleague looks at first in the directory. Each is a single control of the profile
 * editor, whose id is `profile-<field>` (the dashboard links straight to it).
 */
const COMPLETENESS_FIELDS = [
  'full_name',
  'specialty',
  'city',
  'hospital',
  'avatar_url',
  'bio',
  'years_experience',
] as const
type CompletenessField = (typeof COMPLETENESS_FIELDS)[number]

function filled(profile: OwnProfile, field: CompletenessField): boolean {
  const value = profile[field]
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined
}

interface Completeness {
  /** Whole percent, 0–100. */
  percent: number
  /** The first field still empty, or undefined when all are filled. */
  next: CompletenessField | undefined
}

export function completenessOf(profile: OwnProfile): Completeness {
  const missing = COMPLETENESS_FIELDS.filter((field) => !filled(profile, field))
  return {
    percent: Math.round((100 * (COMPLETENESS_FIELDS.length - missing.length)) / COMPLETENESS_FIELDS.length),
    next: missing[0],
  }
}
