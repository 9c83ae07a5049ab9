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
