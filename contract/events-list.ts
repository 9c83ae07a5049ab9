import * as v from 'valibot'
import { searchPage, searchPick, searchText } from './address-params'
import { PAGE_SIZES, REGISTRATION_MODES } from './constants'
import { listResponse } from './content-query'
import type { EventListQueryInput } from './events'
import { EVENT_CATEGORY_CODES } from './reference-data'

// Apart from events.ts: the /events route file and the home page load these at start-up.

export const EVENT_TYPES = EVENT_CATEGORY_CODES
export type EventType = (typeof EVENT_TYPES)[number]
/** Computed from the dates; registration-open is exactly when Register shows. */
export const EVENT_STATUS_FILTERS = ['all', 'upcoming', 'ongoing', 'completed', 'registration-open'] as const
export type EventStatusFilter = (typeof EVENT_STATUS_FILTERS)[number]

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

export const EVENT_STORED_STATUSES = ['draft', 'published', 'completed', 'cancelled'] as const

export const EventSchema = v.object({
  id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  description_ar: v.string(),
  description_en: v.string(),
  category: v.picklist(EVENT_TYPES),
  location: v.string(),
  /** '' in an older saved copy: the app then shows `location`. */
  location_ar: v.optional(v.string(), ''),
  location_en: v.optional(v.string(), ''),
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  start_time: v.string(),
  starts_at: v.string(),
  ends_at: v.nullable(v.string()),
  registration_deadline: v.nullable(v.string()),
  registration_link: v.nullable(v.string()),
  max_participants: v.nullable(v.number()),
  current_participants: v.number(),
  status: v.picklist(EVENT_STORED_STATUSES),
  stream_url: v.nullable(v.string()),
  registration_mode: v.optional(v.picklist(REGISTRATION_MODES), 'external'),
  feature_path: v.optional(v.nullable(v.string()), null),
})
export type PublicEvent = v.InferOutput<typeof EventSchema>

export const EventListResponseSchema = listResponse(EventSchema)
export type EventListResponse = v.InferOutput<typeof EventListResponseSchema>

/** "Upcoming first" and "past" contradict a status filter, so with one the list is ordered by date instead. */
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
