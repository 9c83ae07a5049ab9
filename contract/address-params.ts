import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'

/** Kept small and free of schema tables: every route file validates its address at start-up. */
export const PAGE_MAX = 100_000
export const SEARCH_MAX_LENGTH = 100

export const ContentIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,10}$/, C.integer), v.transform(Number)),
})

export const searchPage = v.optional(
  v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PAGE_MAX)), 1),
  1,
)
export const searchText = v.optional(v.fallback(v.pipe(v.string(), v.maxLength(SEARCH_MAX_LENGTH)), ''), '')
export const searchPick = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.fallback(v.optional(v.picklist(options)), undefined)
