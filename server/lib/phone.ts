import { VALIDATION_CODES } from '@contract/errors'
import libphonenumber from 'google-libphonenumber'
import * as v from 'valibot'

/**
 * The one phone parser: libphonenumber (Google's numbering-plan data), Saudi Arabia as the
 * default region. The contract's phone schema has already folded the digits and read the
 * typed number into its E.164 candidate (contract/phone.ts); this decides whether it is a
 * real mobile or landline and gives its canonical E.164 form. Toll-free, shared-cost,
 * premium and other service numbers are refused: a member is reached on a line of their own.
 */
const util = libphonenumber.PhoneNumberUtil.getInstance()
const { PhoneNumberType: Type, PhoneNumberFormat: Format } = libphonenumber
const PERSONAL_LINES = new Set<libphonenumber.PhoneNumberType>([
  Type.MOBILE,
  Type.FIXED_LINE,
  Type.FIXED_LINE_OR_MOBILE,
])
const DEFAULT_REGION = 'SA'

/** The E.164 form of a number that is a valid mobile or landline, or null. */
export function parsePhone(text: string): string | null {
  let number: libphonenumber.PhoneNumber
  try {
    number = util.parse(text, DEFAULT_REGION)
  } catch {
    return null
  }
  if (!util.isValidNumber(number) || !PERSONAL_LINES.has(util.getNumberType(number))) return null
  return util.format(number, Format.E164)
}

type Path = readonly [string, ...string[]]

/** The object holding the last key of `path`, or undefined where the path stops early. */
function holderOf(value: unknown, path: Path): Record<string, unknown> | undefined {
  let at: unknown = value
  for (const key of path.slice(0, -1)) {
    if (at === null || typeof at !== 'object') return undefined
    // A step into a parsed body's object; non-objects stop the walk above.
    at = (at as Record<string, unknown>)[key]
  }
  // The same check for the holder itself.
  return at !== null && typeof at === 'object' ? (at as Record<string, unknown>) : undefined
}

/**
 * A body schema whose phone fields (at `paths`, after the contract's schema has read them) the
 * server's parser decides: a real number is stored in its E.164 form, anything else refused
 * with 422 `validation.phone` at that field. Wrapped around the contract's schema at the
 * route, so the OpenAPI document and every other rule stay the contract's.
 */
export function withPhonesParsed<S extends v.GenericSchema<unknown, Record<string, unknown>>>(
  schema: S,
  ...paths: Path[]
) {
  return v.pipe(
    schema,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      let refused = false
      for (const path of paths) {
        const holder = holderOf(dataset.value, path)
        // The last key of a non-empty path.
        const key = path[path.length - 1]!
        const typed = holder?.[key]
        if (!holder || typeof typed !== 'string' || typed === '') continue
        const e164 = parsePhone(typed)
        if (e164 === null) {
          refused = true
          const step = (key: string): v.IssuePathItem => ({
            type: 'object',
            origin: 'value',
            input: holder,
            key,
            value: typed,
          })
          const [first, ...rest] = path
          addIssue({ message: VALIDATION_CODES.phone, path: [step(first), ...rest.map(step)] })
        } else holder[key] = e164
      }
      return refused ? NEVER : dataset.value
    }),
  )
}
