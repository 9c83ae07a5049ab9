import * as v from 'valibot'
import { searchPage, searchPick, searchText } from './address-params'
import { REGISTRATION_MODES } from './constants'
import { listResponse } from './content-query'
import { EVENT_CATEGORY_CODES } from './reference-codes'

// The /events address and answer, apart from events.ts: its route file and the home page load them at
// start-up.

/** The public `category` is the type. */
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
  /** `online` for an online event. */
  location: v.string(),
  /** '' in an older saved copy: the app then shows `location`. */
  location_ar: v.optional(v.string(), ''),
  location_en: v.optional(v.string(), ''),
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  /** Saudi time. */
  start_time: v.string(),
  starts_at: v.string(),
  ends_at: v.nullable(v.string()),
  registration_deadline: v.nullable(v.string()),
  registration_link: v.nullable(v.string()),
  max_participants: v.nullable(v.number()),
  current_participants: v.number(),
  status: v.picklist(EVENT_STORED_STATUSES),
  /** Given to signed-in active members only. */
  stream_url: v.nullable(v.string()),
  /** An older saved copy reads as external. */
  registration_mode: v.optional(v.picklist(REGISTRATION_MODES), 'external'),
  /** Absent from an older saved copy. */
  feature_path: v.optional(v.nullable(v.string()), null),
})
export type PublicEvent = v.InferOutput<typeof EventSchema>

export const EventListResponseSchema = listResponse(EventSchema)
export type EventListResponse = v.InferOutput<typeof EventListResponseSchema>
