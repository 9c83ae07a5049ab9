import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'
import { isOneOf } from './narrow'
import { PAGE_MAX, SEARCH_MAX_LENGTH } from './address-params'

export * from './address-params'

// Query strings bring text, the router's typed params numbers and booleans: both pass.
export const LIST_LIMIT_MAX = 100

/** Junk ("abc", "1.5", "") fails with a code, never a 500. */
const intParam = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(C.invalidType), v.number(C.invalidType)], C.invalidType),
    v.transform((value) =>
      typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN,
    ),
    v.number(C.integer),
    v.check((value) => Number.isInteger(value), C.integer),
    v.minValue(min, C.tooSmall),
    v.maxValue(max, C.tooLarge),
  )

export const boolParam = v.pipe(
  v.union([v.boolean(C.invalidType), v.picklist(['true', 'false', '1', '0'], C.oneOf)], C.invalidType),
  v.transform((value) => value === true || value === 'true' || value === '1'),
)

export const pageParam = v.optional(intParam(1, PAGE_MAX), 1)
export const limitParam = (fallback: number) => v.optional(intParam(1, LIST_LIMIT_MAX), fallback)
/** Control characters (NUL above all, which PostgreSQL text refuses) become spaces. */
const isControl = (ch: string) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f
export const withoutControls = v.transform((value: string) =>
  Array.from(value, (ch) => (isControl(ch) ? ' ' : ch)).join(''),
)
export const searchParam = v.optional(
  v.pipe(v.string(C.invalidType), withoutControls, v.trim(), v.maxLength(SEARCH_MAX_LENGTH, C.tooLong)),
  '',
)
export const optionalPick = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.optional(
    v.pipe(
      v.string(C.invalidType),
      v.metadata({ enum: [...options, ''] }),
      v.trim(),
      v.check((value) => value === '' || isOneOf(options, value), C.oneOf),
      // The check above let through only '' or a member of `options`.
      v.transform((value): T[number] | undefined => (isOneOf(options, value) ? value : undefined)),
    ),
  )
const ORDERS = ['asc', 'desc'] as const
export const orderParam = optionalPick(ORDERS)

export const listResponse = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.number() })

export const pagedResponse = <T extends v.GenericSchema, Fields extends v.ObjectEntries>(
  item: T,
  fields: Fields,
) => v.object({ items: v.array(item), total: v.number(), page: v.number(), ...fields })
