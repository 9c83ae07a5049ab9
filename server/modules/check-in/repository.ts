import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

const COLUMNS = [
  'id',
  'event_id',
  'registration_id',
  'session_id',
  'client_id',
  'device_id',
  'scanned_at',
  'received_at',
  'flagged',
] as const

export function findByClientId(db: Db, clientId: string) {
  return db.selectFrom('event_check_ins').select(COLUMNS).where('client_id', '=', clientId).executeTakeFirst()
}

export type ScanRow = NonNullable<Awaited<ReturnType<typeof findByClientId>>>

/** The admitting scan of a ticket at a door or hall: the earliest by scan time, then arrival. */
export function firstScan(db: Db, registrationId: number, sessionId: number) {
  return db
    .selectFrom('event_check_ins')
    .select(COLUMNS)
    .where('registration_id', '=', registrationId)
    .where('session_id', '=', sessionId)
    .orderBy('scanned_at')
    .orderBy('id')
    .executeTakeFirst()
}

export async function insertScan(db: Db, row: Omit<ScanRow, 'id'> & { scanned_by: number }): Promise<void> {
  await db.insertInto('event_check_ins').values(row).execute()
}

export function scansSince(db: Db, eventId: number, since: string | undefined) {
  let q = db.selectFrom('event_check_ins').select(COLUMNS).where('event_id', '=', eventId)
  if (since) q = q.where('received_at', '>=', since)
  return q.orderBy('id').execute()
}
