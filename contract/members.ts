import * as v from 'valibot'
import {
  DIRECTORY_DEFAULT_PAGE_SIZE,
  DIRECTORY_PAGE_SIZES,
  LOCALES,
  MEMBER_PREVIEW_PAGE_SIZE,
} from './constants'
import { VALIDATION_CODES as C } from './errors'
import { foldArabic } from './fold-arabic'
import { PROFILE_LIMITS } from './profile-fields'
import { freeTextOf, toReferenceValue, type ReferenceKind } from './reference-data'
import { DIRECTORY_SORTS } from './directory-list'

export * from './profile-fields'
export * from './directory-list'

export const LANGUAGE_SUGGESTIONS = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
  { code: 'fr', label: 'Français' },
] as const

export const SpecialtiesResponseSchema = v.array(v.string())
/** Grouped by region code ('' when unknown). */
export const LocationsResponseSchema = v.record(v.string(), v.array(v.string()))

export const AvatarResponseSchema = v.object({ avatar_url: v.string() })

const intFromString = (fallback: number) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), String(fallback)),
    v.transform((value) => Number(value)),
    v.number(C.invalidType),
    v.integer(C.integer),
  )

/** A label in either language reads as its code. */
const referenceFilter = (kind: ReferenceKind) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform(freeTextOf),
      v.maxLength(PROFILE_LIMITS.short, C.tooLong),
      v.transform((value) => toReferenceValue(kind, value)),
    ),
    '',
  )

export const DirectoryQuerySchema = v.object({
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, C.tooLong)), ''),
  specialty: referenceFilter('specialty'),
  city: referenceFilter('city'),
  page: v.pipe(intFromString(1), v.minValue(1, C.tooSmall), v.maxValue(100_000, C.tooLarge)),
  page_size: v.pipe(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.metadata({
          anyOf: [
            { type: 'integer', enum: [MEMBER_PREVIEW_PAGE_SIZE, ...DIRECTORY_PAGE_SIZES] },
            { type: 'string', enum: [MEMBER_PREVIEW_PAGE_SIZE, ...DIRECTORY_PAGE_SIZES].map(String) },
          ],
        }),
      ),
      String(DIRECTORY_DEFAULT_PAGE_SIZE),
    ),
    v.transform((value) => Number(value)),
    v.number(C.invalidType),
    v.integer(C.integer),
    v.check(
      (value) =>
        // Widened to number[] only to ask whether a number is one of its members.
        value === MEMBER_PREVIEW_PAGE_SIZE || (DIRECTORY_PAGE_SIZES as readonly number[]).includes(value),
      C.oneOf,
    ),
  ),
  /** Whose order: the Arabic names' (default) or, for the English reader, the English names'. */
  lang: v.optional(v.picklist(LOCALES, C.oneOf), 'ar'),
  sort: v.optional(v.picklist(DIRECTORY_SORTS, C.oneOf), 'name_asc'),
})
export type DirectoryQuery = v.InferOutput<typeof DirectoryQuerySchema>

export const MemberIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,10}$/, C.integer), v.transform(Number)),
})

export const TeamSummarySchema = v.object({ id: v.string(), name: v.string(), member_count: v.number() })
export const TeamsResponseSchema = v.object({ items: v.array(TeamSummarySchema), total: v.number() })
export const TeamMemberSchema = v.object({
  id: v.number(),
  full_name: v.string(),
  full_name_ar: v.optional(v.string(), ''),
  full_name_en: v.optional(v.string(), ''),
  avatar_url: v.nullable(v.string()),
  specialty: v.string(),
  role: v.string(),
  start_date: v.string(),
  end_date: v.string(),
})
export const TeamDetailSchema = v.object({
  id: v.string(),
  name: v.string(),
  members: v.array(TeamMemberSchema),
})
export type TeamSummary = v.InferOutput<typeof TeamSummarySchema>
export type TeamDetail = v.InferOutput<typeof TeamDetailSchema>
export const TeamIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[a-z0-9]{1,16}$/, C.invalid)) })

/** A hash of the folded name: spelling variants are one team and the address stays ASCII. */
export function committeeId(name: string): string {
  let hash = 0x811c9dc5
  for (const char of foldArabic(name)) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
