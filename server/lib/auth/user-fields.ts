import { isOneOf } from '@contract/narrow'
import {
  ACCOUNT_STATUSES,
  DEFAULT_LOCALE,
  GENDERS,
  LOCALES,
  ROLES,
  TIERS,
  type AccountStatus,
  type Gender,
  type Locale,
  type Role,
  type Tier,
} from '@contract/constants'

// Role, tier and status are stored as free text; an unknown value reads as the least privileged one.
const oneOf = <T extends string>(known: readonly T[], value: string, fallback: T): T =>
  isOneOf(known, value) ? value : fallback

export const roleOf = (value: string): Role => oneOf(ROLES, value, 'member')
export const tierOf = (value: string): Tier => oneOf(TIERS, value, 'public')
export const accountStatusOf = (value: string): AccountStatus => oneOf(ACCOUNT_STATUSES, value, 'rejected')
export const localeOf = (value: string): Locale => oneOf(LOCALES, value, DEFAULT_LOCALE)
export const genderOf = (value: string | null): Gender | null =>
  value !== null && isOneOf(GENDERS, value) ? value : null
