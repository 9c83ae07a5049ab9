import * as v from 'valibot'
import { ONE_TITLE_REQUIRED, isoTimestamp, optionalUploadPath, trimmedText } from './admin-write-fields'
import { VALIDATION_CODES as C } from './errors'
import { typedNumber } from './numbers'

/** Credits count in quarters, so sums stay exact. */
export const SESSION_TYPES = [
  'keynote',
  'lecture',
  'panel',
  'workshop',
  'symposium',
  'free_papers',
  'poster',
  'break',
  'ceremony',
  'other',
] as const
export type SessionType = (typeof SESSION_TYPES)[number]

export const SESSION_LIMITS = {
  speakers: 20,
  maxCredits: 24,
  creditStep: 0.25,
  room: 120,
  track: 120,
  title: 300,
  description: 10_000,
  name: 200,
  affiliation: 300,
} as const

/** A break is not education: no credits unless the CME office sets some. */
export const UNCREDITED_SESSION_TYPES: readonly SessionType[] = ['break']

/** One credit per 60 minutes, rounded down to a quarter. */
export function defaultCredits(startsAt: string, endsAt: string, type: SessionType): number {
  if (UNCREDITED_SESSION_TYPES.includes(type)) return 0
  const minutes = (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000
  if (!Number.isFinite(minutes) || minutes <= 0) return 0
  return Math.min(SESSION_LIMITS.maxCredits, Math.floor(minutes / 15) / 4)
}

export const SpeakerSchema = v.object({
  name_ar: v.string(),
  name_en: v.string(),
  affiliation_ar: v.string(),
  affiliation_en: v.string(),
  photo_url: v.nullable(v.string()),
})
export type Speaker = v.InferOutput<typeof SpeakerSchema>

export const SessionSchema = v.object({
  id: v.number(),
  event_id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  description_ar: v.string(),
  description_en: v.string(),
  starts_at: v.string(),
  ends_at: v.string(),
  room: v.string(),
  track: v.string(),
  type: v.picklist(SESSION_TYPES),
  cme_credits: v.number(),
  speakers: v.array(SpeakerSchema),
})
export type ProgrammeSession = v.InferOutput<typeof SessionSchema>

export const ProgrammeSchema = v.object({
  event_id: v.number(),
  updated_at: v.string(),
  sessions: v.array(SessionSchema),
})
export type Programme = v.InferOutput<typeof ProgrammeSchema>

export const ProgrammeWarningSchema = v.object({
  kind: v.picklist(['room', 'speaker']),
  session_ids: v.tuple([v.number(), v.number()]),
  subject: v.string(),
})
export type ProgrammeWarning = v.InferOutput<typeof ProgrammeWarningSchema>

export const AdminProgrammeSchema = v.object({
  event_id: v.number(),
  updated_at: v.string(),
  sessions: v.array(v.object({ ...SessionSchema.entries, credits_set: v.boolean() })),
  warnings: v.array(ProgrammeWarningSchema),
})
export type AdminProgramme = v.InferOutput<typeof AdminProgrammeSchema>

export const AdminSessionResponseSchema = v.object({
  session: v.object({ ...SessionSchema.entries, credits_set: v.boolean() }),
  warnings: v.array(ProgrammeWarningSchema),
})
export type AdminSessionResponse = v.InferOutput<typeof AdminSessionResponseSchema>

const SpeakerWriteSchema = v.strictObject(
  {
    name_ar: trimmedText(SESSION_LIMITS.name),
    name_en: trimmedText(SESSION_LIMITS.name),
    affiliation_ar: trimmedText(SESSION_LIMITS.affiliation),
    affiliation_en: trimmedText(SESSION_LIMITS.affiliation),
    photo_url: optionalUploadPath,
  },
  C.unknownField,
)

const credits = typedNumber(
  v.nullable(
    v.pipe(
      v.number(C.invalid),
      v.minValue(0, C.tooSmall),
      v.maxValue(SESSION_LIMITS.maxCredits, C.tooLarge),
      v.check((value) => Number.isInteger(value / SESSION_LIMITS.creditStep), C.invalid),
    ),
  ),
  { fraction: true },
)

const requiredTimestamp = v.pipe(
  isoTimestamp,
  v.check((value) => value !== null, C.required),
)

/** `cme_credits` null is the default; a double-booked room or speaker is only a warning. */
export const SessionWriteSchema = v.pipe(
  v.strictObject(
    {
      title_ar: trimmedText(SESSION_LIMITS.title),
      title_en: trimmedText(SESSION_LIMITS.title),
      description_ar: trimmedText(SESSION_LIMITS.description),
      description_en: trimmedText(SESSION_LIMITS.description),
      starts_at: requiredTimestamp,
      ends_at: requiredTimestamp,
      room: trimmedText(SESSION_LIMITS.room),
      track: trimmedText(SESSION_LIMITS.track),
      type: v.optional(v.picklist(SESSION_TYPES, C.oneOf), 'lecture'),
      cme_credits: v.optional(credits, null),
      speakers: v.optional(
        v.pipe(v.array(SpeakerWriteSchema, C.invalidType), v.maxLength(SESSION_LIMITS.speakers, C.tooLong)),
        [],
      ),
    },
    C.unknownField,
  ),
  v.forward(
    v.check((s) => !s.starts_at || !s.ends_at || s.ends_at > s.starts_at, C.invalid),
    ['ends_at'],
  ),
  v.forward(
    v.check((s) => Boolean(s.title_ar || s.title_en), C.required),
    ['title_en'],
  ),
  v.metadata(ONE_TITLE_REQUIRED),
  v.forward(
    v.check((s) => s.speakers.every((speaker) => Boolean(speaker.name_ar || speaker.name_en)), C.required),
    ['speakers'],
  ),
)
export type SessionWrite = v.InferInput<typeof SessionWriteSchema>
export type SessionWriteOutput = v.InferOutput<typeof SessionWriteSchema>

export const SessionParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,10}$/, C.integer), v.transform(Number)),
  sid: v.pipe(v.string(), v.regex(/^\d{1,10}$/, C.integer), v.transform(Number)),
})

export const AgendaWriteSchema = v.strictObject(
  {
    session_ids: v.pipe(
      v.array(
        v.pipe(v.number(C.invalidType), v.integer(C.integer), v.minValue(1, C.tooSmall)),
        C.invalidType,
      ),
      v.maxLength(500, C.tooLong),
    ),
  },
  C.unknownField,
)

export const AgendaSchema = v.object({
  event_id: v.number(),
  session_ids: v.array(v.number()),
  updated_at: v.nullable(v.string()),
})
export type Agenda = v.InferOutput<typeof AgendaSchema>
