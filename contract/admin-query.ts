import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'

/** Read with Number(), laxer than content-query's intParam, so that no admin URL changes meaning. */
export const adminIntParam = (fallback: number, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()], C.invalidType),
      v.metadata({ minimum: 1, maximum: max }),
      v.transform(Number),
      v.number(C.integer),
      v.integer(C.integer),
      v.minValue(1, C.tooSmall),
      v.maxValue(max, C.tooLarge),
    ),
    fallback,
  )
