import type { ExpressionBuilder, Kysely } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

export function findAccreditation(db: Db, eventId: number) {
  return db.selectFrom('event_accreditations').selectAll().where('event_id', '=', eventId).executeTakeFirst()
}

export async function saveAccreditation(
  db: Db,
  row: {
    event_id: number
    body: string
    number: string
    accredited_on: string | null
    max_quarters: number | null
    logo_url: string | null
    updated_at: string
  },
): Promise<void> {
  const { event_id: _id, ...fields } = row
  await db
    .insertInto('event_accreditations')
    .values(row)
    .onConflict((oc) => oc.column('event_id').doUpdateSet(fields))
    .execute()
}

const CERTIFICATE_COLUMNS = [
  'c.code',
  'c.full_name',
  'c.full_name_ar',
  'c.full_name_en',
  'c.credit_quarters',
  'c.issued_at',
  'c.revoked_at',
  'c.registration_id',
  'c.user_id',
  'e.id as event_id',
  'e.title_ar',
  'e.title_en',
  'e.starts_at',
] as const

const withEvent = (db: Db) =>
  db.selectFrom('cme_certificates as c').innerJoin('events as e', 'e.id', 'c.event_id')

export function findByCode(db: Db, code: string) {
  return withEvent(db).select(CERTIFICATE_COLUMNS).where('c.code', '=', code).executeTakeFirst()
}

export type CertificateRow = NonNullable<Awaited<ReturnType<typeof findByCode>>>

export function listForUser(db: Db, userId: number) {
  return withEvent(db)
    .select(CERTIFICATE_COLUMNS)
    .where('c.user_id', '=', userId)
    .orderBy('c.issued_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute()
}

export function listForEvent(db: Db, eventId: number) {
  return withEvent(db).select(CERTIFICATE_COLUMNS).where('c.event_id', '=', eventId).orderBy('c.id').execute()
}

export async function liveRegistrations(db: Db, eventId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('cme_certificates')
    .select('registration_id')
    .where('event_id', '=', eventId)
    .where('revoked_at', 'is', null)
    .execute()
  return new Set(rows.map((row) => row.registration_id))
}

export async function insertCertificates(
  db: Db,
  rows: readonly {
    code: string
    event_id: number
    registration_id: number
    user_id: number
    full_name: string
    full_name_ar: string
    full_name_en: string
    gender: string | null
    credit_quarters: number
    issued_at: string
    issued_by: number
  }[],
): Promise<void> {
  // Batches keep each statement under the databases' parameter limits.
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('cme_certificates')
      .values(rows.slice(i, i + 200).map((row) => ({ ...row, revoked_at: null, revoked_by: null })))
      .execute()
}

export async function revoke(db: Db, code: string, by: number, stamp: string): Promise<boolean> {
  const res = await db
    .updateTable('cme_certificates')
    .set({ revoked_at: stamp, revoked_by: by })
    .where('code', '=', code)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export function findPdfFacts(db: Db, code: string) {
  return db
    .selectFrom('cme_certificates as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .leftJoin('event_accreditations as a', 'a.event_id', 'c.event_id')
    .select([
      'c.code',
      'c.user_id',
      'c.full_name',
      'c.full_name_ar',
      'c.full_name_en',
      'c.gender',
      'c.credit_quarters',
      'c.issued_at',
      'c.revoked_at',
      'e.title_ar',
      'e.title_en',
      'e.starts_at',
      'e.ends_at',
      'a.body',
      'a.number',
      'a.accredited_on',
      'a.logo_url',
    ])
    .where('c.code', '=', code)
    .executeTakeFirst()
}
export type PdfFactsRow = NonNullable<Awaited<ReturnType<typeof findPdfFacts>>>

/** The names and gender of the given accounts as they are now. */
export async function peopleOf(db: Db, userIds: readonly number[]) {
  const rows = userIds.length
    ? await db
        .selectFrom('users')
        .select(['id', 'full_name', 'full_name_ar', 'full_name_en', 'gender'])
        .where('id', 'in', [...new Set(userIds)])
        .execute()
    : []
  return new Map(rows.map((row) => [row.id, row]))
}

/** Fills the names and gender of a certificate issued before they were kept, once. */
export async function fillNames(
  db: Db,
  code: string,
  names: { full_name_ar: string; full_name_en: string; gender: string | null },
): Promise<boolean> {
  const res = await db
    .updateTable('cme_certificates')
    .set(names)
    .where('code', '=', code)
    .where('full_name_ar', 'is', null)
    .where('full_name_en', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function eventCodes(db: Db, eventId: number): Promise<string[]> {
  return (
    await db.selectFrom('cme_certificates').select('code').where('event_id', '=', eventId).execute()
  ).map((row) => row.code)
}

/** Queues PDFs for background generation (a code already queued stays). */
export async function queuePdfJobs(db: Db, codes: readonly string[], stamp: string): Promise<void> {
  for (let i = 0; i < codes.length; i += 500) {
    await db
      .insertInto('certificate_pdf_jobs')
      .values(
        codes.slice(i, i + 500).map((code) => ({
          code,
          queued_at: stamp,
          claimed_by: null,
          claimed_until: null,
          last_error: null,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute()
  }
}

/**
 * Claims free queued PDFs in one UPDATE that repeats the free-row test on the row: PostgreSQL re-checks it
 * after a concurrent claim commits, so two instances never take the same row; SQLite has one writer.
 */
export async function claimPdfJobs(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  claim: { token: string; now: string; until: string; limit: number; maxAttempts: number },
): Promise<string[]> {
  const free = (eb: ExpressionBuilder<Database, 'certificate_pdf_jobs'>) =>
    eb.and([
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', claim.now)]),
      eb('attempts', '<', claim.maxAttempts),
    ])
  await db
    .updateTable('certificate_pdf_jobs')
    .set((eb) => ({ claimed_by: claim.token, claimed_until: claim.until, attempts: eb('attempts', '+', 1) }))
    .where((eb) =>
      eb(
        'code',
        'in',
        eb
          .selectFrom('certificate_pdf_jobs')
          .select('code')
          .where(free)
          .orderBy('queued_at')
          .orderBy('code')
          .limit(claim.limit)
          .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
      ),
    )
    .where(free)
    .execute()
  const rows = await db
    .selectFrom('certificate_pdf_jobs')
    .select('code')
    .where('claimed_by', '=', claim.token)
    .orderBy('queued_at')
    .orderBy('code')
    .execute()
  return rows.map((row) => row.code)
}

export async function dropPdfJobs(db: Db, codes: readonly string[]): Promise<void> {
  if (codes.length) await db.deleteFrom('certificate_pdf_jobs').where('code', 'in', codes).execute()
}

export async function releasePdfJob(db: Db, code: string, token: string, error: string): Promise<void> {
  await db
    .updateTable('certificate_pdf_jobs')
    .set({ claimed_by: null, claimed_until: null, last_error: error.slice(0, 500) })
    .where('code', '=', code)
    .where('claimed_by', '=', token)
    .execute()
}

export async function pendingPdfJobs(db: Db, maxAttempts: number): Promise<number> {
  const row = await db
    .selectFrom('certificate_pdf_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The live (not revoked) certificates of some members, or of every member when `userIds` is null. */
export function liveForUsers(db: Db, userIds: readonly number[] | null) {
  let query = db
    .selectFrom('cme_certificates as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .leftJoin('event_accreditations as a', 'a.event_id', 'c.event_id')
    .select([
      'c.code',
      'c.user_id',
      'c.credit_quarters',
      'c.issued_at',
      'e.id as event_id',
      'e.title_ar',
      'e.title_en',
      'e.starts_at',
      'e.type',
      'a.number',
    ])
    .where('c.revoked_at', 'is', null)
  if (userIds !== null) query = query.where('c.user_id', 'in', userIds.length ? [...userIds] : [-1])
  return query.orderBy('c.id').execute()
}
