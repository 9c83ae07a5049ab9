import * as v from 'valibot'
import { foldDigits } from './digits'
import { VALIDATION_CODES as C } from './errors'

const GROUPING = /[\s,\u066C'\u2019]/g
const DECIMAL_MARK = /[,\u066B]/
const WHOLE = /^-?\d+$/
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/

/** Null when blank, NaN when not a number; grouping marks in whole numbers, one decimal mark in fractions. */
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

/** A JSON number, null, or a form's typed text, then checked by `field`. */
export const typedNumber = <S extends v.GenericSchema<number | null, unknown, v.BaseIssue<unknown>>>(
  field: S,
  options: { fraction?: boolean } = {},
) =>
  v.pipe(
    v.union([v.number(C.invalidType), v.string(C.invalidType), v.null(C.invalidType)], C.invalidType),
    v.metadata({
      description: 'A number, or its text in Western, Arabic-Indic (٠–٩) or Eastern Arabic (۰–۹) digits.',
    }),
    v.transform((value) => (typeof value === 'string' ? parseTypedNumber(value, options) : value)),
    field,
  )
