import type { ReadinessChecks } from '@contract/health'
import { sql } from 'kysely'
import type { AppDeps } from '../../app-env'

/** Where the probe file goes: a folder of its own, so it can never collide with an upload. */
const PROBE_FOLDER = 'health'

async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  try {
    await sql`select 1`.execute(deps.db)
    return true
  } catch {
    return false
  }
}

/** A small file written and removed again: a full, read-only or unreachable store fails here. */
async function storageWritable(deps: AppDeps): Promise<boolean> {
  const key = `${PROBE_FOLDER}/ready-${crypto.randomUUID()}.probe`
  try {
    await deps.storage.put(key, new TextEncoder().encode('ready'))
    await deps.storage.delete(key)
    return true
  } catch {
    return false
  }
}

/** Both dependencies are checked at once, and each answers for itself (one failing does not hide the other). */
export async function readinessChecks(deps: AppDeps): Promise<ReadinessChecks> {
  const [database, storage] = await Promise.all([databaseAnswers(deps), storageWritable(deps)])
  return { database: database ? 'ok' : 'failed', storage: storage ? 'ok' : 'failed' }
}
