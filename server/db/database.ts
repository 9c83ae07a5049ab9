import type { Generated } from 'kysely'

/**
 * Table types of the whole database. Each module that adds a migration adds its tables
 * here. Timestamps are ISO-8601 strings in UTC on both dialects (text columns;
 * text on PostgreSQL too) and flags are integers 0/1 on both (docs/decisions/002).
 */
export interface Database {
  app_meta: AppMetaTable
  users: UsersTable
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
