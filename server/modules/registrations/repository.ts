import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

const REGISTRATION_COLUMNS = [
  'id',
  'event_id',
  'user_id',
  'status',
  'ticket_code',
  'created_at',
  'updated_at',
] as const

export function findLive(db: Db, eventId: number, userId: number) {
  return db
    .selectFrom('event_registrations')
    .select(REGISTRATION_COLUMNS)
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('status', '=', 'registered')
    .executeTakeFirst()
}

export type RegistrationRow = NonNullable<Awaited<ReturnType<typeof findLive>>>

export function findById(db: Db, id: number) {
  return db
    .selectFrom('event_registrations')
    .select(REGISTRATION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function insertRegistration(
  db: Db,
  eventId: number,
  userId: number,
  stamp: string,
): Promise<number> {
  const { id } = await db
    .insertInto('event_registrations')
    .values({
      event_id: eventId,
      user_id: userId,
      status: 'registered',
      ticket_code: '',
      created_at: stamp,
      updated_at: stamp,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function setTicket(db: Db, id: number, code: string): Promise<void> {
  await db.updateTable('event_registrations').set({ ticket_code: code }).where('id', '=', id).execute()
}

export async function cancel(db: Db, id: number, stamp: string): Promise<boolean> {
  const res = await db
    .updateTable('event_registrations')
    .set({ status: 'cancelled', cancelled_at: stamp, updated_at: stamp })
    .where('id', '=', id)
    .where('status', '=', 'registered')
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export function waiting(db: Db, eventId: number) {
  return db
    .selectFrom('event_waitlist')
    .innerJoin('users', 'users.id', 'event_waitlist.user_id')
    .select([
      'event_waitlist.id',
      'event_waitlist.user_id',
      'event_waitlist.created_at',
      'users.email',
      'users.full_name',
      'users.full_name_ar',
      'users.full_name_en',
    ])
    .where('event_waitlist.event_id', '=', eventId)
    .where('event_waitlist.promoted_at', 'is', null)
    .where('event_waitlist.left_at', 'is', null)
    .orderBy('event_waitlist.id')
    .execute()
}

export async function joinWaitlist(db: Db, eventId: number, userId: number, stamp: string): Promise<void> {
  await db
    .insertInto('event_waitlist')
    .values({ event_id: eventId, user_id: userId, created_at: stamp, promoted_at: null, left_at: null })
    .execute()
}

export async function leaveWaitlist(
  db: Db,
  eventId: number,
  userId: number,
  stamp: string,
): Promise<boolean> {
  const res = await db
    .updateTable('event_waitlist')
    .set({ left_at: stamp })
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('promoted_at', 'is', null)
    .where('left_at', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function markPromoted(db: Db, waitlistId: number, stamp: string): Promise<void> {
  await db.updateTable('event_waitlist').set({ promoted_at: stamp }).where('id', '=', waitlistId).execute()
}

export function userContact(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'full_name', 'full_name_ar', 'full_name_en', 'gender'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export function attendees(db: Db, eventId: number) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      'r.id',
      'r.user_id',
      'r.status',
      'r.created_at',
      'u.email',
      'u.full_name',
      'u.full_name_ar',
      'u.full_name_en',
      eb
        .selectFrom('event_check_ins as c')
        .select((c) => c.fn.min('c.scanned_at').as('first'))
        .whereRef('c.registration_id', '=', 'r.id')
        .where('c.session_id', '=', 0)
        .as('checked_in_at'),
    ])
    .where('r.event_id', '=', eventId)
    .orderBy('r.id')
    .execute()
}

export function roster(db: Db, eventId: number, since: string | undefined) {
  let q = db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.status', 'u.full_name', 'u.full_name_ar', 'u.full_name_en', 'u.email'])
    .where('r.event_id', '=', eventId)
  if (since) q = q.where('r.updated_at', '>=', since)
  return q.orderBy('r.id').execute()
}

export function ofMember(db: Db, userId: number) {
  return db
    .selectFrom('event_registrations')
    .select(['event_id', 'status', 'created_at', 'cancelled_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

export function liveTicketsOf(db: Db, userId: number) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.id',
      'r.event_id',
      'r.user_id',
      'r.status',
      'r.ticket_code',
      'r.created_at',
      'r.updated_at',
      'e.title_ar',
      'e.title_en',
      'e.starts_at',
      'e.ends_at',
      'e.location_ar',
      'e.location_en',
    ])
    .where('r.user_id', '=', userId)
    .where('r.status', '=', 'registered')
    .where('e.deleted_at', 'is', null)
    .where('e.status', 'in', ['published', 'completed'])
    .orderBy('e.starts_at')
    .orderBy('r.id')
    .execute()
}

/** Live registrations for published events starting by `until` whose member has not had the reminder yet. */
export function dueReminders(db: Db, now: string, until: string) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.user_id',
      'r.created_at',
      'u.gender',
      'e.id',
      'e.title_ar',
      'e.title_en',
      'e.starts_at',
      'e.location_ar',
      'e.location_en',
    ])
    .where('r.status', '=', 'registered')
    .where('e.deleted_at', 'is', null)
    .where('e.status', '=', 'published')
    .where('e.starts_at', '>', now)
    .where('e.starts_at', '<=', until)
    .where('u.is_active', '=', 1)
    .where('u.deletion_requested_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notifications as n')
            .select('n.id')
            .whereRef('n.user_id', '=', 'r.user_id')
            .where('n.topic', '=', sql<string>`'event-reminder:' || cast(e.id as text)`),
        ),
      ),
    )
    .orderBy('r.id')
    .execute()
}
