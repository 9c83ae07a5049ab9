import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

export function findLicence(db: Db, userId: number) {
  return db.selectFrom('cpd_licences').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

/** Every member who entered a licence, by id. */
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

/** A file of this member, or undefined (another member's file reads as missing). */
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

/** The activity that names this file, if any. */
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

/** Every external activity of the member, in the order they were added (which decides duplicates). */
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
