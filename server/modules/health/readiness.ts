import type { ReadinessChecks } from '@contract/health'
import { sql } from 'kysely'
import type { AppDeps } from '../../app-env'
import { probeStorage } from '../../lib/storage/probe'

async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  try {
    await sql`select 1`.execute(deps.db)
    return true
  } catch {
    return false
  }
}

async function storageWritable(deps: AppDeps): Promise<boolean> {
  try {
    await probeStorage(deps.storage)
    return true
  } catch {
    return false
  }
}

/** Both checked at once, each answering for itself. */
export async function readinessChecks(deps: AppDeps): Promise<ReadinessChecks> {
  const [database, storage] = await Promise.all([databaseAnswers(deps), storageWritable(deps)])
  return { database: database ? 'ok' : 'failed', storage: storage ? 'ok' : 'failed' }
}
