import { foldArabic } from '@contract/fold-arabic'
import type { Agenda, ProgrammeSession } from '@contract/programme'
import { riyadhDay } from '@/lib/format/format'

/**
 * The programme as a member browses it: by day (in Saudi time, where the congress is held),
 * then by track, searched with the same Arabic folding as the server's search, and the
 * sessions the member starred ("my agenda").
 */

/** The session's day in Saudi time, as YYYY-MM-DD. */
export function sessionDay(session: Pick<ProgrammeSession, 'starts_at'>): string {
  return riyadhDay(session.starts_at)
}

/** The days that have sessions, in order. */
export function programmeDays(sessions: readonly ProgrammeSession[]): string[] {
  return [...new Set(sessions.map(sessionDay))].sort()
}

/** The tracks named in the programme (a session without one belongs to none), in the order they first appear. */
export function programmeTracks(sessions: readonly ProgrammeSession[]): string[] {
  return [...new Set(sessions.map((session) => session.track).filter(Boolean))]
}

/** What a search looks through: titles, speakers (names and affiliations), room, track and the description. */
function haystack(session: ProgrammeSession): string {
  return foldArabic(
    [
      session.title_ar,
      session.title_en,
      session.room,
      session.track,
      ...session.speakers.flatMap((speaker) => [
        speaker.name_ar,
        speaker.name_en,
        speaker.affiliation_ar,
        speaker.affiliation_en,
      ]),
      session.description_ar,
      session.description_en,
    ].join('\n'),
  )
}

/**
 * Every word of the query (folded: any alef, taa marbuta or alef maqsura, tashkeel, tatweel,
 * Arabic-Indic digits) occurs in the session's text. An empty query matches every session.
 */
export function sessionMatches(session: ProgrammeSession, query: string): boolean {
  const words = foldArabic(query).split(' ').filter(Boolean)
  if (words.length === 0) return true
  const text = haystack(session)
  return words.every((word) => text.includes(word))
}

export interface ProgrammeFilter {
  /** YYYY-MM-DD, or undefined for every day (a search looks through the whole congress). */
  day: string | undefined
  /** A track's name, or '' for all tracks. */
  track: string
  query: string
  /** Only the starred sessions. */
  agendaOnly: boolean
  starred: ReadonlySet<number>
}

/** The sessions shown, in the programme's order (by start, then room, as the server sends them). */
export function filterSessions(
  sessions: readonly ProgrammeSession[],
  filter: ProgrammeFilter,
): ProgrammeSession[] {
  return sessions.filter(
    (session) =>
      (filter.day === undefined || sessionDay(session) === filter.day) &&
      (!filter.track || session.track === filter.track) &&
      (!filter.agendaOnly || filter.starred.has(session.id)) &&
      sessionMatches(session, filter.query),
  )
}

/** The first day to show: today when the congress is on, else its first day. */
export function initialDay(days: readonly string[], now: Date): string | undefined {
  const today = riyadhDay(now)
  return days.includes(today) ? today : days[0]
}

/**
 * The stars kept on this device for one event. `synced` says the server has this set (a
 * signed-in member's change not yet sent, or stars made before signing in, are not).
 */
export interface LocalAgenda {
  session_ids: number[]
  /** When the set last changed on this device (ISO). */
  changed_at: string
  synced: boolean
}

export interface AgendaMerge {
  session_ids: number[]
  /** The merged set differs from the server's: send it. */
  push: boolean
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length

/**
 * The device's stars and the server's agenda as one set, on load:
 * - nothing on the device, or the device's set already on the server: the server's set
 *   (a change made on another device wins);
 * - a change on the device the server has not seen, newer than the server's: the device's
 *   set (sent next);
 * - a change on the device older than the server's (made offline, or before signing in,
 *   while another device saved later): both sets together, so no star is lost (sent next).
 * Ids of sessions no longer in the programme are dropped.
 */
export function mergeAgenda(
  local: LocalAgenda | undefined,
  server: Agenda,
  sessionIds: ReadonlySet<number>,
): AgendaMerge {
  const keep = (ids: readonly number[]) =>
    [...new Set(ids)].filter((id) => sessionIds.has(id)).sort((a, b) => a - b)
  const remote = keep(server.session_ids)
  if (!local || local.synced) return { session_ids: remote, push: false }
  const mine = keep(local.session_ids)
  const merged =
    server.updated_at === null || local.changed_at >= server.updated_at ? mine : keep([...mine, ...remote])
  return { session_ids: merged, push: !sameSet(merged, remote) }
}

/** The agenda with one session starred or unstarred. */
export function toggleStar(ids: readonly number[], sessionId: number): number[] {
  return ids.includes(sessionId)
    ? ids.filter((id) => id !== sessionId)
    : [...ids, sessionId].sort((a, b) => a - b)
}

/** Where a member stands with an event that registers in the portal. */
export type RegistrationState = 'registered' | 'waitlisted' | 'closed' | 'full' | 'open'

interface RegistrationFacts {
  starts_at: string
  registration_deadline: string | null
  max_participants: number | null
  current_participants: number
}

/**
 * The member's ticket or waiting-list place first (they stay shown after the deadline);
 * then closed once the deadline (or, without one, the start) has passed, as the server
 * judges it; then full when every seat is taken; else open.
 */
export function registrationState(
  event: RegistrationFacts,
  mine: { registration: unknown; waitlist_position: number | null } | undefined,
  now: Date,
): RegistrationState {
  if (mine?.registration) return 'registered'
  if (mine?.waitlist_position != null) return 'waitlisted'
  const closesAt = Date.parse(event.registration_deadline ?? event.starts_at)
  if (closesAt <= now.getTime()) return 'closed'
  if (event.max_participants !== null && event.current_participants >= event.max_participants) return 'full'
  return 'open'
}

/** Seats still free, or null when the event has no limit. */
export function seatsLeft(
  event: Pick<RegistrationFacts, 'max_participants' | 'current_participants'>,
): number | null {
  return event.max_participants === null
    ? null
    : Math.max(0, event.max_participants - event.current_participants)
}
