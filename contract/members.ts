import * as v from 'valibot'
import { DIRECTORY_DEFAULT_PAGE_SIZE, DIRECTORY_PAGE_SIZES, MEMBER_PREVIEW_PAGE_SIZE, YEARS_EXPERIENCE_RANGE } from './constants'
import { VALIDATION_CODES as C } from './errors'
import { foldArabic } from './fold-arabic'
import {
  cleanAssociationRoles,
  cleanLanguages,
  cleanList,
  cleanPublications,
  cleanQualifications,
  cleanTeachingRoles,
} from './profile-lines'

/** The profile fields whose audience (public, members only, private) the member chooses. */
export const VISIBILITY_FIELDS = [
  'bio',
  'work_contacts',
  'clinic_location',
  'links',
  'languages_spoken',
  'publications',
  'qualifications',
  'clinical_interests',
] as const
export type VisibilityField = (typeof VISIBILITY_FIELDS)[number]
export const VISIBILITY_LEVELS = ['public', 'members_only', 'private'] as const
export type VisibilityLevel = (typeof VISIBILITY_LEVELS)[number]
export type VisibilityMap = Record<VisibilityField, VisibilityLevel>

export const DIRECTORY_SORTS = ['name_asc', 'name_desc'] as const
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]

/** Suggestions for the specialties editor (free text is allowed too). */
export const SPECIALTY_SUGGESTIONS = [
  'Trauma',
  'Sports Medicine',
  'Spine',
  'Pediatric Orthopedics',
  'Hand & Upper Extremity',
  'Shoulder & Elbow',
  'Foot & Ankle',
  'Hip & Knee (Arthroplasty)',
  'Oncology',
  'Deformity & Limb Reconstruction',
  'General Orthopedics',
] as const

/** Suggestions for the city fields are Saudi cities. */
export const SAUDI_CITY_SUGGESTIONS = [
  'Riyadh',
  'Jeddah',
  'Makkah',
  'Madinah',
  'Dammam',
  'Khobar',
  'Dhahran',
  'Taif',
  'Tabuk',
  'Buraidah',
  'Abha',
  'Khamis Mushait',
  'Hail',
  'Jazan',
  'Najran',
  'Al Ahsa',
  'Jubail',
  'Yanbu',
  'Al Baha',
  'Sakaka',
  'Arar',
  'Qatif',
] as const

/** Language suggestions: en, ar, fr. */
export const LANGUAGE_SUGGESTIONS = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
  { code: 'fr', label: 'Français' },
] as const

export const PROFILE_LIMITS = { name: 200, short: 200, bio: 4000, listEntries: 50, rows: 100, url: 500 } as const

// ---------- pieces ----------

const trimmed = (max: number) => v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(max, C.tooLong))
const optionalText = (max: number = PROFILE_LIMITS.short) => v.optional(v.nullable(trimmed(max)), '')
const textOrEmpty = (max: number = PROFILE_LIMITS.short) => v.pipe(optionalText(max), v.transform((value) => value ?? ''))

const httpUrl = v.pipe(
  v.string(C.invalidType),
  v.trim(),
  v.maxLength(PROFILE_LIMITS.url, C.tooLong),
  v.check((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), C.url),
)
const optionalUrl = v.pipe(v.optional(v.nullable(httpUrl), ''), v.transform((value) => value ?? ''))

const year = v.nullable(v.pipe(v.number(C.invalidType), v.integer(C.integer), v.minValue(1900, C.tooSmall), v.maxValue(2100, C.tooLarge)))
const optionalYear = v.optional(year, null)

const isoDateOrEmpty = v.pipe(
  v.optional(v.nullable(v.pipe(v.string(C.invalidType), v.trim())), ''),
  v.transform((value) => value ?? ''),
  v.check((value) => value === '' || /^\d{4}-\d{2}(-\d{2})?$/.test(value), C.invalid),
)

const stringList = (max: number = PROFILE_LIMITS.short) =>
  v.pipe(
    v.optional(v.array(v.pipe(v.string(C.invalidType), v.maxLength(max, C.tooLong)), C.invalidType), []),
    v.transform((list) => cleanList(list)),
    v.maxLength(PROFILE_LIMITS.listEntries, C.tooLong),
  )

const rows = <T extends v.GenericSchema>(row: T) => v.optional(v.pipe(v.array(row, C.invalidType), v.maxLength(PROFILE_LIMITS.rows, C.tooLong)), [])

const LanguageSchema = v.object({ code: v.pipe(v.string(C.invalidType), v.maxLength(16, C.tooLong)), label: v.pipe(v.string(C.invalidType), v.maxLength(60, C.tooLong)) })
const QualificationSchema = v.object({ title: textOrEmpty(), institution: textOrEmpty(), year: optionalYear })
const PublicationSchema = v.object({
  title: textOrEmpty(500),
  venue: textOrEmpty(),
  year: optionalYear,
  doi: textOrEmpty(),
  url: optionalUrl,
})
const AssociationRoleSchema = v.object({ role: textOrEmpty(), committee: textOrEmpty(), start_date: isoDateOrEmpty, end_date: isoDateOrEmpty })
const TeachingRoleSchema = v.object({ role: textOrEmpty(), institution: textOrEmpty(), year: optionalYear })

export const WorkContactsSchema = v.object({
  email: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(254, C.tooLong))), ''),
    v.transform((value) => value ?? ''),
    v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), C.email),
  ),
  phone: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(30, C.tooLong))), ''),
    v.transform((value) => value ?? ''),
    v.check((value) => value === '' || /^\+?[0-9 ()-]{5,30}$/.test(value), C.invalid),
  ),
})
export type WorkContacts = v.InferOutput<typeof WorkContactsSchema>

const coordinate = (limit: number) =>
  v.optional(v.nullable(v.pipe(v.number(C.invalidType), v.minValue(-limit, C.tooSmall), v.maxValue(limit, C.tooLarge))), null)

export const ClinicLocationSchema = v.object({
  hospital: textOrEmpty(),
  department: textOrEmpty(),
  address1: textOrEmpty(),
  address2: textOrEmpty(),
  city: textOrEmpty(),
  region: textOrEmpty(),
  postal_code: textOrEmpty(20),
  country: textOrEmpty(),
  lat: coordinate(90),
  lng: coordinate(180),
})
export type ClinicLocation = v.InferOutput<typeof ClinicLocationSchema>

const orcidOrUrl = v.pipe(
  v.optional(v.nullable(v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(PROFILE_LIMITS.url, C.tooLong))), ''),
  v.transform((value) => value ?? ''),
  v.check((value) => value === '' || /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), C.url),
)
export const LinksSchema = v.object({ linkedin: optionalUrl, orcid: orcidOrUrl, researchgate: optionalUrl, institutional_page: optionalUrl })
export type Links = v.InferOutput<typeof LinksSchema>

export const DisplayPreferencesSchema = v.object({
  show_email_in_directory: v.optional(v.boolean(C.invalidType), false),
  show_phone_in_directory: v.optional(v.boolean(C.invalidType), false),
})
export type DisplayPreferences = v.InferOutput<typeof DisplayPreferencesSchema>

const level = v.optional(v.picklist(VISIBILITY_LEVELS, C.oneOf), 'members_only')
export const VisibilitySchema = v.object({
  bio: level,
  work_contacts: level,
  clinic_location: level,
  links: level,
  languages_spoken: level,
  publications: level,
  qualifications: level,
  clinical_interests: level,
})

export const defaultVisibility = (): VisibilityMap => ({
  bio: 'members_only',
  work_contacts: 'members_only',
  clinic_location: 'members_only',
  links: 'members_only',
  languages_spoken: 'members_only',
  publications: 'members_only',
  qualifications: 'members_only',
  clinical_interests: 'members_only',
})

/** Avatars are our own uploads only: no third-party trackers or script URLs in a profile. */
export const AVATAR_URL_PATTERN = /^\/uploads\/avatars\/[A-Za-z0-9_-]+\.(webp|jpg|png)$/

/** consultant_since is a month; stored as the first day of it. */
const monthStart = v.pipe(
  v.optional(v.nullable(v.pipe(v.string(C.invalidType), v.trim())), null),
  v.transform((value) => (value ? value : null)),
  v.check((value) => value === null || /^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/.test(value), C.invalid),
  v.transform((value) => (value === null ? null : `${value.slice(0, 7)}-01`)),
)

const yearsOfExperience = v.optional(
  v.nullable(
    v.pipe(
      v.number(C.invalidType),
      v.integer(C.integer),
      v.minValue(YEARS_EXPERIENCE_RANGE.min, C.tooSmall),
      v.maxValue(YEARS_EXPERIENCE_RANGE.max, C.tooLarge),
    ),
  ),
  null,
)

// ---------- the profile a member saves ----------

const profileEntries = {
  full_name: v.pipe(v.string(C.required), v.trim(), v.nonEmpty(C.required), v.maxLength(PROFILE_LIMITS.name, C.tooLong)),
  specialty: v.pipe(v.string(C.required), v.trim(), v.nonEmpty(C.required), v.maxLength(PROFILE_LIMITS.short, C.tooLong)),
  specialties: stringList(),
  city: textOrEmpty(),
  cities: stringList(),
  hospital: textOrEmpty(),
  hospitals: stringList(),
  bio: textOrEmpty(PROFILE_LIMITS.bio),
  avatar_url: v.pipe(
    v.optional(v.nullable(v.string(C.invalidType)), null),
    v.transform((value) => (value ? value : null)),
    v.check((value) => value === null || AVATAR_URL_PATTERN.test(value), C.invalid),
  ),
  years_experience: yearsOfExperience,
  consultant_since: monthStart,
  teaching_roles: v.pipe(rows(TeachingRoleSchema), v.transform((list) => cleanTeachingRoles(list))),
  clinical_interests: stringList(),
  languages_spoken: v.pipe(rows(LanguageSchema), v.transform((list) => cleanLanguages(list))),
  work_contacts: v.optional(WorkContactsSchema, {}),
  clinic_location: v.optional(ClinicLocationSchema, {}),
  links: v.optional(LinksSchema, {}),
  qualifications: v.pipe(rows(QualificationSchema), v.transform((list) => cleanQualifications(list))),
  fellowships: stringList(),
  publications: v.pipe(rows(PublicationSchema), v.transform((list) => cleanPublications(list))),
  association_roles: v.pipe(rows(AssociationRoleSchema), v.transform((list) => cleanAssociationRoles(list))),
  collaboration_interests: stringList(),
  pronouns: textOrEmpty(40),
  display_preferences: v.optional(DisplayPreferencesSchema, {}),
  visibility: v.optional(VisibilitySchema, {}),
}

/** PUT /members/me/profile (and the first-time save): the whole profile, every field validated. */
export const ProfileInputSchema = v.object(profileEntries)
export type ProfileInput = v.InferInput<typeof ProfileInputSchema>
export type ProfileData = v.InferOutput<typeof ProfileInputSchema>

/** PATCH /members/me/profile-full: any subset; merged over the stored profile, then validated whole. */
export const ProfilePatchSchema = v.record(v.string(), v.unknown(), C.invalidType)

// ---------- answers ----------

const LanguageOut = v.object({ code: v.string(), label: v.string() })
const QualificationOut = v.object({ title: v.string(), institution: v.string(), year: v.nullable(v.number()) })
const PublicationOut = v.object({ title: v.string(), venue: v.string(), year: v.nullable(v.number()), doi: v.string(), url: v.string() })
const AssociationRoleOut = v.object({ role: v.string(), committee: v.string(), start_date: v.string(), end_date: v.string() })
const TeachingRoleOut = v.object({ role: v.string(), institution: v.string(), year: v.nullable(v.number()) })
const WorkContactsOut = v.object({ email: v.optional(v.string()), phone: v.optional(v.string()) })
const ClinicLocationOut = v.object({
  hospital: v.string(),
  department: v.string(),
  address1: v.string(),
  address2: v.string(),
  city: v.string(),
  region: v.string(),
  postal_code: v.string(),
  country: v.string(),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
})
const LinksOut = v.object({ linkedin: v.string(), orcid: v.string(), researchgate: v.string(), institutional_page: v.string() })

/** Name, specialties, cities and hospitals: the owner's profile and every viewer's reading alike. */
const profileHeadOut = {
  full_name: v.string(),
  specialty: v.string(),
  specialties: v.array(v.string()),
  city: v.string(),
  cities: v.array(v.string()),
  hospital: v.string(),
  hospitals: v.array(v.string()),
}

/** The own profile (owner's GET/PUT answers): every field, as the owner saved it. */
export const OwnProfileSchema = v.object({
  id: v.number(),
  completed: v.boolean(),
  updated_at: v.nullable(v.string()),
  ...profileHeadOut,
  bio: v.string(),
  avatar_url: v.nullable(v.string()),
  years_experience: v.nullable(v.number()),
  years_of_experience: v.nullable(v.number()),
  consultant_since: v.nullable(v.string()),
  teaching_roles: v.array(TeachingRoleOut),
  clinical_interests: v.array(v.string()),
  languages_spoken: v.array(LanguageOut),
  work_contacts: v.object({ email: v.string(), phone: v.string() }),
  clinic_location: ClinicLocationOut,
  links: LinksOut,
  qualifications: v.array(QualificationOut),
  fellowships: v.array(v.string()),
  publications: v.array(PublicationOut),
  association_roles: v.array(AssociationRoleOut),
  collaboration_interests: v.array(v.string()),
  pronouns: v.string(),
  display_preferences: v.object({ show_email_in_directory: v.boolean(), show_phone_in_directory: v.boolean() }),
  visibility: v.object({
    bio: v.picklist(VISIBILITY_LEVELS),
    work_contacts: v.picklist(VISIBILITY_LEVELS),
    clinic_location: v.picklist(VISIBILITY_LEVELS),
    links: v.picklist(VISIBILITY_LEVELS),
    languages_spoken: v.picklist(VISIBILITY_LEVELS),
    publications: v.picklist(VISIBILITY_LEVELS),
    qualifications: v.picklist(VISIBILITY_LEVELS),
    clinical_interests: v.picklist(VISIBILITY_LEVELS),
  }),
})
export type OwnProfile = v.InferOutput<typeof OwnProfileSchema>

/**
 * GET /members/{id}: what this viewer may see. A field whose visibility excludes the viewer
 * is absent (enforced by the server); e-mail and phone inside work_contacts
 * only where display_preferences allow (owners and admins see their own/all).
 */
export const MemberProfileViewSchema = v.object({
  id: v.number(),
  is_owner: v.boolean(),
  ...profileHeadOut,
  avatar_url: v.nullable(v.string()),
  years_of_experience: v.nullable(v.number()),
  consultant_since: v.nullable(v.string()),
  teaching_roles: v.array(TeachingRoleOut),
  fellowships: v.array(v.string()),
  association_roles: v.array(AssociationRoleOut),
  collaboration_interests: v.array(v.string()),
  pronouns: v.string(),
  bio: v.optional(v.string()),
  work_contacts: v.optional(WorkContactsOut),
  clinic_location: v.optional(ClinicLocationOut),
  links: v.optional(LinksOut),
  languages_spoken: v.optional(v.array(LanguageOut)),
  publications: v.optional(v.array(PublicationOut)),
  qualifications: v.optional(v.array(QualificationOut)),
  clinical_interests: v.optional(v.array(v.string())),
})
export type MemberProfileView = v.InferOutput<typeof MemberProfileViewSchema>

export const DirectoryItemSchema = v.object({
  id: v.number(),
  full_name: v.string(),
  avatar_url: v.nullable(v.string()),
  specialty: v.string(),
  city: v.string(),
  hospital: v.string(),
  bio: v.optional(v.string()),
  email: v.optional(v.string()),
  phone: v.optional(v.string()),
})
export type DirectoryItem = v.InferOutput<typeof DirectoryItemSchema>

export const DirectoryResponseSchema = v.object({
  items: v.array(DirectoryItemSchema),
  total: v.number(),
  page: v.number(),
  page_size: v.number(),
})
export type DirectoryResponse = v.InferOutput<typeof DirectoryResponseSchema>

export const SpecialtiesResponseSchema = v.array(v.string())
/** GET /members/locations: cities grouped by region; the client flattens, dedupes and sorts. */
export const LocationsResponseSchema = v.record(v.string(), v.array(v.string()))

export const AvatarResponseSchema = v.object({ avatar_url: v.string() })

// ---------- directory query (server query string and the /members URL) ----------

const intFromString = (fallback: number) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), String(fallback)),
    v.transform((value) => Number(value)),
    v.number(C.invalidType),
    v.integer(C.integer),
  )

export const DirectoryQuerySchema = v.object({
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, C.tooLong)), ''),
  specialty: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PROFILE_LIMITS.short, C.tooLong)), ''),
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PROFILE_LIMITS.short, C.tooLong)), ''),
  page: v.pipe(intFromString(1), v.minValue(1, C.tooSmall), v.maxValue(100_000, C.tooLarge)),
  page_size: v.pipe(
    intFromString(DIRECTORY_DEFAULT_PAGE_SIZE),
    // The directory's sizes, and the home page's featured-members preview (3).
    v.check((value) => value === MEMBER_PREVIEW_PAGE_SIZE || (DIRECTORY_PAGE_SIZES as readonly number[]).includes(value), C.oneOf),
  ),
  sort: v.optional(v.picklist(DIRECTORY_SORTS, C.oneOf), 'name_asc'),
})
export type DirectoryQuery = v.InferOutput<typeof DirectoryQuerySchema>

/**
 * The /members address: like the API query, but forgiving (a hand-edited URL falls back to
 * the defaults instead of failing) and without defaults written out.
 */
export const DirectorySearchSchema = v.object({
  query: v.optional(v.fallback(v.string(), ''), ''),
  specialty: v.optional(v.fallback(v.string(), ''), ''),
  city: v.optional(v.fallback(v.string(), ''), ''),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  page_size: v.optional(v.fallback(v.picklist(DIRECTORY_PAGE_SIZES), DIRECTORY_DEFAULT_PAGE_SIZE), DIRECTORY_DEFAULT_PAGE_SIZE),
  sort: v.optional(v.fallback(v.picklist(DIRECTORY_SORTS), 'name_asc'), 'name_asc'),
})
export type DirectorySearch = v.InferOutput<typeof DirectorySearchSchema>

export const MemberIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,10}$/, C.integer), v.transform(Number)),
})

// ---------- teams ----------

export const TeamSummarySchema = v.object({ id: v.string(), name: v.string(), member_count: v.number() })
export const TeamsResponseSchema = v.object({ items: v.array(TeamSummarySchema), total: v.number() })
export const TeamMemberSchema = v.object({
  id: v.number(),
  full_name: v.string(),
  avatar_url: v.nullable(v.string()),
  specialty: v.string(),
  role: v.string(),
  start_date: v.string(),
  end_date: v.string(),
})
export const TeamDetailSchema = v.object({ id: v.string(), name: v.string(), members: v.array(TeamMemberSchema) })
export type TeamSummary = v.InferOutput<typeof TeamSummarySchema>
export type TeamDetail = v.InferOutput<typeof TeamDetailSchema>
export const TeamIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[a-z0-9]{1,16}$/, C.invalid)) })

/**
 * A committee's id: a short hash of its folded name, so "Scientific Committee" and
 * "scientific committee " are one team and the address is plain ASCII for Arabic names too.
 */
export function committeeId(name: string): string {
  let hash = 0x811c9dc5
  for (const char of foldArabic(name)) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
