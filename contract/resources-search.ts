import * as v from 'valibot'
import { searchPage, searchPick, searchText } from './address-params'
import { codesOf, FILE_TYPE_ENTRIES, RESOURCE_CATEGORY_ENTRIES } from './reference-data'

/**
 * The /resources address (its filters and sort): its route file validates it at start-up, so
 * this module holds only what the address needs, none of the area's answers or admin bodies
 * (docs/decisions/275-start-up-schemas-in-modules-of-their-own.md). resources.ts re-exports it.
 */

export const RESOURCE_CATEGORIES = codesOf(RESOURCE_CATEGORY_ENTRIES)
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number]
/**
 * File types (from the stored file's extension; `link` = a typed external URL, e.g. a
 * recorded lecture). The demo seed holds a real small file of every type but `link`.
 */
export const RESOURCE_FILE_TYPES = codesOf(FILE_TYPE_ENTRIES)

/** The /resources sort select. */
export const RESOURCE_UI_SORTS = ['newest', 'oldest', 'downloads', 'title'] as const
export type ResourceUiSort = (typeof RESOURCE_UI_SORTS)[number]
export const ResourcesSearchSchema = v.object({
  page: searchPage,
  search: searchText,
  category: searchPick(RESOURCE_CATEGORIES),
  file_type: searchPick(RESOURCE_FILE_TYPES),
  sort: searchPick(RESOURCE_UI_SORTS),
})
export type ResourcesSearch = v.InferOutput<typeof ResourcesSearchSchema>
