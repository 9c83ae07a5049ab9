import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { softDeleteContent } from '../../lib/content-writes'

type Db = Kysely<Database>

const COLUMNS = [
  'id', 'type', 'status', 'title_ar', 'title_en', 'description_ar', 'description_en', 'starts_at', 'ends_at', 'location',
  'stream_url', 'capacity', 'registration_deadline', 'registration_link', 'registration_count', 'created_at',
] as const

/** Every event not deleted, drafts and cancelled included, latest start first. */
export async function listAll(db: Db) {
  return db.selectFrom('events').select(COLUMNS).where('deleted_at', 'is', null).orderBy('starts_at', 'desc').orderBy('id', 'desc').execute()
}

export function findAny(db: Db, id: number) {
  return db.selectFrom('events').select(COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
}

export const softDelete = (db: Db, id: number, stamp: string): Promise<boolean> => softDeleteContent(db, 'events', id, stamp)
