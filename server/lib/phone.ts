import { VALIDATION_CODES } from '@contract/errors'
import libphonenumber from 'google-libphonenumber'
import * as v from 'valibot'

/** libphonenumber, Saudi by default: only real mobiles and landlines pass, not service numbers. */
const util = libphonenumber.PhoneNumberUtil.getInstance()
const { PhoneNumberType: Type, PhoneNumberFormat: Format } = libphonenumber
const PERSONAL_LINES = new Set<libphonenumber.PhoneNumberType>([
  Type.MOBILE,
  Type.FIXED_LINE,
  Type.FIXED_LINE_OR_MOBILE,
])
const DEFAULT_REGION = 'SA'

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

/** Phone fields are stored in E.164 or refused with 422 `validation.phone`; other rules stay the contract's. */
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
