import * as v from 'valibot'
import { pagedResponse } from './content-query'
import { DIRECTORY_DEFAULT_PAGE_SIZE, DIRECTORY_PAGE_SIZES } from './constants'
import { CITIES, referenceValueIn, SPECIALTIES } from './reference-data'

// Apart from members.ts, whose schemas would join every page's start-up (decision 555).

export const DIRECTORY_SORTS = ['name_asc', 'name_desc'] as const
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]

/** A hand-edited URL falls back to the defaults instead of failing. */
export const DirectorySearchSchema = v.object({
  query: v.optional(v.fallback(v.string(), ''), ''),
  // A city or specialty name (`?city=Abha`, `?city=أبها`) opens the same filter as its code.
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
