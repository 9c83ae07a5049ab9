import * as v from 'valibot'
import { isoTimestamp, optionalUploadPath, trimmedText } from './admin-write-fields'
import { VALIDATION_CODES as C } from './errors'
import { SESSION_LIMITS } from './programme'
import { typedNumber } from './numbers'

/** Crockford base32 (no I, L, O, U): read aloud or typed from paper without confusion. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

export function certificateCode(random: ArrayLike<number>): string {
  let out = ''
  for (let i = 0; i < 12; i += 1) {
    if (i > 0 && i % 4 === 0) out += '-'
    out += CODE_ALPHABET[(random[i] ?? 0) % 32]
  }
  return out
}

export function normalizeCertificateCode(text: string): string {
  const bare = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  return bare.length === 12 ? `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}` : bare
}

export const CertificateCodeParamSchema = v.object({
  code: v.pipe(
    v.string(),
    v.transform(normalizeCertificateCode),
    v.regex(CERTIFICATE_CODE_PATTERN, C.invalid),
  ),
})

const CertificateEventSchema = v.object({
  id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  starts_at: v.string(),
})

export const AccreditationSchema = v.object({
  event_id: v.number(),
  /** The accrediting body, e.g. SCFHS. */
  body: v.string(),
  number: v.string(),
  /** ISO date (YYYY-MM-DD) or null. */
  accredited_on: v.nullable(v.string()),
  /** The most credits one attendee can earn at the event; null = the programme decides. */
  max_credits: v.nullable(v.number()),
  logo_url: v.nullable(v.string()),
})
export type Accreditation = v.InferOutput<typeof AccreditationSchema>

/** Quarters of a credit, or null: a number, or its text in any digits with a point, comma or Arabic decimal mark (contract/numbers.ts). */
const credits = typedNumber(
  v.nullable(
    v.pipe(
      v.number(C.invalid),
      v.minValue(0, C.tooSmall),
      v.maxValue(500, C.tooLarge),
      v.check((value) => Number.isInteger(value / SESSION_LIMITS.creditStep), C.invalid),
    ),
  ),
  { fraction: true },
)

/** PUT /api/admin/events/{id}/accreditation. */
export const AccreditationWriteSchema = v.strictObject(
  {
    body: trimmedText(120),
    number: trimmedText(120),
    accredited_on: v.optional(v.nullable(isoTimestamp), null),
    max_credits: v.optional(credits, null),
    logo_url: optionalUploadPath,
  },
  C.unknownField,
)

/** POST /api/admin/events/{id}/certificates: every checked-in attendee, or the registrations named. */
export const IssueCertificatesSchema = v.strictObject(
  {
    registration_ids: v.optional(
      v.pipe(
        v.array(
          v.pipe(v.number(C.invalidType), v.integer(C.integer), v.minValue(1, C.tooSmall)),
          C.invalidType,
        ),
        v.maxLength(10_000, C.tooLong),
      ),
    ),
  },
  C.unknownField,
)

export const CertificateSchema = v.object({
  code: v.string(),
  event: CertificateEventSchema,
  /** The name as issued (the Arabic one, else the English one), and in each language ('' when not given or not known). */
  full_name: v.string(),
  full_name_ar: v.optional(v.string(), ''),
  full_name_en: v.optional(v.string(), ''),
  credits: v.number(),
  issued_at: v.string(),
  revoked_at: v.nullable(v.string()),
})
export type Certificate = v.InferOutput<typeof CertificateSchema>

export const IssueResultSchema = v.object({
  event_id: v.number(),
  /** Newly issued. */
  issued: v.array(CertificateSchema),
  /** Attendees who already held a live certificate (left as they were). */
  already_issued: v.number(),
})

/** GET /api/admin/events/{id}/certificates/eligible: who may receive a certificate and the credits each would get. */
export const EligibleAttendeesSchema = v.object({
  event_id: v.number(),
  items: v.array(
    v.object({
      registration_id: v.number(),
      full_name: v.string(),
      full_name_ar: v.optional(v.string(), ''),
      full_name_en: v.optional(v.string(), ''),
      credits: v.number(),
      /** The attendee's live certificate, if one was issued. */
      certificate_code: v.nullable(v.string()),
    }),
  ),
})
export type EligibleAttendees = v.InferOutput<typeof EligibleAttendeesSchema>

export const CertificateListSchema = v.object({ items: v.array(CertificateSchema) })

/** GET /api/certificates/{code}: what anyone may see of a certificate to verify it. */
export const CertificateVerificationSchema = v.object({
  valid: v.boolean(),
  code: v.string(),
  full_name: v.string(),
  full_name_ar: v.optional(v.string(), ''),
  full_name_en: v.optional(v.string(), ''),
  event: CertificateEventSchema,
  credits: v.number(),
  issued_at: v.string(),
  revoked_at: v.nullable(v.string()),
  accreditation: v.nullable(
    v.object({ body: v.string(), number: v.string(), accredited_on: v.nullable(v.string()) }),
  ),
})
export type CertificateVerification = v.InferOutput<typeof CertificateVerificationSchema>

export const RevokedCertificateSchema = v.object({ code: v.string(), revoked_at: v.string() })
