import type { Kysely, Transaction } from 'kysely'
import type { Database, EventSessionsTable } from '../../db/database'

type Db = Kysely<Database>

const SESSION_COLUMNS = [
  'id',
  'event_id',
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
  'starts_at',
  'ends_at',
  'room',
  'track',
  'type',
  'cme_quarters',
] as const

export type SessionRow = Pick<EventSessionsTable, Exclude<(typeof SESSION_COLUMNS)[number], 'id'>> & {
  id: number
}
export type SpeakerRow = {
  session_id: number
  name_ar: string
  name_en: string
  affiliation_ar: string
  affiliation_en: string
  photo_url: string | null
}
export type SessionFields = Omit<SessionRow, 'id' | 'event_id'>
export type SpeakerFields = Omit<SpeakerRow, 'session_id'>

export async function listSessions(
  db: Db,
  eventId: number,
): Promise<{ sessions: SessionRow[]; speakers: SpeakerRow[] }> {
  const sessions = await db
    .selectFrom('event_sessions')
    .select(SESSION_COLUMNS)
    .where('event_id', '=', eventId)
    .orderBy('starts_at')
    .orderBy('room')
    .orderBy('id')
    .execute()
  const speakers = sessions.length
    ? await db
        .selectFrom('event_session_speakers')
        .select(['session_id', 'name_ar', 'name_en', 'affiliation_ar', 'affiliation_en', 'photo_url'])
        .where(
          'session_id',
          'in',
          sessions.map((s) => s.id),
        )
        .orderBy('session_id')
        .orderBy('position')
        .execute()
    : []
  return { sessions, speakers }
}

export function findSession(db: Db, eventId: number, sessionId: number): Promise<SessionRow | undefined> {
  return db
    .selectFrom('event_sessions')
    .select(SESSION_COLUMNS)
    .where('event_id', '=', eventId)
    .where('id', '=', sessionId)
    .executeTakeFirst()
}

/** When the event's programme last changed; undefined while it never had a session. */
export async function programmeVersion(db: Db, eventId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('programme_versions')
    .select('updated_at')
    .where('event_id', '=', eventId)
    .executeTakeFirst()
  return row?.updated_at
}

async function touchProgramme(trx: Transaction<Database>, eventId: number, stamp: string): Promise<void> {
  await trx
    .insertInto('programme_versions')
    .values({ event_id: eventId, updated_at: stamp })
    .onConflict((oc) => oc.column('event_id').doUpdateSet({ updated_at: stamp }))
    .execute()
}

async function writeSpeakers(
  trx: Transaction<Database>,
  sessionId: number,
  speakers: readonly SpeakerFields[],
): Promise<void> {
  await trx.deleteFrom('event_session_speakers').where('session_id', '=', sessionId).execute()
  if (speakers.length === 0) return
  await trx
    .insertInto('event_session_speakers')
    .values(speakers.map((speaker, position) => ({ ...speaker, session_id: sessionId, position })))
    .execute()
}

export async function insertSession(
  db: Db,
  eventId: number,
  fields: SessionFields,
  speakers: readonly SpeakerFields[],
  stamp: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('event_sessions')
      .values({ ...fields, event_id: eventId, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeSpeakers(trx, id, speakers)
    await touchProgramme(trx, eventId, stamp)
    return id
  })
}

export async function updateSession(
  db: Db,
  eventId: number,
  sessionId: number,
  fields: SessionFields,
  speakers: readonly SpeakerFields[],
  stamp: string,
  alongside: (trx: Db) => Promise<void> = async () => {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('event_sessions')
      .set({ ...fields, updated_at: stamp })
      .where('event_id', '=', eventId)
      .where('id', '=', sessionId)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) === 0) return false
    await writeSpeakers(trx, sessionId, speakers)
    await touchProgramme(trx, eventId, stamp)
    await alongside(trx)
    return true
  })
}

export async function deleteSession(
  db: Db,
  eventId: number,
  sessionId: number,
  stamp: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .deleteFrom('event_sessions')
      .where('event_id', '=', eventId)
      .where('id', '=', sessionId)
      .executeTakeFirst()
    if (Number(res.numDeletedRows) === 0) return false
    await touchProgramme(trx, eventId, stamp)
    return true
  })
}

export function agendasOf(db: Db, eventId: number) {
  return db
    .selectFrom('member_agendas')
    .select(['user_id', 'session_ids'])
    .where('event_id', '=', eventId)
    .execute()
}

export async function findAgenda(db: Db, userId: number, eventId: number) {
  return db
    .selectFrom('member_agendas')
    .select(['session_ids', 'updated_at'])
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .executeTakeFirst()
}

export async function saveAgenda(
  db: Db,
  userId: number,
  eventId: number,
  sessionIds: readonly number[],
  stamp: string,
): Promise<void> {
  const ids = JSON.stringify(sessionIds)
  await db
    .insertInto('member_agendas')
    .values({ user_id: userId, event_id: eventId, session_ids: ids, updated_at: stamp })
    .onConflict((oc) =>
      oc.columns(['user_id', 'event_id']).doUpdateSet({ session_ids: ids, updated_at: stamp }),
    )
    .execute()
}
