import * as v from 'valibot'
import { foldDigits } from './digits'
import { VALIDATION_CODES as C } from './errors'

/** Numbers typed in a form, in whichever digits the reader types (contract/digits.ts folds them). */

/** Grouping marks inside a typed whole number: spaces, commas, the Arabic thousands separator (U+066C), apostrophes. */
const GROUPING = /[\s,\u066C'\u2019]/g
/** The decimal mark of a typed fraction: a point, a comma or the Arabic decimal separator (U+066B). */
const DECIMAL_MARK = /[,\u066B]/
const WHOLE = /^-?\d+$/
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/

/**
 * The number in a form's text: null when blank, NaN when it is not one. Whole numbers may carry
 * grouping marks ("15,000", "١٥٬٠٠٠"); fractions (`fraction: true`) take one decimal mark
 * ("1.5", "1,5", "١٫٥") and no grouping.
 */
export function parseTypedNumber(
  text: string,
  { fraction = false }: { fraction?: boolean } = {},
): number | null {
  const folded = foldDigits(text).trim()
  if (folded === '') return null
  if (fraction) {
    const plain = folded.replace(DECIMAL_MARK, '.')
    return DECIMAL.test(plain) ? Number(plain) : Number.NaN
  }
  const plain = folded.replace(GROUPING, '')
  return WHOLE.test(plain) ? Number(plain) : Number.NaN
}

/**
 * A number in a request body: a JSON number, null, or the text a form holds in any of the
 * three digit sets (the app sends numbers; another client may pass the typed text on). Text
 * reads as `parseTypedNumber` reads it (blank as null, junk as NaN), then `field` checks it:
 * `v.nullable(…)` where the field may be empty, and its `v.number(code)` refuses NaN with that code.
 */
export const typedNumber = <S extends v.GenericSchema<number | null, unknown, v.BaseIssue<unknown>>>(
  field: S,
  options: { fraction?: boolean } = {},
) =>
  v.pipe(
    v.union([v.number(C.invalidType), v.string(C.invalidType), v.null(C.invalidType)], C.invalidType),
    // Typed text in any digits, for the API document: a JSON number is the usual form.
    v.metadata({
      description: 'A number, or its text in Western, Arabic-Indic (٠–٩) or Eastern Arabic (۰–۹) digits.',
    }),
    v.transform((value) => (typeof value === 'string' ? parseTypedNumber(value, options) : value)),
    field,
  )
