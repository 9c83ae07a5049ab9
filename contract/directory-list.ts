import * as v from 'valibot'
import { pagedResponse } from './content-query'
import { DIRECTORY_DEFAULT_PAGE_SIZE, DIRECTORY_PAGE_SIZES } from './constants'
import { CITIES, referenceValueIn, SPECIALTIES } from './reference-codes'

/**
 * The member directory (/members), its address (search, filters, page, sort) and its answer: its route file validates the address at start-up and the home page reads the answer
 * on a first visit, so this module holds only those, none of the area's queries, forms or admin
 * schemas (docs/decisions/275-start-up-schemas-in-modules-of-their-own.md). members.ts re-exports it.
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
  specialty: v.optional(
    v.fallback(
      v.pipe(
        v.string(),
        v.transform((value) => referenceValueIn(SPECIALTIES, value)),
      ),
      '',
    ),
    '',
  ),
  city: v.optional(
    v.fallback(
      v.pipe(
        v.string(),
        v.transform((value) => referenceValueIn(CITIES, value)),
      ),
      '',
    ),
    '',
  ),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  page_size: v.optional(
    v.fallback(v.picklist(DIRECTORY_PAGE_SIZES), DIRECTORY_DEFAULT_PAGE_SIZE),
    DIRECTORY_DEFAULT_PAGE_SIZE,
  ),
  sort: v.optional(v.fallback(v.picklist(DIRECTORY_SORTS), 'name_asc'), 'name_asc'),
})
export type DirectorySearch = v.InferOutput<typeof DirectorySearchSchema>

export const DirectoryItemSchema = v.object({
  id: v.number(),
  /** The Arabic name, else the English one; the pair beside it (empty in a copy saved before it). */
  full_name: v.string(),
  full_name_ar: v.optional(v.string(), ''),
  full_name_en: v.optional(v.string(), ''),
  avatar_url: v.nullable(v.string()),
  specialty: v.string(),
  city: v.string(),
  hospital: v.string(),
  bio: v.optional(v.string()),
  bio_ar: v.optional(v.string()),
  bio_en: v.optional(v.string()),
  email: v.optional(v.string()),
  phone: v.optional(v.string()),
})
export type DirectoryItem = v.InferOutput<typeof DirectoryItemSchema>

export const DirectoryResponseSchema = pagedResponse(DirectoryItemSchema, { page_size: v.number() })
export type DirectoryResponse = v.InferOutput<typeof DirectoryResponseSchema>
