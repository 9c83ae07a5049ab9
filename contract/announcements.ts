import * as v from 'valibot'
import { TIERS, type Locale } from './constants'
import { VALIDATION_CODES as C } from './errors'
import { isPlainMarkdown } from './markdown-rules'
import { CITIES, codesOf, SPECIALTIES } from './reference-data'

export const ANNOUNCEMENT_LIMITS = { subject: 200, body: 50_000, link: 500, filterValues: 50 } as const

export const ANNOUNCEMENT_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number]

export const EVENT_AUDIENCES = ['registered', 'checked_in'] as const

const codeList = <const T extends readonly string[]>(codes: T) =>
  v.optional(
    v.pipe(
      v.array(v.picklist(codes, C.oneOf), C.invalidType),
      v.maxLength(ANNOUNCEMENT_LIMITS.filterValues, C.tooLong),
    ),
    [],
  )

/** Every filter given narrows; a specialty or city matches the main one or any listed. */
export const AudienceSchema = v.object({
  tiers: codeList(TIERS),
  specialties: codeList(codesOf(SPECIALTIES)),
  cities: codeList(codesOf(CITIES)),
  completed_profile: v.optional(v.boolean(C.invalidType), false),
  cpd_short: v.optional(v.boolean(C.invalidType), false),
  event: v.optional(
    v.nullable(
      v.object({
        id: v.pipe(v.number(C.invalidType), v.integer(C.integer), v.minValue(1, C.tooSmall)),
        who: v.optional(v.picklist(EVENT_AUDIENCES, C.oneOf), 'registered'),
      }),
    ),
    null,
  ),
})
export type Audience = v.InferOutput<typeof AudienceSchema>

const bodyText = v.optional(
  v.pipe(
    v.string(C.invalidType),
    v.trim(),
    v.maxLength(ANNOUNCEMENT_LIMITS.body, C.tooLong),
    v.check((text) => isPlainMarkdown(text), C.markdown),
  ),
  '',
)
const subjectText = v.optional(
  v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(ANNOUNCEMENT_LIMITS.subject, C.tooLong)),
  '',
)

/** A page of the portal; an address elsewhere is refused. */
const portalLink = v.optional(
  v.nullable(
    v.pipe(
      v.string(C.invalidType),
      v.trim(),
      v.maxLength(ANNOUNCEMENT_LIMITS.link, C.tooLong),
      v.check(
        (value) =>
          value === '' || (/^\/[^\s]*$/.test(value) && !value.startsWith('//') && !value.startsWith('/\\')),
        C.invalid,
      ),
      v.transform((value) => value || null),
    ),
  ),
  null,
)

const written = (subject: string, body: string) => subject !== '' && body !== ''

export const ONE_LANGUAGE_WRITTEN = {
  description:
    'Arabic (`subject_ar` and `body_ar`) or English (`subject_en` and `body_en`), or both, are written; a language with a subject and no body, or a body and no subject, is refused.',
}

export const AnnouncementWriteSchema = v.pipe(
  v.object({
    subject_ar: subjectText,
    subject_en: subjectText,
    body_ar: bodyText,
    body_en: bodyText,
    link: portalLink,
    /** Reaches only the members who opted in to promotions. */
    promotional: v.optional(v.boolean(C.invalidType), false),
    audience: v.optional(AudienceSchema, {}),
  }),
  v.metadata(ONE_LANGUAGE_WRITTEN),
  v.forward(
    v.check((a) => written(a.subject_ar, a.body_ar) || written(a.subject_en, a.body_en), C.required),
    ['subject_ar'],
  ),
  v.forward(
    v.check((a) => (a.subject_ar === '') === (a.body_ar === ''), C.required),
    ['body_ar'],
  ),
  v.forward(
    v.check((a) => (a.subject_en === '') === (a.body_en === ''), C.required),
    ['body_en'],
  ),
)
export type AnnouncementWrite = v.InferOutput<typeof AnnouncementWriteSchema>

/** Now (no `at`), an ISO time with offset, or a wall-clock time on the Saudi clock. */
export const AnnouncementSendSchema = v.object({
  at: v.optional(
    v.nullable(
      v.pipe(
        v.string(C.invalidType),
        v.trim(),
        v.check((value) => value === '' || saudiInstant(value) !== null, C.invalid),
        v.transform((value) => (value === '' ? null : saudiInstant(value))),
      ),
    ),
    null,
  ),
})

const SAUDI_OFFSET_MS = 3 * 60 * 60 * 1000

export function saudiInstant(value: string): string | null {
  const wall = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value)
  if (wall) {
    const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = wall
      .slice(1)
      .map((digits) => Number(digits ?? 0))
    const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
    if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day || utc.getUTCHours() !== hour) return null
    return new Date(utc.getTime() - SAUDI_OFFSET_MS).toISOString()
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(value)) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString()
}

export const AnnouncementSchema = v.object({
  id: v.number(),
  status: v.picklist(ANNOUNCEMENT_STATUSES),
  subject_ar: v.string(),
  subject_en: v.string(),
  body_ar: v.string(),
  body_en: v.string(),
  link: v.nullable(v.string()),
  promotional: v.boolean(),
  audience: AudienceSchema,
  send_at: v.nullable(v.string()),
  sent_at: v.nullable(v.string()),
  recipients: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Announcement = v.InferOutput<typeof AnnouncementSchema>

export const AnnouncementListSchema = v.object({ items: v.array(AnnouncementSchema), total: v.number() })
export type AnnouncementList = v.InferOutput<typeof AnnouncementListSchema>

/** `promotional` picks the category whose choices decide who of the audience receives it. */
export const AudienceCountRequestSchema = v.object({
  audience: AudienceSchema,
  promotional: v.optional(v.boolean(C.invalidType), false),
})
/** The recipients a send would have now, by language; `left_out`: members whose own choices leave no channel. */
export const AudienceCountSchema = v.object({
  count: v.number(),
  by_language: v.object({ ar: v.number(), en: v.number() }),
  left_out: v.number(),
})
export type AudienceCount = v.InferOutput<typeof AudienceCountSchema>

export function announcementLanguage(
  announcement: Pick<Announcement, 'subject_ar' | 'subject_en'>,
  reader: Locale,
): Locale {
  const other = reader === 'ar' ? 'en' : 'ar'
  const has = (language: Locale) =>
    (language === 'ar' ? announcement.subject_ar : announcement.subject_en) !== ''
  return has(reader) || !has(other) ? reader : other
}

export const REPORT_FAILURES_SHOWN = 100

/** What became of an announcement; nothing tracks opens or clicks. */
export const DeliveryReportSchema = v.object({
  announcement_id: v.number(),
  recipients: v.number(),
  queued: v.number(),
  pending: v.number(),
  sent: v.number(),
  failed: v.number(),
  failures: v.array(v.object({ email: v.string(), reason: v.string() })),
  unsubscribed_since: v.number(),
})
export type DeliveryReport = v.InferOutput<typeof DeliveryReportSchema>

export const UNSUBSCRIBE_CATEGORIES = ['announcements', 'promotions'] as const
export const UnsubscribeQuerySchema = v.object({
  token: v.pipe(v.string(C.invalidType), v.nonEmpty(C.required), v.maxLength(512, C.tooLong)),
})
/** A GET changes nothing. */
export const UnsubscribeSchema = v.object({
  category: v.picklist(UNSUBSCRIBE_CATEGORIES),
  unsubscribed: v.boolean(),
})
export type Unsubscribe = v.InferOutput<typeof UnsubscribeSchema>
