import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'

/**
 * What an address of the app carries: an id in the path and the list pages' search params.
 * Every route file validates its address at start-up, so this module stays small and imports
 * no schema table: the first screen's code carries it (docs/decisions/275-start-up-schemas-in-modules-of-their-own.md).
 */
export const PAGE_MAX = 100_000
export const SEARCH_MAX_LENGTH = 100

/** `GET /api/x/{id}`. */
export const ContentIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,10}$/, C.integer), v.transform(Number)),
})

// ---------- forgiving pieces for the client's typed search params ----------
// A hand-edited address falls back to the default instead of failing the page.
export const searchPage = v.optional(
  v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PAGE_MAX)), 1),
  1,
)
export const searchText = v.optional(v.fallback(v.pipe(v.string(), v.maxLength(SEARCH_MAX_LENGTH)), ''), '')
export const searchPick = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.fallback(v.optional(v.picklist(options)), undefined)
