import * as v from 'valibot'
import { EVENT_CAPACITY_MIN, PAGE_SIZES } from './constants'
import { boolParam, limitParam, optionalPick, orderParam, pageParam, searchParam } from './content-query'
import {
  ONE_TITLE_REQUIRED,
  isoTimestamp,
  optionalHttpUrl,
  optionalUploadPath,
  trimmedText,
} from './admin-write-fields'
import { VALIDATION_CODES as C } from './errors'
import { REGISTRATION_MODES } from './constants'
import { EVENT_STATUS_FILTERS, EVENT_STORED_STATUSES, EVENT_TYPES } from './events-list'
import { typedNumber } from './numbers'

export * from './events-list'

export const EventListQuerySchema = v.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.events),
  search: searchParam,
  category: optionalPick(EVENT_TYPES),
  status: optionalPick(EVENT_STATUS_FILTERS),
  upcoming: v.optional(boolParam),
  past: v.optional(boolParam),
  order: orderParam,
})
export type EventListQuery = v.InferOutput<typeof EventListQuerySchema>
export type EventListQueryInput = v.InferInput<typeof EventListQuerySchema>

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
  location_ar: v.string(),
  location_en: v.string(),
  stream_url: v.nullable(v.string()),
  capacity: v.nullable(v.number()),
  registration_deadline: v.nullable(v.string()),
  registration_link: v.nullable(v.string()),
  registration_count: v.number(),
  registration_mode: v.string(),
  feature_path: v.nullable(v.string()),
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
      starts_at: v.pipe(
        isoTimestamp,
        v.check((value) => value !== null, C.required),
      ),
      ends_at: v.optional(v.nullable(isoTimestamp), null),
      /** `online` ("Online", "عبر الإنترنت") in either marks an online event. */
      location_ar: trimmedText(300),
      location_en: trimmedText(300),
      location: trimmedText(300),
      stream_url: optionalHttpUrl,
      capacity: v.optional(
        typedNumber(
          v.nullable(
            v.pipe(
              v.number(C.integer),
              v.integer(C.integer),
              v.minValue(EVENT_CAPACITY_MIN, C.tooSmall),
              v.maxValue(1_000_000, C.tooLarge),
            ),
          ),
        ),
        null,
      ),
      registration_deadline: v.optional(v.nullable(isoTimestamp), null),
      registration_link: optionalHttpUrl,
      registration_mode: v.optional(v.picklist(REGISTRATION_MODES, C.oneOf), 'external'),
      feature_path: optionalUploadPath,
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
  v.metadata(ONE_TITLE_REQUIRED),
)
export type EventWrite = v.InferInput<typeof EventWriteSchema>
export type EventWriteOutput = v.InferOutput<typeof EventWriteSchema>
