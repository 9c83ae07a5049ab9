import type { Kysely, Migration } from 'kysely'
import * as core from './20261122-2300-core'
import * as accounts from './20261122-2310-accounts'
import * as memberProfiles from './20261122-2330-member-profiles'

/**
 * Every migration, in order. Frozen once landed (ARCHITECTURE "Conventions"); add new
 * ones at the end with a `YYYYMMDD-HHMM-what` name.
 */
export const migrations: Record<string, { up: (db: Kysely<unknown>) => Promise<void> }> = {
  '20261122-2300-core': core,
  '20261122-2310-accounts': accounts,
  '20261122-2330-member-profiles': memberProfiles,
}

export type { Migration }
