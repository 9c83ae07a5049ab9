import type { Generated } from 'kysely'

/**
 * Table types of the whole database. Each module that adds a migration adds its tables
 * here. Timestamps are ISO-8601 strings in UTC on both dialects (text columns;
 * text on PostgreSQL too) and flags are integers 0/1 on both (docs/decisions/002).
 */
export interface Database {
  app_meta: AppMetaTable
  users: UsersTable
  refresh_tokens: RefreshTokensTable
  activation_tokens: ActivationTokensTable
  rate_limits: RateLimitsTable
  member_profiles: MemberProfilesTable
  member_committee_roles: MemberCommitteeRolesTable
}

export interface AppMetaTable {
  key: string
  value: string
}

export interface UsersTable {
  id: Generated<number>
  email: string
  password_hash: string
  role: string
  tier: string
  status: string
  is_active: number
  must_complete_profile: number
  full_name: string | null
  notes: string | null
  created_at: string
  updated_at: string
}

/** Accounts (issue 3): opaque refresh tokens, stored hashed, rotated within a family. */
export interface RefreshTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  family_id: string
  created_at: string
  expires_at: string
  /** Absolute end of the family: rotation never extends a session past it. */
  family_expires_at: string
  rotated_at: string | null
  revoked_at: string | null
}

export interface ActivationTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
  voided_at: string | null
}

/** Login throttling and resend limits, shared by every instance (decisions §1). */
export interface RateLimitsTable {
  bucket: string
  count: number
  window_started_at: string
  blocked_until: string | null
}

/** Issue 5: one profile per user; lists, rows and objects are JSON text (see the migration). */
export interface MemberProfilesTable {
  user_id: number
  full_name: string
  specialty: string
  city: string
  region: string
  hospital: string
  bio: string
  avatar_url: string | null
  years_of_experience: number | null
  consultant_since: string | null
  pronouns: string
  specialties: string
  cities: string
  hospitals: string
  teaching_roles: string
  clinical_interests: string
  languages_spoken: string
  work_contacts: string
  clinic_location: string
  links: string
  qualifications: string
  fellowships: string
  publications: string
  association_roles: string
  collaboration_interests: string
  display_preferences: string
  visibility: string
  sort_name: string
  search_text: string
  listed: number
  created_at: string
  updated_at: string
}

export interface MemberCommitteeRolesTable {
  id: Generated<number>
  user_id: number
  committee_id: string
  committee: string
  role: string
  start_date: string
  end_date: string
}
