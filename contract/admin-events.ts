import * as v from 'valibot'
import { EVENT_CAPACITY_MIN } from './constants'
import { isoTimestamp, optionalHttpUrl, trimmedText } from './admin-write-fields'
import { VALIDATION_CODES as C } from './errors'
import { EVENT_STORED_STATUSES, EVENT_TYPES } from './events'

/** Admin events (spec §3 admin reading; decisions §3: the form also edits the public fields). */
export const AdminEventSchema = v.object({
  id: v.number(),
  type: v.string(),
  status: v.string(),
  title_ar: v.string(),
  title_en: v.string(),
  description_ar: v.string(),
  description_en: v.string(),
  starts_at: v.string(),
  ends_at: v.nullable(v.string()),
  location: v.string(),
  stream_url: v.nullable(v.string()),
  capacity: v.nullable(v.number()),
  registration_deadline: v.nullable(v.string()),
  registration_link: v.nullable(v.string()),
  registration_count: v.number(),
  created_at: v.string(),
})
export type AdminEvent = v.InferOutput<typeof AdminEventSchema>
export const AdminEventListResponseSchema = v.object({ items: v.array(AdminEventSchema), total: v.number() })

export const EventWriteSchema = v.pipe(
  v.strictObject(
    {
      type: v.picklist(EVENT_TYPES, C.oneOf),
      status: v.optional(v.picklist(EVENT_STORED_STATUSES, C.oneOf), 'draft'),
      title_ar: trimmedText(300),
      title_en: trimmedText(300),
      description_ar: trimmedText(50_000),
      description_en: trimmedText(50_000),
      starts_at: v.pipe(isoTimestamp, v.check((value) => value !== null, C.required)),
      ends_at: v.optional(v.nullable(isoTimestamp), null),
      location: trimmedText(300),
      stream_url: optionalHttpUrl,
      capacity: v.optional(v.nullable(v.pipe(v.number(C.invalidType), v.integer(C.integer), v.minValue(EVENT_CAPACITY_MIN, C.tooSmall), v.maxValue(1_000_000, C.tooLarge))), null),
      registration_deadline: v.optional(v.nullable(isoTimestamp), null),
      registration_link: optionalHttpUrl,
    },
    C.unknownField,
  ),
  v.forward(
    v.check((e) => !e.ends_at || !e.starts_at || e.ends_at >= e.starts_at, C.invalid),
    ['ends_at'],
  ),
  v.forward(
    v.check((e) => Boolean(e.title_ar || e.title_en), C.required),
    ['title_en'],
  ),
)
export type EventWrite = v.InferInput<typeof EventWriteSchema>
export type EventWriteOutput = v.InferOutput<typeof EventWriteSchema>
