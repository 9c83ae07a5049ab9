import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'

export { REGISTRATION_MODES, type RegistrationMode } from './constants'

export { CHECK_IN_ROLES } from './constants'

export const RegistrationSchema = v.object({
  registration_id: v.number(),
  event_id: v.number(),
  status: v.picklist(['registered', 'cancelled']),
  ticket_code: v.string(),
  valid_from: v.string(),
  valid_until: v.string(),
  created_at: v.string(),
})
export type Registration = v.InferOutput<typeof RegistrationSchema>

export const MyRegistrationSchema = v.object({
  event_id: v.number(),
  registration: v.nullable(RegistrationSchema),
  waitlist_position: v.nullable(v.number()),
})
export type MyRegistration = v.InferOutput<typeof MyRegistrationSchema>

export const MyTicketsSchema = v.object({
  items: v.array(
    v.object({
      event: v.object({
        id: v.number(),
        title_ar: v.string(),
        title_en: v.string(),
        starts_at: v.string(),
        ends_at: v.nullable(v.string()),
        /** Tickets saved offline before the pair read it as ''. */
        location: v.string(),
        location_ar: v.optional(v.string(), ''),
        location_en: v.optional(v.string(), ''),
      }),
      registration: RegistrationSchema,
    }),
  ),
})
export type MyTickets = v.InferOutput<typeof MyTicketsSchema>
export type MyTicket = MyTickets['items'][number]

export const WaitlistEntrySchema = v.object({
  event_id: v.number(),
  position: v.number(),
  created_at: v.string(),
})
export type WaitlistEntry = v.InferOutput<typeof WaitlistEntrySchema>

export const CancelledSchema = v.object({ event_id: v.number(), cancelled: v.literal(true) })

export const AttendeeSchema = v.object({
  registration_id: v.number(),
  user_id: v.number(),
  full_name: v.string(),
  full_name_ar: v.optional(v.string(), ''),
  full_name_en: v.optional(v.string(), ''),
  email: v.string(),
  status: v.picklist(['registered', 'cancelled']),
  registered_at: v.string(),
  checked_in_at: v.nullable(v.string()),
})
export const AttendeeListSchema = v.object({
  event_id: v.number(),
  items: v.array(AttendeeSchema),
  waitlist: v.array(
    v.object({
      user_id: v.number(),
      full_name: v.string(),
      full_name_ar: v.optional(v.string(), ''),
      full_name_en: v.optional(v.string(), ''),
      email: v.string(),
      position: v.number(),
      created_at: v.string(),
    }),
  ),
})
export type AttendeeList = v.InferOutput<typeof AttendeeListSchema>

const ID_TEXT = /^[A-Za-z0-9_-]{8,100}$/

/** `client_id` per scan (a replay counts once); two `device_id`s admitting one ticket are flagged. */
export const CheckInRequestSchema = v.pipe(
  v.strictObject(
    {
      ticket_code: v.optional(
        v.pipe(v.string(C.invalidType), v.trim(), v.minLength(1, C.required), v.maxLength(200, C.tooLong)),
      ),
      registration_id: v.optional(
        v.pipe(v.number(C.invalidType), v.integer(C.integer), v.minValue(1, C.tooSmall)),
      ),
      client_id: v.optional(v.pipe(v.string(C.invalidType), v.regex(ID_TEXT, C.invalid))),
      device_id: v.optional(v.pipe(v.string(C.invalidType), v.regex(ID_TEXT, C.invalid))),
      scanned_at: v.optional(v.pipe(v.string(C.invalidType), v.isoTimestamp(C.invalid))),
      session_id: v.optional(
        v.pipe(v.number(C.invalidType), v.integer(C.integer), v.minValue(1, C.tooSmall)),
      ),
    },
    C.unknownField,
  ),
  v.forward(
    v.check((input) => input.ticket_code !== undefined || input.registration_id !== undefined, C.required),
    ['ticket_code'],
  ),
  v.forward(
    v.check((input) => input.ticket_code === undefined || input.registration_id === undefined, C.invalid),
    ['registration_id'],
  ),
)
export type CheckInRequest = v.InferInput<typeof CheckInRequestSchema>

export const CheckInResultSchema = v.object({
  status: v.picklist(['checked_in', 'already_checked_in']),
  checked_in_at: v.string(),
  attendee: v.object({
    full_name: v.string(),
    full_name_ar: v.optional(v.string(), ''),
    full_name_en: v.optional(v.string(), ''),
  }),
  registration_id: v.number(),
  session_id: v.nullable(v.number()),
  /** Another device had already admitted this ticket: someone should look. */
  flagged: v.boolean(),
})
export type CheckInResult = v.InferOutput<typeof CheckInResultSchema>

export const CheckInDataQuerySchema = v.object({
  since: v.optional(v.pipe(v.string(C.invalidType), v.isoTimestamp(C.invalid))),
})

/** What a door needs to decide offline, and nothing else about attendees; with `since`, only what changed. */
export const CheckInDataSchema = v.object({
  event_id: v.number(),
  generated_at: v.string(),
  keys: v.array(v.object({ kid: v.number(), public_key: v.string() })),
  roster: v.array(
    v.object({
      registration_id: v.number(),
      full_name: v.string(),
      full_name_ar: v.optional(v.string(), ''),
      full_name_en: v.optional(v.string(), ''),
      status: v.picklist(['registered', 'cancelled']),
    }),
  ),
  check_ins: v.array(
    v.object({
      registration_id: v.number(),
      session_id: v.nullable(v.number()),
      checked_in_at: v.string(),
      flagged: v.boolean(),
    }),
  ),
})
export type CheckInData = v.InferOutput<typeof CheckInDataSchema>
