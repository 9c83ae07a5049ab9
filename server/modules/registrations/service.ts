import { personNameOf } from '@contract/script-language'
import { dayNumber } from '@contract/ticket-code'
import { singleReading } from '@contract/script-language'
import type {
  AttendeeList,
  MyRegistration,
  MyTickets,
  Registration,
  WaitlistEntry,
} from '@contract/registrations'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError } from '../../lib/errors'
import { registrationEmail } from '../../lib/mail/event-templates'
import { queueMail, wakeMailSender } from '../../lib/mail/queue'
import { prepareTicketKeys, signTicket } from '../../lib/tickets'
import { notify, reminderNotification, seatNotification } from '../notifications/service'
import {
  existingEvent,
  freeSeat,
  type RegistrationEvent,
  registrationEvent,
  takeSeat,
} from '../events/service'
import * as repository from './repository'

const DAY_MS = 86_400_000
type EventDays = Pick<RegistrationEvent, 'starts_at' | 'ends_at'>
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** A ticket opens the door from its issue day to the day after the event ends (late sessions, clocks off). */
export function ticketValidity(event: EventDays, issuedAt: string) {
  return { validFromDay: dayNumber(issuedAt), validUntilDay: dayNumber(event.ends_at ?? event.starts_at) + 1 }
}

function toRegistration(row: repository.RegistrationRow, event: EventDays): Registration {
  const { validFromDay, validUntilDay } = ticketValidity(event, row.created_at)
  return {
    registration_id: row.id,
    event_id: row.event_id,
    status: row.status === 'cancelled' ? 'cancelled' : 'registered',
    ticket_code: row.ticket_code,
    valid_from: isoDay(validFromDay),
    valid_until: isoDay(validUntilDay),
    created_at: row.created_at,
  }
}

function refuseUnlessOpen(event: RegistrationEvent, now: Date): void {
  if (event.registration_mode !== 'internal')
    throw new HttpError(409, 'This event does not take registrations in the portal', 'registrationNotOffered')
  const closesAt = event.registration_deadline ?? event.starts_at
  if (closesAt <= now.toISOString())
    throw new HttpError(409, 'Registration for this event is closed', 'registrationClosed')
}

/** `db` may be a transaction (keys prepared before it). */
async function seat(
  deps: AppDeps,
  db: AppDeps['db'],
  event: RegistrationEvent,
  userId: number,
  stamp: string,
): Promise<repository.RegistrationRow> {
  const id = await repository.insertRegistration(db, event.id, userId, stamp)
  const code = await signTicket(deps.db, {
    registrationId: id,
    eventId: event.id,
    ...ticketValidity(event, stamp),
  })
  await repository.setTicket(db, id, code)
  const row = await repository.findById(db, id)
  if (!row) throw new Error('A registration vanished inside its own transaction')
  return row
}

/** Queued in the seat's own transaction `db`. */
async function queueSeatMail(
  deps: AppDeps,
  db: AppDeps['db'],
  userId: number,
  event: RegistrationEvent,
  ticketCode: string,
  promoted: boolean,
): Promise<void> {
  await notify(db, [seatNotification(userId, event, promoted, deps.now().toISOString())])
  const user = await repository.userContact(db, userId)
  if (user)
    await queueMail(
      deps,
      db,
      registrationEmail(user, event, ticketCode, `${deps.config.publicUrl}/events/${event.id}`, promoted),
    )
}

/**
 * Registers the member: a seat and a signed ticket the first time (`created`), the same
 * ticket on every later call, so a double tap or a replayed request never takes two seats.
 */
export async function register(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
): Promise<{ created: boolean; registration: Registration }> {
  const now = deps.now()
  const event = await registrationEvent(deps.db, eventId)
  const existing = await repository.findLive(deps.db, eventId, viewer.id)
  if (existing) return { created: false, registration: toRegistration(existing, event) }
  refuseUnlessOpen(event, now)
  await prepareTicketKeys(deps.db)
  const stamp = now.toISOString()
  let row: repository.RegistrationRow | undefined
  try {
    row = await deps.db.transaction().execute(async (trx) => {
      if (!(await takeSeat(trx, eventId))) return undefined
      const taken = await seat(deps, trx, event, viewer.id, stamp)
      await queueSeatMail(deps, trx, viewer.id, event, taken.ticket_code, false)
      return taken
    })
  } catch (error) {
    // The same member's twin request won the race (one live registration per member): answer its ticket.
    const twin = await repository.findLive(deps.db, eventId, viewer.id)
    if (twin) return { created: false, registration: toRegistration(twin, event) }
    throw error
  }
  if (!row) throw new HttpError(409, 'This event is full', 'eventFull')
  wakeMailSender(deps)
  await repository.leaveWaitlist(deps.db, eventId, viewer.id, stamp)
  return { created: true, registration: toRegistration(row, event) }
}

export async function myRegistration(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
): Promise<MyRegistration> {
  const event = await registrationEvent(deps.db, eventId)
  const live = await repository.findLive(deps.db, eventId, viewer.id)
  const queue = live ? [] : await repository.waiting(deps.db, eventId)
  const place = queue.findIndex((entry) => entry.user_id === viewer.id)
  return {
    event_id: eventId,
    registration: live ? toRegistration(live, event) : null,
    waitlist_position: place >= 0 ? place + 1 : null,
  }
}

/**
 * The member's tickets that still open a door (valid until today or later), soonest event
 * first: what the "My tickets" page and the dashboard show, and keep for offline.
 */
export async function myTickets(deps: AppDeps, viewer: Viewer): Promise<MyTickets> {
  const today = deps.now().toISOString().slice(0, 10)
  const rows = await repository.liveTicketsOf(deps.db, viewer.id)
  const items = rows.map(({ title_ar, title_en, starts_at, ends_at, location_ar, location_en, ...row }) => ({
    event: {
      id: row.event_id,
      title_ar,
      title_en,
      starts_at,
      ends_at,
      location: singleReading(location_ar, location_en),
      location_ar,
      location_en,
    },
    registration: toRegistration(row, { starts_at, ends_at }),
  }))
  return { items: items.filter((item) => item.registration.valid_until >= today) }
}

/**
 * Joins the waiting list of a full event (again: the same place). Refused while seats are
 * free — register instead — and for a member who already has a seat.
 */
export async function joinWaitlist(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
): Promise<{ created: boolean; entry: WaitlistEntry }> {
  const now = deps.now()
  const event = await registrationEvent(deps.db, eventId)
  if (await repository.findLive(deps.db, eventId, viewer.id))
    throw new HttpError(409, 'Already registered for this event', 'alreadyRegistered')
  const place = async () => {
    const queue = await repository.waiting(deps.db, eventId)
    const index = queue.findIndex((entry) => entry.user_id === viewer.id)
    const entry = queue[index]
    return entry ? { event_id: eventId, position: index + 1, created_at: entry.created_at } : undefined
  }
  const already = await place()
  if (already) return { created: false, entry: already }
  refuseUnlessOpen(event, now)
  if (event.capacity === null || event.registration_count < event.capacity)
    throw new HttpError(409, 'Seats are still available', 'seatsAvailable')
  try {
    await repository.joinWaitlist(deps.db, eventId, viewer.id, now.toISOString())
  } catch (error) {
    // A twin request joined first (one waiting place per member).
    if (!(await place())) throw error
    return { created: false, entry: await placeOrThrow(place) }
  }
  return { created: true, entry: await placeOrThrow(place) }
}

async function placeOrThrow(place: () => Promise<WaitlistEntry | undefined>): Promise<WaitlistEntry> {
  const entry = await place()
  if (!entry) throw new Error('A waiting-list place vanished right after it was taken')
  return entry
}

/**
 * Cancels the member's registration (its ticket is revoked at once: doors learn it with
 * their next sync) or their waiting place; a freed seat goes to the first member waiting,
 * who gets a ticket and an e-mail.
 */
export async function cancelMine(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
): Promise<{ event_id: number; cancelled: true }> {
  const event = await registrationEvent(deps.db, eventId)
  const stamp = deps.now().toISOString()
  const live = await repository.findLive(deps.db, eventId, viewer.id)
  if (!live) {
    if (await repository.leaveWaitlist(deps.db, eventId, viewer.id, stamp))
      return { event_id: eventId, cancelled: true }
    throw new HttpError(404, 'Not registered for this event', 'notRegistered')
  }
  await prepareTicketKeys(deps.db)
  const promoted = await deps.db.transaction().execute(async (trx) => {
    if (!(await repository.cancel(trx, live.id, stamp))) return []
    await freeSeat(trx, eventId)
    const seated: repository.RegistrationRow[] = []
    for (const next of await repository.waiting(trx, eventId)) {
      if (!(await takeSeat(trx, eventId))) break
      await repository.markPromoted(trx, next.id, stamp)
      const taken = await seat(deps, trx, event, next.user_id, stamp)
      await queueSeatMail(deps, trx, next.user_id, event, taken.ticket_code, true)
      seated.push(taken)
    }
    return seated
  })
  if (promoted.length) wakeMailSender(deps)
  return { event_id: eventId, cancelled: true }
}

/** The attendee list and the waiting list of an event, for staff and its CSV export. */
export async function attendeeList(deps: AppDeps, eventId: number): Promise<AttendeeList> {
  await existingEvent(deps, eventId, 'admin')
  const [rows, queue] = await Promise.all([
    repository.attendees(deps.db, eventId),
    repository.waiting(deps.db, eventId),
  ])
  return {
    event_id: eventId,
    items: rows.map((row) => ({
      registration_id: row.id,
      user_id: row.user_id,
      ...personNameOf(row),
      email: row.email,
      status: row.status === 'cancelled' ? 'cancelled' : 'registered',
      registered_at: row.created_at,
      checked_in_at: row.checked_in_at ?? null,
    })),
    waitlist: queue.map((entry, index) => ({
      user_id: entry.user_id,
      ...personNameOf(entry),
      email: entry.email,
      position: index + 1,
      created_at: entry.created_at,
    })),
  }
}

/** A registration with its member's name, for the door (check-in module). */
export async function registrationForDoor(deps: AppDeps, registrationId: number) {
  const row = await repository.findById(deps.db, registrationId)
  if (!row) return undefined
  const user = await repository.userContact(deps.db, row.user_id)
  const name = personNameOf(user ?? { full_name: null })
  return {
    id: row.id,
    event_id: row.event_id,
    status: row.status,
    full_name: name.full_name || user?.email || '',
    full_name_ar: name.full_name_ar,
    full_name_en: name.full_name_en,
  }
}

/** The roster a door caches: registration id, name, live or cancelled; only rows changed since `since`. */
export async function doorRoster(deps: AppDeps, eventId: number, since: string | undefined) {
  const rows = await repository.roster(deps.db, eventId, since)
  return rows.map((row) => ({
    registration_id: row.id,
    ...personNameOf(row),
    full_name: row.full_name || row.email,
    status: row.status === 'cancelled' ? ('cancelled' as const) : ('registered' as const),
  }))
}

/** Every registration a member ever made (for their data export), oldest first. */
export async function registrationsOfMember(deps: AppDeps, userId: number) {
  const rows = await repository.ofMember(deps.db, userId)
  return rows.map((row) => ({
    event_id: row.event_id,
    registered_at: row.created_at,
    status: row.status,
    cancelled_at: row.cancelled_at,
  }))
}

/** How far ahead of an event its registrants are reminded. */
const REMINDER_AHEAD_MS = DAY_MS

/**
 * The reminders due now: each member registered for a published event that starts within a
 * day hears of it once in the notification centre (a periodic job; a later run, or another
 * instance, finds it told already). A member who registered inside that day has just had the
 * confirmation and is not reminded again. Answers how many were written.
 */
export async function remindUpcomingEvents(deps: AppDeps): Promise<number> {
  const now = deps.now()
  const rows = await repository.dueReminders(
    deps.db,
    now.toISOString(),
    new Date(now.getTime() + REMINDER_AHEAD_MS).toISOString(),
  )
  const due = rows.filter((row) => Date.parse(row.created_at) < Date.parse(row.starts_at) - REMINDER_AHEAD_MS)
  const stamp = now.toISOString()
  await notify(
    deps.db,
    due.map((row) => reminderNotification(row, row, stamp)),
  )
  return due.length
}
