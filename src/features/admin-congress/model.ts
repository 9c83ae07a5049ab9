import { parseTypedNumber } from '@contract/numbers'
import type { AttendeeList } from '@contract/registrations'
import {
  type AdminProgramme,
  type ProgrammeWarning,
  SESSION_LIMITS,
  type SessionWrite,
} from '@contract/programme'
import { csvText } from '@/lib/format/csv'
import { RIYADH_OFFSET_MS, riyadhDay } from '@/lib/format/format'
import { DECIMAL_NUMBER_INPUT } from '@/lib/format/typed-number'

export type AdminSession = AdminProgramme['sessions'][number]

/** The input of a CME credit amount (a session's, the congress's cap): a decimal in any digits, never negative, in quarter steps. */
export const CREDIT_INPUT = DECIMAL_NUMBER_INPUT

/**
 * The programme is edited on the congress's clock, Saudi time (UTC+3 all year, no daylight
 * saving), the clock every page shows (lib/datetime-local.ts). Instants stay ISO strings in UTC.
 */
const pad = (n: number) => String(n).padStart(2, '0')

/** The Saudi calendar day of an instant, YYYY-MM-DD. */
export const saudiDay = (iso: string): string => riyadhDay(iso)

/** Minutes since Saudi midnight of the instant's own day. */
export function saudiMinutes(iso: string): number {
  const shifted = new Date(Date.parse(iso) + RIYADH_OFFSET_MS)
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes()
}

/** The instant of a Saudi day and a time of day (minutes, may pass midnight). */
export function saudiInstant(day: string, minutes: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - RIYADH_OFFSET_MS + minutes * 60_000).toISOString()
}

/** HH:mm of a minute count (the time input's value). */
export const clockText = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`

/** A time input's HH:mm as minutes; null when it is not a time. */
export function clockMinutes(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes < 24 * 60 && Number(match[2]) < 60 ? minutes : null
}

const durationMinutes = (s: Pick<AdminSession, 'starts_at' | 'ends_at'>) =>
  Math.round((Date.parse(s.ends_at) - Date.parse(s.starts_at)) / 60_000)

/** The days that have sessions, in order. */
export function sessionDays(sessions: readonly Pick<AdminSession, 'starts_at'>[]): string[] {
  return [...new Set(sessions.map((s) => saudiDay(s.starts_at)))].sort()
}

/** The days a session can move to: the event's own days and any day already in the programme. */
export function eventDays(
  event: { starts_at: string; ends_at: string | null } | undefined,
  sessions: readonly Pick<AdminSession, 'starts_at'>[],
): string[] {
  const days = new Set(sessionDays(sessions))
  if (event) {
    const first = saudiDay(event.starts_at)
    const last = event.ends_at ? saudiDay(event.ends_at) : first
    // At most a month of days, whatever the dates say.
    for (let day = first, n = 0; day <= last && n < 31; day = saudiDay(saudiInstant(day, 24 * 60)), n += 1)
      days.add(day)
  }
  return [...days].sort()
}

export interface SessionFilter {
  day: string
  track: string
  room: string
}

export function filterSessions(sessions: readonly AdminSession[], filter: SessionFilter): AdminSession[] {
  return sessions.filter(
    (s) =>
      (!filter.day || saudiDay(s.starts_at) === filter.day) &&
      (!filter.track || s.track === filter.track) &&
      (!filter.room || s.room === filter.room),
  )
}

/** By start (then room), earliest first or last. */
export function sortByStart(sessions: readonly AdminSession[], direction: 'asc' | 'desc'): AdminSession[] {
  const sign = direction === 'asc' ? 1 : -1
  return [...sessions].sort(
    (a, b) => sign * (a.starts_at.localeCompare(b.starts_at) || a.room.localeCompare(b.room)),
  )
}

/** The distinct non-empty values of a field, sorted by the reader's collation. */
export function distinctValues(
  sessions: readonly AdminSession[],
  field: 'room' | 'track',
  compare: (a: string, b: string) => number,
): string[] {
  return [...new Set(sessions.map((s) => s[field]).filter(Boolean))].sort(compare)
}

/** Each session's clashes, for its badges. */
export function warningsBySession(warnings: readonly ProgrammeWarning[]): Map<number, ProgrammeWarning[]> {
  const map = new Map<number, ProgrammeWarning[]>()
  for (const warning of warnings)
    for (const id of warning.session_ids) map.set(id, [...(map.get(id) ?? []), warning])
  return map
}

/** The grid's rows are quarter hours, like the credit step. */
export const SLOT_MINUTES = 15

export interface GridBlock {
  session: AdminSession
  /** Index of the room's column. */
  column: number
  /** First slot (0-based) and how many slots it covers (at least one). */
  row: number
  span: number
  /** Sessions overlapping in one room stand side by side: this one's lane of `lanes`. */
  lane: number
  lanes: number
}

export interface GridLayout {
  rooms: string[]
  /** Minutes since Saudi midnight of the first slot, and of each slot. */
  start: number
  slots: number[]
  blocks: GridBlock[]
}

/**
 * The day × room grid of one day's sessions: columns are rooms (in the order given, then any
 * other room the sessions name, "" last as "no room"), rows are quarter hours from the
 * whole hour before the first start to the whole hour after the last end. Sessions that
 * overlap in one room (a clash) share the column in lanes, each cluster of chained overlaps
 * as wide as it needs.
 */
export function gridLayout(sessions: readonly AdminSession[], roomOrder: readonly string[]): GridLayout {
  const rooms = [...roomOrder]
  for (const s of sessions) if (!rooms.includes(s.room)) rooms.push(s.room)
  if (!sessions.length) return { rooms, start: 8 * 60, slots: [], blocks: [] }
  const startOf = (s: AdminSession) => saudiMinutes(s.starts_at)
  const endOf = (s: AdminSession) => startOf(s) + Math.max(durationMinutes(s), SLOT_MINUTES)
  const first = Math.floor(Math.min(...sessions.map(startOf)) / 60) * 60
  const last = Math.min(Math.ceil(Math.max(...sessions.map(endOf)) / 60) * 60, first + 48 * 60)
  const slots = Array.from({ length: (last - first) / SLOT_MINUTES }, (_, i) => first + i * SLOT_MINUTES)
  const blocks: GridBlock[] = []
  rooms.forEach((room, column) => {
    const inRoom = sessions
      .filter((s) => s.room === room)
      .sort((a, b) => startOf(a) - startOf(b) || endOf(b) - endOf(a))
    let cluster: GridBlock[] = []
    let clusterEnd = -1
    let laneEnds: number[] = []
    const closeCluster = () => {
      for (const block of cluster) block.lanes = laneEnds.length
      cluster = []
      laneEnds = []
    }
    for (const session of inRoom) {
      const from = startOf(session)
      const to = endOf(session)
      if (from >= clusterEnd) closeCluster()
      let lane = laneEnds.findIndex((end) => end <= from)
      if (lane === -1) lane = laneEnds.push(to) - 1
      else laneEnds[lane] = to
      clusterEnd = Math.max(clusterEnd, to)
      const row = Math.floor((from - first) / SLOT_MINUTES)
      const block = {
        session,
        column,
        row,
        span: Math.max(1, Math.ceil((to - first) / SLOT_MINUTES) - row),
        lane,
        lanes: 1,
      }
      cluster.push(block)
      blocks.push(block)
    }
    closeCluster()
  })
  return { rooms, start: first, slots, blocks }
}

/**
 * Where a dragged block lands: the slot under its top edge (offset in pixels from the top of
 * the room's column), kept inside the grid, as minutes since Saudi midnight.
 */
export function droppedStart(layout: GridLayout, topOffset: number, slotHeight: number): number {
  const slot = Math.min(Math.max(Math.round(topOffset / slotHeight), 0), Math.max(layout.slots.length - 1, 0))
  return layout.start + slot * SLOT_MINUTES
}

/** The write body of a session as it is (credits kept when the CME office set them, else the default again). */
export function sessionWrite(session: AdminSession): SessionWrite {
  return {
    title_ar: session.title_ar,
    title_en: session.title_en,
    description_ar: session.description_ar,
    description_en: session.description_en,
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    room: session.room,
    track: session.track,
    type: session.type,
    cme_credits: session.credits_set ? session.cme_credits : null,
    speakers: session.speakers.map((speaker) => ({ ...speaker })),
  }
}

/** A session moved to another day, start and room, its length kept. */
export function movedSession(
  session: AdminSession,
  to: { day: string; start: number; room: string },
): SessionWrite {
  const starts = saudiInstant(to.day, to.start)
  const ends = new Date(Date.parse(starts) + durationMinutes(session) * 60_000).toISOString()
  return { ...sessionWrite(session), starts_at: starts, ends_at: ends, room: to.room }
}

/** Credits as a number of the 0.25 steps, or null when the text is not one. */
export function parseCredits(text: string): number | null {
  const value = parseTypedNumber(text, { fraction: true })
  if (value === null || !Number.isFinite(value)) return null
  return Number.isInteger(value / SESSION_LIMITS.creditStep) &&
    value >= 0 &&
    value <= SESSION_LIMITS.maxCredits
    ? value
    : null
}

/**
 * Field errors by field path ("title_en", "speakers.0.name_ar") from a refusal's `detail`
 * entries (`loc` ["body", field, …], `msg` a validation code), or from valibot issues' paths.
 */
export function fieldErrorsOf(
  entries: readonly { loc: readonly (string | number)[]; code: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const { loc, code } of entries) {
    const key = loc.filter((part) => part !== 'body').join('.')
    errors[key] ??= code
  }
  return errors
}

export type AttendeeStatus = 'registered' | 'cancelled' | 'waitlisted'

export interface AttendeeRow {
  key: string
  full_name: string
  full_name_ar: string
  full_name_en: string
  email: string
  status: AttendeeStatus
  registered_at: string
  checked_in_at: string | null
}

/** Registrations and the waiting list as one list: live, then waiting in order, then cancelled. */
export function attendeeRows(list: AttendeeList): AttendeeRow[] {
  const registrations = list.items.map((a) => ({
    key: `r${a.registration_id}`,
    full_name: a.full_name,
    full_name_ar: a.full_name_ar,
    full_name_en: a.full_name_en,
    email: a.email,
    status: a.status,
    registered_at: a.registered_at,
    checked_in_at: a.checked_in_at,
  }))
  const waiting = list.waitlist.map((w) => ({
    key: `w${w.user_id}`,
    full_name: w.full_name,
    full_name_ar: w.full_name_ar,
    full_name_en: w.full_name_en,
    email: w.email,
    status: 'waitlisted' as const,
    registered_at: w.created_at,
    checked_in_at: null,
  }))
  return [
    ...registrations.filter((r) => r.status === 'registered'),
    ...waiting,
    ...registrations.filter((r) => r.status === 'cancelled'),
  ]
}

/** A name in either language or the e-mail contains the text (case-insensitive). */
export function searchAttendees(rows: readonly AttendeeRow[], text: string): AttendeeRow[] {
  const needle = text.trim().toLocaleLowerCase()
  return needle
    ? rows.filter((r) =>
        [r.full_name, r.full_name_ar, r.full_name_en, r.email].some((value) =>
          value.toLocaleLowerCase().includes(needle),
        ),
      )
    : [...rows]
}

export function attendeeStats(rows: readonly AttendeeRow[]) {
  return {
    registered: rows.filter((r) => r.status === 'registered').length,
    checkedIn: rows.filter((r) => r.status === 'registered' && r.checked_in_at).length,
    waitlisted: rows.filter((r) => r.status === 'waitlisted').length,
    cancelled: rows.filter((r) => r.status === 'cancelled').length,
  }
}

/** The attendee list as the spreadsheet gets it: stable English headers and codes, UTC times. */
export function attendeesCsv(rows: readonly AttendeeRow[]): string {
  return csvText(
    ['full_name', 'full_name_ar', 'full_name_en', 'email', 'status', 'registered_at', 'checked_in_at'],
    rows.map((r) => [
      r.full_name,
      r.full_name_ar,
      r.full_name_en,
      r.email,
      r.status,
      r.registered_at,
      r.checked_in_at,
    ]),
  )
}
