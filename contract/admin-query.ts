import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'

/**
 * A whole number from 1 to `max` in a back-office query (page, page size), `fallback` when
 * missing. Text is read with Number(), so it accepts what content-query's stricter intParam
 * refuses ("1e2", " 0x10"); the two stay apart so that no admin URL changes meaning.
 */
export const adminIntParam = (fallback: number, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()], C.invalidType),
      // The range the checks below enforce, for the API document.
      v.metadata({ minimum: 1, maximum: max }),
      v.transform(Number),
      v.number(C.integer),
      v.integer(C.integer),
      v.minValue(1, C.tooSmall),
      v.maxValue(max, C.tooLarge),
    ),
    fallback,
  )
