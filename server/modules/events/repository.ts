import { type Kysely, sql } from 'kysely'
import type { EventStatusFilter } from '@contract/events'
import type { Database, EventsTable } from '../../db/database'
import type { DialectName } from '../../db/dialect'
import { EVENT_PLACE_ENTRIES, entryIn } from '@contract/reference-data'
import { searchCondition } from '../../lib/content-search'
import {
  contentInsertValues,
  type ContentPatch,
  type NewContent,
  rowsWithTotal,
  softDeleteContent,
  updateSearchableContent,
} from '../../lib/content-writes'

export interface PublicEventFilter {
  dialect: DialectName
  /** ISO time the computed statuses are measured against (injected clock). */
  now: string
  search: string
  category: string | undefined
  status: EventStatusFilter | undefined
  upcoming: boolean
  past: boolean
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

const EVENT_COLUMNS = [
  'id',
  'type',
  'status',
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
  'starts_at',
  'ends_at',
  'location_ar',
  'location_en',
  'stream_url',
  'capacity',
  'registration_deadline',
  'registration_link',
  'registration_count',
  'registration_mode',
  'feature_path',
] as const

const PUBLIC_EVENT_STATUSES = ['published', 'completed'] as const

// An event without an end ends when it starts (contract/event-status.ts).
const endsAt = sql<string>`coalesce(events.ends_at, events.starts_at)`

function publicEvents(db: Kysely<Database>, filter: PublicEventFilter) {
  const now = filter.now
  let q = db.selectFrom('events').where('deleted_at', 'is', null).where('status', 'in', PUBLIC_EVENT_STATUSES)
  if (filter.category) q = q.where('type', '=', filter.category)
  // Statuses computed from the dates, in SQL so totals and pages stay exact.
  switch (filter.status) {
    case 'upcoming':
      q = q.where('starts_at', '>', now)
      break
    case 'ongoing':
      q = q.where('starts_at', '<=', now).where(endsAt, '>=', now)
      break
    case 'completed':
      q = q.where(endsAt, '<', now)
      break
    case 'registration-open':
      q = q
        .where('starts_at', '>', now)
        .where('registration_link', 'is not', null)
        .where('registration_link', '<>', '')
        .where(sql<string>`coalesce(events.registration_deadline, events.starts_at)`, '>', now)
      break
    default:
      break
  }
  if (filter.upcoming) q = q.where('starts_at', '>', now)
  if (filter.past) q = q.where(endsAt, '<', now)
  const search = searchCondition('events', filter.dialect, filter.search)
  if (search) q = q.where(search)
  return q
}

export async function listPublicEvents(db: Kysely<Database>, filter: PublicEventFilter) {
  const base = publicEvents(db, filter)
  const direction = filter.upcoming ? 'asc' : filter.past ? 'desc' : filter.order
  return rowsWithTotal(
    base,
    base
      .select(EVENT_COLUMNS)
      .orderBy('starts_at', direction)
      .orderBy('id', direction)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  )
}

export type EventRow = Awaited<ReturnType<typeof listPublicEvents>>['rows'][number]

export async function findPublicEvent(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('status', 'in', PUBLIC_EVENT_STATUSES)
    .executeTakeFirst()
}

export function publicEventChanges(db: Kysely<Database>) {
  return db
    .selectFrom('events')
    .select(['id', 'updated_at'])
    .where('deleted_at', 'is', null)
    .where('status', 'in', PUBLIC_EVENT_STATUSES)
    .orderBy('id')
    .execute()
}

export type NewEvent = NewContent<EventsTable>

const placeWords = (place: string | undefined) =>
  place && entryIn(EVENT_PLACE_ENTRIES, place)
    ? `${EVENT_PLACE_ENTRIES[0].en} ${EVENT_PLACE_ENTRIES[0].ar}`
    : place

/** What an event is found by besides its titles: the descriptions, the venue in both languages, the type. */
function eventSearchTexts(
  row: Pick<NewEvent, 'description_ar' | 'description_en' | 'location_ar' | 'location_en' | 'type'>,
): (string | undefined)[] {
  const ar = placeWords(row.location_ar)
  const en = placeWords(row.location_en)
  return [row.description_ar, row.description_en, ar, en === ar ? undefined : en, row.type]
}

/** Inserts one row with its search columns (the seed and the admin CRUD write through here). */
export async function insertEvent(db: Kysely<Database>, row: NewEvent, now: Date): Promise<number> {
  const values = contentInsertValues(row, eventSearchTexts(row), now)
  const inserted = await db.insertInto('events').values(values).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export type EventPatch = ContentPatch<EventsTable>

/** Updates a row and its search columns (see updateSearchableContent). */
export function updateEvent(
  db: Kysely<Database>,
  id: number,
  patch: EventPatch,
  now: Date,
): Promise<boolean> {
  return updateSearchableContent(db, 'events', id, patch, now, async (trx) => {
    const row = await trx
      .selectFrom('events')
      .select([
        'title_ar',
        'title_en',
        'description_ar',
        'description_en',
        'location_ar',
        'location_en',
        'type',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return { title_ar: row.title_ar, title_en: row.title_en, texts: eventSearchTexts(row) }
  })
}

type Db = Kysely<Database>

const ADMIN_COLUMNS = [
  'id',
  'type',
  'status',
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
  'starts_at',
  'ends_at',
  'location_ar',
  'location_en',
  'stream_url',
  'capacity',
  'registration_deadline',
  'registration_link',
  'registration_count',
  'registration_mode',
  'feature_path',
  'created_at',
] as const

/** Every event not deleted, drafts and cancelled included, latest start first. */
export async function listAll(db: Db) {
  return db
    .selectFrom('events')
    .select(ADMIN_COLUMNS)
    .where('deleted_at', 'is', null)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function findAny(db: Db, id: number) {
  return db
    .selectFrom('events')
    .select(ADMIN_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export const softDelete = (db: Db, id: number, stamp: string): Promise<boolean> =>
  softDeleteContent(db, 'events', id, stamp)

/** Events not deleted, drafts included: all of them, and those starting after `nowIso`. */
export async function countEvents(db: Kysely<Database>, nowIso: string) {
  const notDeleted = () =>
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
  const total = await notDeleted().executeTakeFirst()
  const upcoming = await notDeleted().where('starts_at', '>', nowIso).executeTakeFirst()
  return { total: Number(total?.n ?? 0), upcoming: Number(upcoming?.n ?? 0) }
}

/**
 * The event a programme belongs to, with when it was created (a programme that never changed
 * is as old as its event). `publicOnly`: only events the public lists show.
 */
export function findProgrammeEvent(db: Db, id: number, publicOnly: boolean) {
  let q = db
    .selectFrom('events')
    .select(['id', 'created_at', 'starts_at', 'ends_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
  if (publicOnly) q = q.where('status', 'in', PUBLIC_EVENT_STATUSES)
  return q.executeTakeFirst()
}

/** What registration in the portal needs of a public event. */
export function findRegistrationEvent(db: Db, id: number) {
  return db
    .selectFrom('events')
    .select([
      'id',
      'title_ar',
      'title_en',
      'starts_at',
      'ends_at',
      'capacity',
      'registration_deadline',
      'registration_mode',
      'registration_count',
    ])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('status', 'in', PUBLIC_EVENT_STATUSES)
    .executeTakeFirst()
}

/**
 * Takes one seat if one is free, in one statement, so two members racing for the last seat
 * cannot both get it (on either dialect). False when the event is full.
 */
export async function takeSeat(db: Db, id: number): Promise<boolean> {
  const res = await db
    .updateTable('events')
    .set((eb) => ({ registration_count: eb('registration_count', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('capacity', 'is', null), eb('registration_count', '<', eb.ref('capacity'))]))
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function freeSeat(db: Db, id: number): Promise<void> {
  await db
    .updateTable('events')
    .set((eb) => ({ registration_count: eb('registration_count', '-', 1) }))
    .where('id', '=', id)
    .where('registration_count', '>', 0)
    .execute()
}
