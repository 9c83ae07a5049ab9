import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'
import { typedNumber } from './numbers'

export const CPD_CLASSIFICATIONS = ['consultant', 'specialist', 'resident', 'other'] as const
export type CpdClassification = (typeof CPD_CLASSIFICATIONS)[number]

export const CPD_CYCLE_YEARS = [1, 3, 5] as const
export type CpdCycleYears = (typeof CPD_CYCLE_YEARS)[number]

export const CPD_ACTIVITY_TYPES = [
  'conference',
  'workshop',
  'course',
  'online',
  'publication',
  'other',
] as const
export type CpdActivityType = (typeof CPD_ACTIVITY_TYPES)[number]

export const CPD_HOURS = { min: 0.25, max: 100, step: 0.25 } as const
export const CPD_EARLIEST_DATE = '1990-01-01'
export const CPD_FILE_MAX_BYTES = 10 * 1024 * 1024
export const CPD_FILE_TYPES = ['pdf', 'jpeg', 'png', 'webp'] as const
export type CpdFileType = (typeof CPD_FILE_TYPES)[number]

export const CPD_LIMITS = {
  title: 300,
  provider: 200,
  accreditationNumber: 60,
  registrationNumber: 40,
  requiredHours: 1000,
} as const

/** As published by SCFHS (residents in training are exempt), kept as data with its source. */
export const SCFHS_REQUIRED_HOURS = {
  source: 'Saudi Commission for Health Specialties — Required CME hours',
  url: 'https://scfhs.org.sa',
  as_of: '2026-12-02',
  hours: { 1: 30, 3: 90, 5: 150 } satisfies Record<CpdCycleYears, number>,
} as const

export const isoDate = v.pipe(
  v.string(C.invalidType),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, C.invalid),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  }, C.invalid),
)

const text = (max: number) =>
  v.optional(v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(max, C.tooLong)), '')

/** A number of hours as typed, in any digits; its range and quarters are checked by the server with their own codes. */
const hours = typedNumber(v.nullable(v.number(C.invalidType)), { fraction: true })

/** PUT /api/members/me/cpd/licence. The cycle: its end (the renewal date) and length; its start when it is not the end stepped back by the length. */
export const CpdLicenceWriteSchema = v.strictObject(
  {
    classification: v.picklist(CPD_CLASSIFICATIONS, C.oneOf),
    registration_number: v.optional(
      v.nullable(
        v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(CPD_LIMITS.registrationNumber, C.tooLong)),
      ),
      null,
    ),
    cycle_years: v.picklist(CPD_CYCLE_YEARS, C.oneOf),
    cycle_end: isoDate,
    cycle_start: v.optional(v.nullable(isoDate), null),
    /** Only for the classification `other`: the hours the member's own rule requires. */
    required_hours: v.optional(hours, null),
  },
  C.unknownField,
)
export type CpdLicenceWrite = v.InferInput<typeof CpdLicenceWriteSchema>

export const CpdLicenceSchema = v.object({
  classification: v.picklist(CPD_CLASSIFICATIONS),
  registration_number: v.nullable(v.string()),
  cycle_years: v.picklist(CPD_CYCLE_YEARS),
  cycle_start: v.string(),
  cycle_end: v.string(),
  /** What the classification requires: SCFHS's table, exempt (residents), or the member's own figure (other). */
  requirement: v.picklist(['scfhs', 'exempt', 'member']),
  required_hours: v.nullable(v.number()),
  updated_at: v.string(),
})
export type CpdLicence = v.InferOutput<typeof CpdLicenceSchema>

/** POST and PUT of an external activity. */
export const CpdActivityWriteSchema = v.strictObject(
  {
    title: v.pipe(
      v.string(C.invalidType),
      v.trim(),
      v.minLength(1, C.required),
      v.maxLength(CPD_LIMITS.title, C.tooLong),
    ),
    provider: text(CPD_LIMITS.provider),
    accreditation_number: text(CPD_LIMITS.accreditationNumber),
    activity_type: v.picklist(CPD_ACTIVITY_TYPES, C.oneOf),
    date: isoDate,
    hours: v.pipe(
      hours,
      v.check((value) => value !== null, C.required),
    ),
    /** The id POST /api/members/me/cpd/files answered; null for none. */
    file_id: v.optional(v.nullable(v.pipe(v.string(C.invalidType), v.maxLength(64, C.tooLong))), null),
    /** The member's word that this is a different activity from an earlier one with the same accreditation number and date. */
    distinct: v.optional(v.boolean(C.invalidType), false),
  },
  C.unknownField,
)
export type CpdActivityWrite = v.InferInput<typeof CpdActivityWriteSchema>

export const CpdActivityIdParamSchema = v.object({
  id: v.pipe(v.string(), v.transform(Number), v.number(), v.integer(C.integer), v.minValue(1, C.tooSmall)),
})

export const CpdFileSchema = v.object({
  id: v.string(),
  name: v.string(),
  size: v.number(),
  type: v.picklist(CPD_FILE_TYPES),
})
export type CpdFile = v.InferOutput<typeof CpdFileSchema>

const counting = {
  /** Whether the hours count in the totals. */
  counted: v.boolean(),
  /** An earlier entry has the same accreditation number and date: left out until the member says it differs. */
  duplicate: v.boolean(),
}

const PortalActivitySchema = v.object({
  source: v.literal('portal'),
  certificate_code: v.string(),
  event_id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  accreditation_number: v.string(),
  activity_type: v.picklist(CPD_ACTIVITY_TYPES),
  /** The event's first day, in Saudi time. */
  date: v.string(),
  hours: v.number(),
  ...counting,
})

export const CpdExternalActivitySchema = v.object({
  source: v.literal('external'),
  id: v.number(),
  title: v.string(),
  provider: v.string(),
  accreditation_number: v.string(),
  activity_type: v.picklist(CPD_ACTIVITY_TYPES),
  date: v.string(),
  hours: v.number(),
  file: v.nullable(CpdFileSchema),
  distinct: v.boolean(),
  ...counting,
})

export const CpdActivitySchema = v.variant('source', [PortalActivitySchema, CpdExternalActivitySchema])
export type CpdActivity = v.InferOutput<typeof CpdActivitySchema>
export type CpdExternalActivity = v.InferOutput<typeof CpdExternalActivitySchema>

export const CPD_CYCLE_CHOICES = ['current', 'previous'] as const

export const CpdRecordQuerySchema = v.object({
  cycle: v.optional(v.picklist(CPD_CYCLE_CHOICES, C.oneOf), 'current'),
})

export const CpdCycleSchema = v.object({
  which: v.picklist(CPD_CYCLE_CHOICES),
  start: v.string(),
  end: v.string(),
  required_hours: v.nullable(v.number()),
  earned_hours: v.number(),
  /** Hours still needed; null when the requirement is unknown. */
  remaining_hours: v.nullable(v.number()),
})

/**
 * Transcript codes: `CPD-` and twelve characters of the certificates' alphabet (Crockford
 * base32, 60 random bits). The prefix keeps them from being taken for a certificate's
 * XXXX-XXXX-XXXX code, on paper or in either verification page.
 */
export const CPD_TRANSCRIPT_CODE_PATTERN =
  /^CPD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

/** What a typed transcript code means: case, spaces, dashes and the look-alike letters forgiven (o→0, i/l→1). */
export function normalizeTranscriptCode(text: string): string {
  const bare = text.toUpperCase().replace(/[\s\-–]/g, '')
  if (!bare.startsWith('CPD') || bare.length !== 15) return bare
  const rest = bare.slice(3).replace(/O/g, '0').replace(/[IL]/g, '1')
  return `CPD-${rest.slice(0, 4)}-${rest.slice(4, 8)}-${rest.slice(8)}`
}

export const CpdTranscriptCodeParamSchema = v.object({
  code: v.pipe(
    v.string(),
    v.transform(normalizeTranscriptCode),
    v.regex(CPD_TRANSCRIPT_CODE_PATTERN, C.invalid),
  ),
})

/** POST /api/members/me/cpd/transcripts: the cycle the transcript covers. */
export const CpdTranscriptRequestSchema = v.strictObject(
  { cycle: v.optional(v.picklist(CPD_CYCLE_CHOICES, C.oneOf), 'current') },
  C.unknownField,
)

/** A transcript as the record holds it on the day it was issued. */
const transcriptTotals = {
  code: v.string(),
  cycle_start: v.string(),
  cycle_end: v.string(),
  /** Null when the requirement was not known (classification `other` without its figure). */
  required_hours: v.nullable(v.number()),
  earned_hours: v.number(),
  /** Activities listed, duplicates included (they are printed, marked, and not counted). */
  activity_count: v.number(),
  issued_at: v.string(),
}

/** The member's own transcript: its totals and where its PDF is (signed in, the member only). */
export const CpdTranscriptSchema = v.object({
  ...transcriptTotals,
  /** The API path of the PDF, read with the member's session. */
  pdf_url: v.string(),
  /** The public page that checks it (the QR code's content). */
  verify_url: v.string(),
})
export type CpdTranscript = v.InferOutput<typeof CpdTranscriptSchema>

/** GET /api/cpd/transcripts/{code}: what anyone holding the code may check; never the activities or their files. */
export const CpdTranscriptVerificationSchema = v.object({
  ...transcriptTotals,
  full_name: v.string(),
  full_name_ar: v.string(),
  full_name_en: v.string(),
  registration_number: v.nullable(v.string()),
  /** A later transcript of the same cycle exists: this one shows the record as it was on its date. */
  superseded: v.boolean(),
})
export type CpdTranscriptVerification = v.InferOutput<typeof CpdTranscriptVerificationSchema>

/** GET /api/members/me/cpd: one cycle's activities, unpaged (a cycle holds at most a few hundred); every activity when no licence is set. */
export const CpdRecordSchema = v.object({
  licence: v.nullable(CpdLicenceSchema),
  cycle: v.nullable(CpdCycleSchema),
  activities: v.array(CpdActivitySchema),
  /** The newest transcript of this cycle, if any (kept for reading offline). */
  last_transcript: v.nullable(CpdTranscriptSchema),
  requirement_source: v.object({ source: v.string(), url: v.string(), as_of: v.string() }),
})
export type CpdRecord = v.InferOutput<typeof CpdRecordSchema>

export const CpdDeletedSchema = v.object({ id: v.number(), deleted: v.literal(true) })

/** GET /api/admin/cpd/summary: aggregates only, never one member's activities or files. */
export const CpdSummarySchema = v.object({
  /** Active members who set their licence. */
  members_with_licence: v.number(),
  /** Of them, requirement met or hours at least in proportion to the cycle's days gone. */
  on_track: v.number(),
  behind: v.number(),
  /** Residents (exempt) and `other` classifications without a figure: neither on track nor behind. */
  not_assessed: v.number(),
  /** Credit hours of the society's live certificates by month of issue (Saudi time), the last 12 months, oldest first. */
  hours_issued_by_month: v.array(
    v.object({ month: v.string(), hours: v.number(), certificates: v.number() }),
  ),
})
export type CpdSummary = v.InferOutput<typeof CpdSummarySchema>

/** The member's CPD record in their data export: everything kept, files by name and download address. */
export const CpdExportSchema = v.object({
  licence: v.nullable(CpdLicenceSchema),
  activities: v.array(
    v.object({
      ...CpdExternalActivitySchema.entries,
      /** The API address of the certificate file (read with the member's session), when there is one. */
      file_url: v.nullable(v.string()),
    }),
  ),
  transcripts: v.array(CpdTranscriptSchema),
})
export type CpdExport = v.InferOutput<typeof CpdExportSchema>
