import * as v from 'valibot'
import { searchPage, searchPick, searchText } from './address-params'
import { PAGE_SIZES, REGISTRATION_MODES } from './constants'
import { listResponse } from './content-query'
import type { EventListQueryInput } from './events'
import { EVENT_CATEGORY_CODES } from './reference-codes'

/**
 * The public /events list, its address (filters, sort), the API query it asks and its answer: its route file validates the address at start-up and the home page reads the answer
 * on a first visit, so this module holds only those, none of the area's queries, forms or admin
 * schemas (docs/decisions/275-start-up-schemas-in-modules-of-their-own.md). events.ts re-exports it.
 */

/** One type set for admin and public; the public `category` is the type. */
export const EVENT_TYPES = EVENT_CATEGORY_CODES
export type EventType = (typeof EVENT_TYPES)[number]
/**
 * The /events status filter. Computed from the dates (contract/event-status.ts):
 * upcoming = starts in the future (a card may still show "registration closed");
 * ongoing = started and not ended; completed = ended;
 * registration-open = starts in the future, the deadline (or the start) is in the future,
 * and a registration link exists (exactly when Register shows).
 */
export const EVENT_STATUS_FILTERS = ['all', 'upcoming', 'ongoing', 'completed', 'registration-open'] as const
export type EventStatusFilter = (typeof EVENT_STATUS_FILTERS)[number]

/** The /events sort select: upcoming first, newest, oldest, past. */
export const EVENT_SORTS = ['upcoming', 'newest', 'oldest', 'past'] as const
export type EventSort = (typeof EVENT_SORTS)[number]
export const EventsSearchSchema = v.object({
  page: searchPage,
  search: searchText,
  category: searchPick(EVENT_TYPES),
  status: searchPick(EVENT_STATUS_FILTERS),
  sort: searchPick(EVENT_SORTS),
})
export type EventsSearch = v.InferOutput<typeof EventsSearchSchema>

/** Stored (admin) status; public lists show published and completed only. */
export const EVENT_STORED_STATUSES = ['draft', 'published', 'completed', 'cancelled'] as const

/** Public reading plus the ISO timestamps the status rule needs. */
export const EventSchema = v.object({
  id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  description_ar: v.string(),
  description_en: v.string(),
  category: v.picklist(EVENT_TYPES),
  /** The venue: `location_ar`, else `location_en`; `online` for an online event (in every field). */
  location: v.string(),
  /** The venue in each language ('' when not given). Saved copies from before them read as '' (the app then shows `location`). */
  location_ar: v.optional(v.string(), ''),
  location_en: v.optional(v.string(), ''),
  /** Full ISO timestamps (UTC); format them with the locale. */
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  /** "HH:MM" in Saudi time (Asia/Riyadh, UTC+3): the home card's time. */
  start_time: v.string(),
  starts_at: v.string(),
  ends_at: v.nullable(v.string()),
  registration_deadline: v.nullable(v.string()),
  registration_link: v.nullable(v.string()),
  max_participants: v.nullable(v.number()),
  current_participants: v.number(),
  /** Stored status: published or completed on the public side. */
  status: v.picklist(EVENT_STORED_STATUSES),
  /** The online session's link: given to signed-in active members only (null for others). */
  stream_url: v.nullable(v.string()),
  /** external: the Register link; internal: register in the portal for an e-ticket; none. Saved copies from before it existed read as external. */
  registration_mode: v.optional(v.picklist(REGISTRATION_MODES), 'external'),
  /** The event's picture (an /uploads/… path), null without one. Saved copies from before it existed read as null. */
  feature_path: v.optional(v.nullable(v.string()), null),
})
export type PublicEvent = v.InferOutput<typeof EventSchema>

export const EventListResponseSchema = listResponse(EventSchema)
export type EventListResponse = v.InferOutput<typeof EventListResponseSchema>

/**
 * The API query of an /events address. "Upcoming first" and "past" narrow the list
 * (upcoming=true / past=true); combined with a status filter they would contradict
 * it (completed events are never upcoming), so then the list is ordered by date instead.
 */
export function eventsSearchToQuery(search: EventsSearch): EventListQueryInput {
  const status = search.status && search.status !== 'all' ? search.status : undefined
  let sort: EventSort = search.sort ?? 'upcoming'
  if (sort === 'upcoming' && (status === 'completed' || status === 'ongoing'))
    sort = status === 'completed' ? 'newest' : 'oldest'
  if (sort === 'past' && status && status !== 'completed') sort = 'oldest'
  return {
    page: search.page,
    limit: PAGE_SIZES.events,
    ...(search.search ? { search: search.search } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(status ? { status } : {}),
    ...(sort === 'upcoming'
      ? { upcoming: true }
      : sort === 'past'
        ? { past: true }
        : { order: sort === 'oldest' ? 'asc' : 'desc' }),
  }
}
