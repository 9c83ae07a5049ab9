import * as v from 'valibot'
import { searchPage, searchPick, searchText } from './address-params'
import { codesOf, EVENT_CATEGORY_ENTRIES } from './reference-data'

/**
 * The /events address (its filters and sort): its route file validates it at start-up, so this
 * module holds only what the address needs, none of the area's answers or admin bodies
 * (docs/decisions/275-start-up-schemas-in-modules-of-their-own.md). events.ts re-exports it.
 */

/** One type set for admin and public; the public `category` is the type. */
export const EVENT_TYPES = codesOf(EVENT_CATEGORY_ENTRIES)
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
