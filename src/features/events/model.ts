import { PAGE_SIZES, type Locale } from '@contract/constants'
import { EVENT_PLACE_ENTRIES, labelIn, referenceValueIn } from '@contract/reference-data'
import { pickBilingual } from '@/lib/format/bilingual'
import { canRegister, type ComputedEventStatus } from '@contract/event-status'
import {
  eventsSearchToQuery,
  type EventSort,
  type EventsSearch,
  type EventStatusFilter,
  type PublicEvent,
} from '@contract/events-list'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { compareBy, matchesSearch, type SavedQuery } from '@/lib/offline/offline-list'

/**
 * "Add to calendar": an RFC 5545 iCalendar file. CRLF line ends, TEXT values
 * escaped (backslash, semicolon, comma, newline), UID and DTSTAMP present, times in UTC,
 * and lines folded at 75 octets (UTF-8, never inside a character).
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

export function icsDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

const encoder = new TextEncoder()

/** Folds one content line: at most 75 octets, continuation lines start with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = encoder.encode(ch).length
    const limit = parts.length === 0 ? 75 : 74 // the leading space counts on continuation lines
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export interface IcsEvent {
  uid: string
  title: string
  description: string
  location: string
  startsAt: string
  endsAt: string | null
  url?: string
}

export function buildIcs(event: IcsEvent, now: Date = new Date()): string {
  const start = new Date(event.startsAt)
  // An event without an end lasts an hour on the calendar.
  const end = event.endsAt ? new Date(event.endsAt) : new Date(start.getTime() + 60 * 60 * 1000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Saudi Orthopedic Society//Member Portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(start)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}

/** An event's place as plain text (a calendar entry): "Online" in the reader's language, else the venue in it, else in the other one. */
export function eventPlaceText(
  event: Pick<PublicEvent, 'location' | 'location_ar' | 'location_en'>,
  locale: Locale,
): string {
  if (referenceValueIn(EVENT_PLACE_ENTRIES, event.location) === 'online')
    return labelIn(EVENT_PLACE_ENTRIES, 'online', locale)
  return pickBilingual(locale, event.location_ar, event.location_en, event.location).text
}

export function icsForEvent(
  event: PublicEvent,
  title: string,
  description: string,
  host: string,
  url: string,
  locale: Locale,
  now?: Date,
): string {
  return buildIcs(
    {
      uid: `event-${event.id}@${host}`,
      title,
      description,
      location: eventPlaceText(event, locale),
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      url,
    },
    now,
  )
}

export const EVENT_STATUS_LABELS: Record<ComputedEventStatus, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  'registration-closed': msg`Registration closed`,
  ongoing: msg`Ongoing`,
  completed: msg`Completed`,
}

export const EVENT_STATUS_FILTER_LABELS: Record<EventStatusFilter, MessageDescriptor> = {
  all: msg`All`,
  upcoming: msg`Upcoming`,
  ongoing: msg`Ongoing`,
  completed: msg`Completed`,
  'registration-open': msg`Registration open`,
}

export const EVENT_SORT_LABELS: Record<EventSort, MessageDescriptor> = {
  upcoming: msg`Upcoming first`,
  newest: msg`Newest`,
  oldest: msg`Oldest`,
  past: msg`Past events`,
}

/** Quick filters of at most 3 options per group. */
export const EVENT_QUICK_CATEGORIES = ['conference', 'workshop', 'webinar'] as const
export const EVENT_QUICK_STATUSES = ['upcoming', 'ongoing', 'completed'] as const

/** Any search, filter or sort change resets the page to 1. */
export function changeEventsSearch(
  current: EventsSearch,
  change: Partial<Omit<EventsSearch, 'page'>>,
): EventsSearch {
  return { ...current, ...change, page: 1 }
}

/**
 * The /events list rules of the server (eventsSearchToQuery + the events repository)
 * applied to saved events, for search, filters and paging offline.
 */
export function savedEventsQuery(search: EventsSearch, now: Date): SavedQuery<PublicEvent> {
  const query = eventsSearchToQuery(search)
  const at = now.getTime()
  const start = (event: PublicEvent) => Date.parse(event.starts_at)
  const end = (event: PublicEvent) => (event.ends_at ? Date.parse(event.ends_at) : start(event))
  const statusMatches = (event: PublicEvent): boolean => {
    switch (query.status) {
      case 'upcoming':
        return start(event) > at
      case 'ongoing':
        return start(event) <= at && end(event) >= at
      case 'completed':
        return end(event) < at
      case 'registration-open':
        return canRegister(event, now)
      default:
        return true
    }
  }
  const direction = query.upcoming ? 1 : query.past ? -1 : query.order === 'asc' ? 1 : -1
  return {
    filter: (event) =>
      (!query.category || event.category === query.category) &&
      statusMatches(event) &&
      (!query.upcoming || start(event) > at) &&
      (!query.past || end(event) < at) &&
      matchesSearch(search.search, event, [
        event.description_ar,
        event.description_en,
        event.location_ar,
        event.location_en,
        event.location,
        event.category,
      ]),
    compare: compareBy.chain(
      (a, b) => direction * compareBy.number(start(a), start(b)),
      (a, b) => direction * compareBy.number(a.id, b.id),
    ),
    page: search.page,
    pageSize: PAGE_SIZES.events,
  }
}
