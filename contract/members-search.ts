import * as v from 'valibot'
import { DIRECTORY_DEFAULT_PAGE_SIZE, DIRECTORY_PAGE_SIZES } from './constants'
import { toReferenceValue } from './reference-data'

/**
 * The /members address (the directory's search, filters, page and sort): its route file
 * validates it at start-up, so this module holds only what the address needs, none of the area's
 * answers or admin bodies (docs/decisions/275-start-up-schemas-in-modules-of-their-own.md).
 * members.ts re-exports it.
 */

export const DIRECTORY_SORTS = ['name_asc', 'name_desc'] as const
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]

/**
 * The /members address: like the API query, but forgiving (a hand-edited URL falls back to
 * the defaults instead of failing) and without defaults written out.
 */
export const DirectorySearchSchema = v.object({
  query: v.optional(v.fallback(v.string(), ''), ''),
  // An address written before codes (`?city=Abha`, `?city=أبها`) opens the same filter as `?city=abha`.
  specialty: v.optional(v.fallback(v.pipe(v.string(), v.transform((value) => toReferenceValue('specialty', value))), ''), ''),
  city: v.optional(v.fallback(v.pipe(v.string(), v.transform((value) => toReferenceValue('city', value))), ''), ''),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  page_size: v.optional(v.fallback(v.picklist(DIRECTORY_PAGE_SIZES), DIRECTORY_DEFAULT_PAGE_SIZE), DIRECTORY_DEFAULT_PAGE_SIZE),
  sort: v.optional(v.fallback(v.picklist(DIRECTORY_SORTS), 'name_asc'), 'name_asc'),
})
export type DirectorySearch = v.InferOutput<typeof DirectorySearchSchema>
