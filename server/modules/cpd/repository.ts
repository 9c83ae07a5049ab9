import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

export function findLicence(db: Db, userId: number) {
  return db.selectFrom('cpd_licences').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export async function licenceHolders(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('cpd_licences').select('user_id').orderBy('user_id').execute()
  return rows.map((row) => row.user_id)
}

export async function saveLicence(db: Db, row: Selectable<Database['cpd_licences']>): Promise<void> {
  const { user_id: _id, ...fields } = row
  await db
    .insertInto('cpd_licences')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
    .execute()
}

export async function insertFile(db: Db, row: Selectable<Database['cpd_files']>): Promise<void> {
  await db.insertInto('cpd_files').values(row).execute()
}

/** Another member's file reads as missing. */
export function findFile(db: Db, userId: number, id: string) {
  return db
    .selectFrom('cpd_files')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.deleteFrom('cpd_files').where('id', '=', id).execute()
}

export async function activityOfFile(db: Db, fileId: string): Promise<number | undefined> {
  return (await db.selectFrom('cpd_activities').select('id').where('file_id', '=', fileId).executeTakeFirst())
    ?.id
}

const ACTIVITY_COLUMNS = [
  'a.id',
  'a.title',
  'a.provider',
  'a.accreditation_number',
  'a.activity_type',
  'a.activity_date',
  'a.quarters',
  'a.declared_distinct',
  'a.file_id',
  'f.name as file_name',
  'f.size as file_size',
  'f.type as file_type',
  'f.storage_key as file_key',
] as const

const withFile = (db: Db) =>
  db.selectFrom('cpd_activities as a').leftJoin('cpd_files as f', 'f.id', 'a.file_id')

/** In the order they were added, which decides duplicates. */
export function listActivities(db: Db, userId: number) {
  return withFile(db).select(ACTIVITY_COLUMNS).where('a.user_id', '=', userId).orderBy('a.id').execute()
}

export type ActivityRow = Awaited<ReturnType<typeof listActivities>>[number]

export function findActivity(db: Db, userId: number, id: number) {
  return withFile(db)
    .select(ACTIVITY_COLUMNS)
    .where('a.user_id', '=', userId)
    .where('a.id', '=', id)
    .executeTakeFirst()
}

type ActivityFields = Omit<Selectable<Database['cpd_activities']>, 'id' | 'user_id' | 'created_at'>

export async function insertActivity(
  db: Db,
  userId: number,
  fields: ActivityFields,
  stamp: string,
): Promise<number> {
  const row = await db
    .insertInto('cpd_activities')
    .values({ ...fields, user_id: userId, created_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateActivity(
  db: Db,
  userId: number,
  id: number,
  fields: ActivityFields,
): Promise<void> {
  await db
    .updateTable('cpd_activities')
    .set(fields)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute()
}

export async function deleteActivity(db: Db, userId: number, id: number): Promise<void> {
  await db.deleteFrom('cpd_activities').where('id', '=', id).where('user_id', '=', userId).execute()
}

export function personOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['full_name', 'full_name_ar', 'full_name_en'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export async function insertTranscript(db: Db, row: Selectable<Database['cpd_transcripts']>): Promise<void> {
  await db.insertInto('cpd_transcripts').values(row).execute()
}

export function findTranscript(db: Db, code: string) {
  return db.selectFrom('cpd_transcripts').selectAll().where('code', '=', code).executeTakeFirst()
}

export function latestTranscript(db: Db, userId: number, cycle: { start: string; end: string }) {
  return db
    .selectFrom('cpd_transcripts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('cycle_start', '=', cycle.start)
    .where('cycle_end', '=', cycle.end)
    .orderBy('issued_at', 'desc')
    .orderBy('code', 'desc')
    .executeTakeFirst()
}

export async function hasNewerTranscript(
  db: Db,
  row: { user_id: number; cycle_start: string; cycle_end: string; issued_at: string; code: string },
): Promise<boolean> {
  const newer = await db
    .selectFrom('cpd_transcripts')
    .select('code')
    .where('user_id', '=', row.user_id)
    .where('cycle_start', '=', row.cycle_start)
    .where('cycle_end', '=', row.cycle_end)
    .where('issued_at', '>', row.issued_at)
    .executeTakeFirst()
  return newer !== undefined
}

export async function storedKeysOf(db: Db, userId: number): Promise<string[]> {
  const [files, transcripts] = await Promise.all([
    db.selectFrom('cpd_files').select('storage_key').where('user_id', '=', userId).execute(),
    db.selectFrom('cpd_transcripts').select('storage_key').where('user_id', '=', userId).execute(),
  ])
  return [...files, ...transcripts].map((row) => row.storage_key)
}

export function transcriptsOf(db: Db, userId: number) {
  return db
    .selectFrom('cpd_transcripts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .execute()
}

/** Members who can be told anything: active, approved, not leaving. */
function activeLicenceQuery(db: Db) {
  return db
    .selectFrom('cpd_licences as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.user_id',
      'l.cycle_start',
      'l.cycle_end',
      'l.cycle_years',
      'l.classification',
      'l.required_quarters',
    ])
    .where('u.status', '=', 'active')
    .where('u.is_active', '=', 1)
    .where('u.deletion_requested_at', 'is', null)
}

export function licencesEndingBetween(db: Db, from: string, until: string) {
  return activeLicenceQuery(db)
    .select(['u.email', 'u.language', 'u.gender'])
    .where('l.cycle_end', '>=', from)
    .where('l.cycle_end', '<=', until)
    .orderBy('l.user_id')
    .execute()
}

export async function sentReminders(db: Db, userIds: readonly number[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('cpd_reminders')
    .select(['user_id', 'cycle_end', 'days'])
    .where('user_id', 'in', [...userIds])
    .execute()
  return new Set(rows.map((row) => `${row.user_id}|${row.cycle_end}|${row.days}`))
}

/** Claims one reminder; false when another run (or instance) has already sent it. */
export async function claimReminder(
  db: Db,
  row: { user_id: number; cycle_end: string; days: number; sent_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('cpd_reminders')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'cycle_end', 'days']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Every licence with its active member (the admin summary's population). */
export function activeLicences(db: Db) {
  return activeLicenceQuery(db).execute()
}

/** The external activities of many members in one read (no files), in the order added. */
export function activitiesOfMany(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('cpd_activities')
    .select(['user_id', 'accreditation_number', 'activity_date', 'quarters', 'declared_distinct'])
    .where('user_id', 'in', [...userIds])
    .orderBy('id')
    .execute()
}

/** Whether the member wants e-mails of this category (yes unless a preference says no). */
export async function wantsEmail(db: Db, userId: number, category: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_preferences')
    .select('enabled')
    .where('user_id', '=', userId)
    .where('category', '=', category)
    .where('channel', '=', 'email')
    .executeTakeFirst()
  return row ? row.enabled === 1 : true
}
