import { randomBytes } from 'node:crypto'
import { certificateCode } from '@contract/certificates'
import { defaultCredits } from '@contract/programme'
import type { Kysely } from 'kysely'
import { prepareTicketKeys, signTicket } from '../../lib/tickets'
import { creditQuarters } from '../../modules/certificates/service'
import * as certificates from '../../modules/certificates/repository'
import * as checkIns from '../../modules/check-in/repository'
import { insertEvent } from '../../modules/events/repository'
import * as programme from '../../modules/programme/repository'
import * as registrations from '../../modules/registrations/repository'
import { ticketValidity } from '../../modules/registrations/service'
import type { Database } from '../database'
import { riyadhClock } from './content'
import { type CongressSeed, PAST_SYMPOSIUM, type SessionSeed, UPCOMING_CONGRESS } from './content-congress'

const DAY = 86_400_000
const HOUR = 3_600_000
const RIYADH = 3 * HOUR
const DEMO_MEMBER = 'member@demo.portal'
/** The CME office's demo account: it scanned the past symposium's door and issued its certificates. */
const CME_OFFICE = 'cme@demo.portal'
/** Directory members are registered too, so the attendee list and the door's search have names. */
const DIRECTORY_DOMAIN = '@members.demo.portal'

type Db = Kysely<Database>

interface Attendee {
  id: number
  email: string
  full_name: string | null
  full_name_ar: string
  full_name_en: string
  gender: string | null
}

const WEEKEND = new Set([5, 6])

function firstDay(now: Date, congress: CongressSeed): number {
  const weekday = (days: number) => new Date(now.getTime() + RIYADH + days * DAY).getUTCDay()
  let start = congress.startDays
  while (Array.from({ length: congress.days }, (_, day) => weekday(start + day)).some((d) => WEEKEND.has(d)))
    start += 1
  return start
}

function sessionTimes(
  now: Date,
  start: number,
  session: SessionSeed,
): { starts_at: string; ends_at: string } {
  const at = (clock: string) => {
    const [hour = 0, minute = 0] = clock.split(':').map(Number)
    return riyadhClock(now, start + session.day, hour, minute).toISOString()
  }
  return { starts_at: at(session.from), ends_at: at(session.to) }
}

interface SeededSession {
  id: number
  starts_at: string
  ends_at: string
  cme_credits: number
}

async function insertCongress(
  db: Db,
  now: Date,
  congress: CongressSeed,
  registered: number,
): Promise<{ eventId: number; sessions: SeededSession[]; startsAt: string; endsAt: string; deadline: Date }> {
  const start = firstDay(now, congress)
  const timed = congress.sessions.map((session) => ({ session, ...sessionTimes(now, start, session) }))
  const startsAt = timed.map((t) => t.starts_at).reduce((a, b) => (a < b ? a : b))
  const endsAt = timed.map((t) => t.ends_at).reduce((a, b) => (a > b ? a : b))
  const eventId = await insertEvent(
    db,
    {
      type: congress.type,
      status: congress.status,
      title_ar: congress.title_ar,
      title_en: congress.title_en,
      description_ar: congress.description_ar,
      description_en: congress.description_en,
      starts_at: startsAt,
      ends_at: endsAt,
      location_ar: congress.location_ar,
      location_en: congress.location_en,
      stream_url: null,
      capacity: congress.capacity,
      registration_deadline: riyadhClock(now, start - congress.deadlineBefore, 23, 59).toISOString(),
      registration_link: null,
      registration_mode: 'internal',
      registration_count: registered,
      created_at: new Date(Math.min(now.getTime(), Date.parse(startsAt)) - 40 * DAY).toISOString(),
    },
    now,
  )
  const photos = await speakerPhotos(db, congress)
  const stamp = new Date(Math.min(now.getTime(), Date.parse(startsAt)) - 30 * DAY).toISOString()
  const sessions: SeededSession[] = []
  for (const { session, starts_at, ends_at } of timed) {
    const id = await programme.insertSession(
      db,
      eventId,
      {
        title_ar: session.title_ar,
        title_en: session.title_en,
        description_ar: session.description_ar,
        description_en: session.description_en,
        starts_at,
        ends_at,
        room: session.room,
        track: session.track,
        type: session.type,
        cme_quarters: session.credits === undefined ? null : Math.round(session.credits * 4),
      },
      session.speakers.map(({ member, ...speaker }) => ({
        ...speaker,
        photo_url: member ? (photos.get(member) ?? null) : null,
      })),
      stamp,
    )
    sessions.push({
      id,
      starts_at,
      ends_at,
      cme_credits: session.credits ?? defaultCredits(starts_at, ends_at, session.type),
    })
  }
  const { accreditation } = congress
  await certificates.saveAccreditation(db, {
    event_id: eventId,
    body: accreditation.body,
    number: `${startsAt.slice(0, 4)}-${accreditation.number}`,
    accredited_on: riyadhClock(now, start + accreditation.accreditedDays, 12)
      .toISOString()
      .slice(0, 10),
    max_quarters: Math.round(accreditation.maxCredits * 4),
    logo_url: null,
    updated_at: stamp,
  })
  return {
    eventId,
    sessions,
    startsAt,
    endsAt,
    deadline: riyadhClock(now, start - congress.deadlineBefore, 12),
  }
}

/** The portraits of the demo members who speak, by their sign-in name. */
async function speakerPhotos(db: Db, congress: CongressSeed): Promise<Map<string, string>> {
  const names = [
    ...new Set(
      congress.sessions.flatMap((s) =>
        s.speakers.flatMap((speaker) => (speaker.member ? [speaker.member] : [])),
      ),
    ),
  ]
  if (!names.length) return new Map()
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('member_profiles as p', 'p.user_id', 'u.id')
    .select(['u.email', 'p.avatar_url'])
    .where(
      'u.email',
      'in',
      names.map((name) => `${name}${DIRECTORY_DOMAIN}`),
    )
    .execute()
  return new Map(
    rows.flatMap((row) =>
      row.avatar_url ? [[row.email.slice(0, -DIRECTORY_DOMAIN.length), row.avatar_url] as const] : [],
    ),
  )
}

/** Live registrations with their signed tickets, the first made at `lastDay`, the others spread over the 18 days before it; by user id. */
async function register(
  db: Db,
  eventId: number,
  days: { starts_at: string; ends_at: string },
  attendees: readonly Attendee[],
  lastDay: Date,
): Promise<Map<number, number>> {
  const byUser = new Map<number, number>()
  for (const [index, attendee] of attendees.entries()) {
    const created = new Date(lastDay.getTime() - ((index * 5) % 19) * DAY - (index % 7) * HOUR).toISOString()
    const id = await registrations.insertRegistration(db, eventId, attendee.id, created)
    await registrations.setTicket(
      db,
      id,
      await signTicket(db, { registrationId: id, eventId, ...ticketValidity(days, created) }),
    )
    byUser.set(attendee.id, id)
  }
  return byUser
}

/**
 * The coming congress: registration open, the demo member registered (a ticket for the
 * door, valid from today) with four sessions starred, and 23 directory members registered.
 */
async function seedUpcoming(
  db: Db,
  now: Date,
  member: Attendee | undefined,
  directory: readonly Attendee[],
): Promise<void> {
  const attendees = [...(member ? [member] : []), ...directory.slice(0, 23)]
  const congress = await insertCongress(db, now, UPCOMING_CONGRESS, attendees.length)
  await register(
    db,
    congress.eventId,
    { starts_at: congress.startsAt, ends_at: congress.endsAt },
    attendees,
    now,
  )
  if (!member) return
  // The keynote, the ACL lecture, the meniscal repair workshop and the shoulder panel.
  const starred = [1, 4, 7, 9].flatMap((index) => congress.sessions[index]?.id ?? [])
  await programme.saveAgenda(
    db,
    member.id,
    congress.eventId,
    starred,
    new Date(now.getTime() - 2 * DAY).toISOString(),
  )
}

/**
 * The past symposium: the demo member and 14 directory members registered, all but one
 * scanned at the door (some at the hall for each session too), and the CME office issued
 * the certificates three days later, with the credits the back office computes.
 */
async function seedPast(
  db: Db,
  now: Date,
  member: Attendee | undefined,
  directory: readonly Attendee[],
  issuer: number | undefined,
): Promise<void> {
  const attendees = [...(member ? [member] : []), ...directory.slice(23, 37)]
  const congress = await insertCongress(db, now, PAST_SYMPOSIUM, attendees.length)
  // Registered before the deadline closed.
  const byUser = await register(
    db,
    congress.eventId,
    { starts_at: congress.startsAt, ends_at: congress.endsAt },
    attendees,
    congress.deadline,
  )
  // The door and the certificates are the CME office's work: without its account, the registrations stay as they are.
  if (issuer === undefined) return
  const door = new Date(Date.parse(congress.startsAt) - 20 * 60_000)
  const issuedAt = new Date(Date.parse(congress.endsAt) + 3 * DAY).toISOString()
  const rows: Parameters<typeof certificates.insertCertificates>[1][number][] = []
  for (const [index, attendee] of attendees.entries()) {
    const registrationId = byUser.get(attendee.id)
    // The last one registered and never came.
    if (registrationId === undefined || index === attendees.length - 1) continue
    const scan = async (sessionId: number, at: Date) =>
      checkIns.insertScan(db, {
        event_id: congress.eventId,
        registration_id: registrationId,
        session_id: sessionId,
        client_id: `seed-${congress.eventId}-${registrationId}-${sessionId}`,
        device_id: sessionId ? 'seed-hall' : 'seed-door',
        scanned_by: issuer,
        scanned_at: at.toISOString(),
        received_at: at.toISOString(),
        flagged: 0,
      })
    await scan(0, new Date(door.getTime() + index * 40_000))
    // Every other attendee was also scanned at the hall doors: the demo member at every talk,
    // others at the first two only (they left before the panel).
    const halls =
      index === 0 && member
        ? congress.sessions.filter((_, i) => i !== 2)
        : index % 2
          ? congress.sessions.slice(0, 2)
          : []
    for (const session of halls)
      await scan(session.id, new Date(Date.parse(session.starts_at) - 3 * 60_000 + index * 10_000))
    const earned = halls.length ? creditQuarters(halls) : creditQuarters(congress.sessions)
    rows.push({
      code: certificateCode(randomBytes(12)),
      event_id: congress.eventId,
      registration_id: registrationId,
      user_id: attendee.id,
      full_name: attendee.full_name || attendee.email,
      full_name_ar: attendee.full_name_ar,
      full_name_en: attendee.full_name_en,
      gender: attendee.gender,
      credit_quarters: Math.min(Math.round(PAST_SYMPOSIUM.accreditation.maxCredits * 4), earned),
      issued_at: issuedAt,
      issued_by: issuer,
    })
  }
  await certificates.insertCertificates(db, rows)
}

/**
 * Conference mode on a fresh start: a coming congress to register for, browse and star, and
 * check in at the door; a past one with the demo member's CME certificate to download and verify.
 */
export async function seedCongress(db: Db, now: Date): Promise<void> {
  await prepareTicketKeys(db)
  const people = await db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'full_name_ar', 'full_name_en', 'gender', 'role'])
    .where((eb) =>
      eb.or([
        eb('email', '=', DEMO_MEMBER),
        eb('email', 'like', `%${DIRECTORY_DOMAIN}`),
        eb('email', '=', CME_OFFICE),
      ]),
    )
    .orderBy('id')
    .execute()
  const member = people.find((p) => p.email === DEMO_MEMBER)
  const directory = people.filter((p) => p.email.endsWith(DIRECTORY_DOMAIN))
  const issuer = people.find((p) => p.email === CME_OFFICE && p.role === 'cme')?.id
  await seedUpcoming(db, now, member, directory)
  await seedPast(db, now, member, directory, issuer)
}
