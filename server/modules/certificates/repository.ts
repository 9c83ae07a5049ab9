import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

export function findAccreditation(db: Db, eventId: number) {
  return db.selectFrom('event_accreditations').selectAll().where('event_id', '=', eventId).executeTakeFirst()
}

export async function saveAccreditation(db: Db, row: { event_id: number; body: string; number: string; accredited_on: string | null; max_quarters: number | null; logo_url: string | null; updated_at: string }): Promise<void> {
  const { event_id: _id, ...fields } = row
  await db
    .insertInto('event_accreditations')
    .values(row)
    .onConflict((oc) => oc.column('event_id').doUpdateSet(fields))
    .execute()
}

const CERTIFICATE_COLUMNS = [
  'c.code', 'c.full_name', 'c.credit_quarters', 'c.issued_at', 'c.revoked_at', 'c.registration_id', 'c.user_id',
  'e.id as event_id', 'e.title_ar', 'e.title_en', 'e.starts_at',
] as const

const withEvent = (db: Db) => db.selectFrom('cme_certificates as c').innerJoin('events as e', 'e.id', 'c.event_id')

export function findByCode(db: Db, code: string) {
  return withEvent(db).select(CERTIFICATE_COLUMNS).where('c.code', '=', code).executeTakeFirst()
}

export type CertificateRow = NonNullable<Awaited<ReturnType<typeof findByCode>>>

export function listForUser(db: Db, userId: number) {
  return withEvent(db).select(CERTIFICATE_COLUMNS).where('c.user_id', '=', userId).orderBy('c.issued_at', 'desc').orderBy('c.id', 'desc').execute()
}

export function listForEvent(db: Db, eventId: number) {
  return withEvent(db).select(CERTIFICATE_COLUMNS).where('c.event_id', '=', eventId).orderBy('c.id').execute()
}

/** Registrations of the event that hold a live certificate. */
export async function liveRegistrations(db: Db, eventId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('cme_certificates').select('registration_id').where('event_id', '=', eventId).where('revoked_at', 'is', null).execute()
  return new Set(rows.map((row) => row.registration_id))
}

export async function insertCertificates(
  db: Db,
  rows: readonly { code: string; event_id: number; registration_id: number; user_id: number; full_name: string; credit_quarters: number; issued_at: string; issued_by: number }[],
): Promise<void> {
  // Batches keep each statement under the databases' parameter limits.
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('cme_certificates').values(rows.slice(i, i + 200).map((row) => ({ ...row, revoked_at: null, revoked_by: null }))).execute()
}

export async function revoke(db: Db, code: string, by: number, stamp: string): Promise<boolean> {
  const res = await db.updateTable('cme_certificates').set({ revoked_at: stamp, revoked_by: by }).where('code', '=', code).where('revoked_at', 'is', null).executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}
