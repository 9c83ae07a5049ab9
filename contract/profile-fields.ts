import * as v from 'valibot'
import { DEFAULT_VISIBILITY, GENDERS, type Gender, YEARS_EXPERIENCE_RANGE } from './constants'
import { VALIDATION_CODES as C } from './errors'
import { isOneOf } from './narrow'
import { typedNumber } from './numbers'
import { phoneSchema } from './phone-field'
import { freeTextOf, toReferenceValue, type ReferenceKind } from './reference-data'
import {
  cleanAssociationRoles,
  cleanLanguages,
  cleanList,
  cleanPublications,
  cleanQualifications,
  cleanTeachingRoles,
} from './profile-lines'

/** The one definition of a profile's fields; bodies, answers, visibility and the server's filter derive from it. */

export const PROFILE_SECTIONS = [
  'identity',
  'practice',
  'contact',
  'education',
  'research',
  'roles',
  'privacy',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

/** Owner and admins see all; `listed`: whoever sees the profile; `chosen`: the member's pick; `owner`: nobody. */
export const FIELD_AUDIENCES = ['listed', 'chosen', 'owner'] as const
export type FieldAudience = (typeof FIELD_AUDIENCES)[number]

export const VISIBILITY_LEVELS = ['public', 'members_only', 'private'] as const
export type VisibilityLevel = (typeof VISIBILITY_LEVELS)[number]

export const PROFILE_LIMITS = {
  name: 200,
  short: 200,
  bio: 4000,
  listEntries: 50,
  rows: 100,
  url: 500,
} as const

/** Our own uploads only: no third-party trackers or script URLs in a profile. */
export const AVATAR_URL_PATTERN = /^\/uploads\/avatars\/[A-Za-z0-9_-]+\.(webp|jpg|png)$/

const trimmed = (max: number) => v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(max, C.tooLong))
const text = (max: number = PROFILE_LIMITS.short) =>
  v.pipe(
    v.nullable(trimmed(max)),
    v.transform((value) => value ?? ''),
  )
const textOrEmpty = (max: number = PROFILE_LIMITS.short) => v.optional(text(max), '')

const httpUrl = v.pipe(
  v.string(C.invalidType),
  v.trim(),
  v.maxLength(PROFILE_LIMITS.url, C.tooLong),
  v.check((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), C.url),
)
const optionalUrl = v.pipe(
  v.optional(v.nullable(httpUrl), ''),
  v.transform((value) => value ?? ''),
)

const year = typedNumber(
  v.nullable(
    v.pipe(
      v.number(C.integer),
      v.integer(C.integer),
      v.minValue(1900, C.tooSmall),
      v.maxValue(2100, C.tooLarge),
    ),
  ),
)
const optionalYear = v.optional(year, null)

const isoDateOrEmpty = v.pipe(
  v.optional(v.nullable(v.pipe(v.string(C.invalidType), v.trim())), ''),
  v.transform((value) => value ?? ''),
  v.check((value) => value === '' || /^\d{4}-\d{2}(-\d{2})?$/.test(value), C.invalid),
)

const stringList = (max: number = PROFILE_LIMITS.short) =>
  v.pipe(
    v.array(v.pipe(v.string(C.invalidType), v.maxLength(max, C.tooLong)), C.invalidType),
    v.transform((list) => cleanList(list)),
    v.maxLength(PROFILE_LIMITS.listEntries, C.tooLong),
  )

/** The length limit applies to the typed text, so a stored `other:` value reads back. */
const referenceItem = (kind: ReferenceKind, max: number) =>
  v.pipe(
    v.string(C.invalidType),
    v.trim(),
    v.transform(freeTextOf),
    v.maxLength(max, C.tooLong),
    v.transform((value) => toReferenceValue(kind, value)),
  )
const referenceText = (kind: ReferenceKind) =>
  v.pipe(
    v.nullable(referenceItem(kind, PROFILE_LIMITS.short)),
    v.transform((value) => value ?? ''),
  )
const requiredReference = (kind: ReferenceKind, max: number) =>
  v.pipe(
    v.string(C.required),
    v.trim(),
    v.transform(freeTextOf),
    v.nonEmpty(C.required),
    v.maxLength(max, C.tooLong),
    v.transform((value) => toReferenceValue(kind, value)),
  )
const referenceList = (kind: ReferenceKind) =>
  v.pipe(
    v.array(referenceItem(kind, PROFILE_LIMITS.short), C.invalidType),
    v.transform((list) => cleanList(list)),
    v.maxLength(PROFILE_LIMITS.listEntries, C.tooLong),
  )

const rows = <T extends v.GenericSchema, R>(row: T, clean: (list: v.InferOutput<T>[]) => R[]) =>
  v.pipe(
    v.array(row, C.invalidType),
    v.maxLength(PROFILE_LIMITS.rows, C.tooLong),
    v.transform((list) => clean(list)),
  )

const LanguageSchema = v.object({
  code: v.pipe(v.string(C.invalidType), v.maxLength(16, C.tooLong)),
  label: v.pipe(v.string(C.invalidType), v.maxLength(60, C.tooLong)),
})
const QualificationSchema = v.object({
  title: textOrEmpty(),
  institution: textOrEmpty(),
  year: optionalYear,
})
const PublicationSchema = v.object({
  title: textOrEmpty(500),
  venue: textOrEmpty(),
  year: optionalYear,
  doi: textOrEmpty(),
  url: optionalUrl,
})
const AssociationRoleSchema = v.object({
  role: textOrEmpty(),
  committee: textOrEmpty(),
  start_date: isoDateOrEmpty,
  end_date: isoDateOrEmpty,
})
const TeachingRoleSchema = v.object({
  role: textOrEmpty(),
  institution: textOrEmpty(),
  year: optionalYear,
})

export const WorkContactsSchema = v.object({
  email: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(254, C.tooLong))), ''),
    v.transform((value) => value ?? ''),
    v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), C.email),
  ),
  phone: v.pipe(
    v.optional(v.nullable(v.string(C.invalidType)), ''),
    v.transform((value) => value ?? ''),
    phoneSchema(''),
  ),
})

const coordinate = (limit: number) =>
  v.optional(
    v.nullable(
      v.pipe(v.number(C.invalidType), v.minValue(-limit, C.tooSmall), v.maxValue(limit, C.tooLarge)),
    ),
    null,
  )

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

const orcidOrUrl = v.pipe(
  v.optional(
    v.nullable(v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(PROFILE_LIMITS.url, C.tooLong))),
    '',
  ),
  v.transform((value) => value ?? ''),
  v.check(
    (value) =>
      value === '' || /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    C.url,
  ),
)
export const LinksSchema = v.object({
  linkedin: optionalUrl,
  orcid: orcidOrUrl,
  researchgate: optionalUrl,
  institutional_page: optionalUrl,
})

export const DisplayPreferencesSchema = v.object({
  show_email_in_directory: v.optional(v.boolean(C.invalidType), false),
  show_phone_in_directory: v.optional(v.boolean(C.invalidType), false),
})

const avatarUrl = v.pipe(
  v.nullable(v.string(C.invalidType)),
  v.transform((value) => (value ? value : null)),
  v.check((value) => value === null || AVATAR_URL_PATTERN.test(value), C.invalid),
)

const monthStart = v.pipe(
  v.nullable(v.pipe(v.string(C.invalidType), v.trim())),
  v.transform((value) => (value ? value : null)),
  v.check((value) => value === null || /^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/.test(value), C.invalid),
  v.transform((value) => (value === null ? null : `${value.slice(0, 7)}-01`)),
)

/** female, male, or unset (null; '' reads as unset). */
export const genderValue = v.pipe(
  v.nullable(v.union([v.literal(''), v.picklist(GENDERS, C.oneOf)], C.oneOf)),
  v.transform((value): Gender | null => (value === '' || value === null ? null : value)),
)

const yearsOfExperience = typedNumber(
  v.nullable(
    v.pipe(
      v.number(C.integer),
      v.integer(C.integer),
      v.minValue(YEARS_EXPERIENCE_RANGE.min, C.tooSmall),
      v.maxValue(YEARS_EXPERIENCE_RANGE.max, C.tooLarge),
    ),
  ),
)

// ---------- answer shapes ----------

const LanguageOut = v.object({ code: v.string(), label: v.string() })
const QualificationOut = v.object({
  title: v.string(),
  institution: v.string(),
  year: v.nullable(v.number()),
})
const PublicationOut = v.object({
  title: v.string(),
  venue: v.string(),
  year: v.nullable(v.number()),
  doi: v.string(),
  url: v.string(),
})
const AssociationRoleOut = v.object({
  role: v.string(),
  committee: v.string(),
  start_date: v.string(),
  end_date: v.string(),
})
const TeachingRoleOut = v.object({
  role: v.string(),
  institution: v.string(),
  year: v.nullable(v.number()),
})
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
const LinksOut = v.object({
  linkedin: v.string(),
  orcid: v.string(),
  researchgate: v.string(),
  institutional_page: v.string(),
})
const textOut = v.string()
/** One language of a name or bio: a copy saved before the pair existed reads it as empty (the single field is then shown). */
const pairOut = v.optional(v.string(), '')
const listOut = v.array(v.string())

// ---------- the table ----------

interface FieldSpec<
  S extends ProfileSection,
  A extends FieldAudience,
  V extends v.GenericSchema,
  O extends v.GenericSchema,
  R extends boolean,
  W extends v.GenericSchema,
  VA extends string | undefined = undefined,
> {
  section: S
  audience: A
  /** A `chosen` field shown to whoever the named field's visibility admits (the bios in each language follow `bio`), with no choice of its own. */
  visibleAs: VA
  /** What a body may send for it (a required field must be sent in a full save). */
  value: V
  /** How answers carry it. */
  output: O
  /** The blank profile's value; a full save without the field stores it. */
  default: v.InferOutput<O>
  required: R
  /** How another viewer's reading carries it, where that differs from `output`. */
  viewOutput: W
}

function field<
  S extends ProfileSection,
  A extends FieldAudience,
  V extends v.GenericSchema,
  O extends v.GenericSchema,
  R extends boolean = false,
  W extends v.GenericSchema = O,
  VA extends string | undefined = undefined,
>(spec: {
  section: S
  audience: A
  visibleAs?: VA
  value: V
  output: O
  default: v.InferOutput<O>
  required?: R
  viewOutput?: W
}): FieldSpec<S, A, V, O, R, W, VA> {
  return {
    ...spec,
    // Without `visibleAs` the type parameter VA is its default, undefined.
    visibleAs: spec.visibleAs as VA,
    // Without `required` the type parameter R is its default, false, which this fallback is.
    required: (spec.required ?? false) as R,
    // Without `viewOutput` the type parameter W is its default, O, the type of `output`.
    viewOutput: (spec.viewOutput ?? spec.output) as unknown as W,
  }
}

/** Every field but `visibility`, whose shape is derived from these. */
const CONTENT_FIELDS = {
  // The spec's single name: the Arabic name, else the English one. A save that sends only it
  // stores it under the language its script is in; one of the three is required (server-checked).
  full_name: field({
    section: 'identity',
    audience: 'listed',
    value: text(PROFILE_LIMITS.name),
    output: textOut,
    default: '',
  }),
  full_name_ar: field({
    section: 'identity',
    audience: 'listed',
    value: text(PROFILE_LIMITS.name),
    output: pairOut,
    default: '',
  }),
  full_name_en: field({
    section: 'identity',
    audience: 'listed',
    value: text(PROFILE_LIMITS.name),
    output: pairOut,
    default: '',
  }),
  // Drives Arabic grammar only (verbs and pronouns that agree with the member); pronouns stay free text.
  gender: field({
    section: 'identity',
    audience: 'owner',
    value: genderValue,
    output: v.optional(v.nullable(v.picklist(GENDERS)), null),
    default: null,
  }),
  specialty: field({
    section: 'identity',
    audience: 'listed',
    value: requiredReference('specialty', PROFILE_LIMITS.short),
    output: textOut,
    default: '',
    required: true,
  }),
  avatar_url: field({
    section: 'identity',
    audience: 'listed',
    value: avatarUrl,
    output: v.nullable(v.string()),
    default: null,
  }),
  pronouns: field({
    section: 'identity',
    audience: 'listed',
    value: text(40),
    output: textOut,
    default: '',
  }),
  bio: field({
    section: 'identity',
    audience: 'chosen',
    value: text(PROFILE_LIMITS.bio),
    output: textOut,
    default: '',
  }),
  bio_ar: field({
    section: 'identity',
    audience: 'chosen',
    visibleAs: 'bio',
    value: text(PROFILE_LIMITS.bio),
    output: pairOut,
    default: '',
  }),
  bio_en: field({
    section: 'identity',
    audience: 'chosen',
    visibleAs: 'bio',
    value: text(PROFILE_LIMITS.bio),
    output: pairOut,
    default: '',
  }),
  specialties: field({
    section: 'practice',
    audience: 'listed',
    value: referenceList('specialty'),
    output: listOut,
    default: [],
  }),
  city: field({
    section: 'practice',
    audience: 'listed',
    value: referenceText('city'),
    output: textOut,
    default: '',
  }),
  cities: field({
    section: 'practice',
    audience: 'listed',
    value: referenceList('city'),
    output: listOut,
    default: [],
  }),
  hospital: field({
    section: 'practice',
    audience: 'listed',
    value: text(),
    output: textOut,
    default: '',
  }),
  hospitals: field({
    section: 'practice',
    audience: 'listed',
    value: stringList(),
    output: listOut,
    default: [],
  }),
  years_experience: field({
    section: 'practice',
    audience: 'listed',
    value: yearsOfExperience,
    output: v.nullable(v.number()),
    default: null,
  }),
  consultant_since: field({
    section: 'practice',
    audience: 'listed',
    value: monthStart,
    output: v.nullable(v.string()),
    default: null,
  }),
  clinical_interests: field({
    section: 'practice',
    audience: 'chosen',
    value: stringList(),
    output: listOut,
    default: [],
  }),
  languages_spoken: field({
    section: 'practice',
    audience: 'chosen',
    value: rows(LanguageSchema, cleanLanguages),
    output: v.array(LanguageOut),
    default: [],
  }),
  clinic_location: field({
    section: 'practice',
    audience: 'chosen',
    value: ClinicLocationSchema,
    output: ClinicLocationOut,
    default: {
      hospital: '',
      department: '',
      address1: '',
      address2: '',
      city: '',
      region: '',
      postal_code: '',
      country: '',
      lat: null,
      lng: null,
    },
  }),
  work_contacts: field({
    section: 'contact',
    audience: 'chosen',
    value: WorkContactsSchema,
    output: v.object({ email: v.string(), phone: v.string() }),
    default: { email: '', phone: '' },
    // E-mail and phone each reach other viewers only where display_preferences allow.
    viewOutput: v.object({
      email: v.optional(v.string()),
      phone: v.optional(v.string()),
    }),
  }),
  links: field({
    section: 'contact',
    audience: 'chosen',
    value: LinksSchema,
    output: LinksOut,
    default: {
      linkedin: '',
      orcid: '',
      researchgate: '',
      institutional_page: '',
    },
  }),
  qualifications: field({
    section: 'education',
    audience: 'chosen',
    value: rows(QualificationSchema, cleanQualifications),
    output: v.array(QualificationOut),
    default: [],
  }),
  fellowships: field({
    section: 'education',
    audience: 'listed',
    value: stringList(),
    output: listOut,
    default: [],
  }),
  publications: field({
    section: 'research',
    audience: 'chosen',
    value: rows(PublicationSchema, cleanPublications),
    output: v.array(PublicationOut),
    default: [],
  }),
  collaboration_interests: field({
    section: 'research',
    audience: 'listed',
    value: stringList(),
    output: listOut,
    default: [],
  }),
  teaching_roles: field({
    section: 'roles',
    audience: 'listed',
    value: rows(TeachingRoleSchema, cleanTeachingRoles),
    output: v.array(TeachingRoleOut),
    default: [],
  }),
  association_roles: field({
    section: 'roles',
    audience: 'listed',
    value: rows(AssociationRoleSchema, cleanAssociationRoles),
    output: v.array(AssociationRoleOut),
    default: [],
  }),
  display_preferences: field({
    section: 'privacy',
    audience: 'owner',
    value: DisplayPreferencesSchema,
    output: v.object({
      show_email_in_directory: v.boolean(),
      show_phone_in_directory: v.boolean(),
    }),
    default: { show_email_in_directory: false, show_phone_in_directory: false },
  }),
}
type ContentFields = typeof CONTENT_FIELDS
type ContentField = keyof ContentFields

/** Typed keys of a table (Object.keys answers string[]; the keys of a literal are exactly its fields). */
const keysOf = <T extends object>(table: T) => Object.keys(table) as (keyof T)[]

/** The fields whose audience the member chooses, in table order. */
export type VisibilityField = {
  [K in ContentField]: ContentFields[K]['audience'] extends 'chosen'
    ? ContentFields[K]['visibleAs'] extends string
      ? never
      : K
    : never
}[ContentField]
export const VISIBILITY_FIELDS: readonly VisibilityField[] = keysOf(CONTENT_FIELDS).filter(
  (key): key is VisibilityField =>
    CONTENT_FIELDS[key].audience === 'chosen' && CONTENT_FIELDS[key].visibleAs === undefined,
)
export type VisibilityMap = Record<VisibilityField, VisibilityLevel>
export const isVisibilityField = (key: string): key is VisibilityField => isOneOf(VISIBILITY_FIELDS, key)

/** The visibility choice that decides who sees a `chosen` field (its own, or the one it is `visibleAs`); undefined for other fields. */
export function visibilityKeyOf(key: string): VisibilityField | undefined {
  if (isVisibilityField(key)) return key
  const spec: { audience: FieldAudience; visibleAs?: string | undefined } | undefined = isOneOf(
    keysOf(CONTENT_FIELDS),
    key,
  )
    ? CONTENT_FIELDS[key]
    : undefined
  return spec?.audience === 'chosen' && spec.visibleAs !== undefined && isVisibilityField(spec.visibleAs)
    ? spec.visibleAs
    : undefined
}

export const defaultVisibility = (): VisibilityMap =>
  // Every chosen field, each at the default level: the record is complete.
  Object.fromEntries(VISIBILITY_FIELDS.map((key) => [key, DEFAULT_VISIBILITY])) as VisibilityMap

const level = v.optional(v.picklist(VISIBILITY_LEVELS, C.oneOf), DEFAULT_VISIBILITY)
export const VisibilitySchema = v.object(
  // One optional level per chosen field.
  Object.fromEntries(VISIBILITY_FIELDS.map((key) => [key, level])) as Record<VisibilityField, typeof level>,
)
const VisibilityOut = v.object(
  // One level picklist per chosen field (Object.fromEntries loses the keys, which VISIBILITY_FIELDS are).
  Object.fromEntries(VISIBILITY_FIELDS.map((key) => [key, v.picklist(VISIBILITY_LEVELS)])) as Record<
    VisibilityField,
    v.PicklistSchema<typeof VISIBILITY_LEVELS, undefined>
  >,
)

export const PROFILE_FIELDS = {
  ...CONTENT_FIELDS,
  visibility: field({
    section: 'privacy',
    audience: 'owner',
    value: VisibilitySchema,
    output: VisibilityOut,
    default: defaultVisibility(),
  }),
}
type Fields = typeof PROFILE_FIELDS
export type ProfileField = keyof Fields
export const PROFILE_FIELD_NAMES: readonly ProfileField[] = keysOf(PROFILE_FIELDS)

/** The fields of one section of the editor, in table order. */
export const fieldsOfSection = (section: ProfileSection): ProfileField[] =>
  PROFILE_FIELD_NAMES.filter((key) => PROFILE_FIELDS[key].section === section)

/**
 * Other names a field goes by: answers carry `years_of_experience` (the profile view's name)
 * beside `years_experience` (the form's), and bodies may send either.
 */
export const PROFILE_FIELD_ALIASES = {
  years_of_experience: 'years_experience',
} as const satisfies Record<string, ProfileField>
type Aliases = typeof PROFILE_FIELD_ALIASES
type AliasOf<K extends ProfileField> = {
  [A in keyof Aliases]: Aliases[A] extends K ? A : never
}[keyof Aliases]
type AnswerName<K extends ProfileField> = [AliasOf<K>] extends [never] ? K : AliasOf<K>
const answerNameOf = (key: ProfileField): string =>
  Object.entries(PROFILE_FIELD_ALIASES).find(([, target]) => target === key)?.[0] ?? key

/** A body with aliases read as the field they name (the field's own name wins when both are sent). */
export function withProfileAliases(body: Record<string, unknown>): Record<string, unknown> {
  let out = body
  for (const [alias, target] of Object.entries(PROFILE_FIELD_ALIASES)) {
    if (out[target] === undefined && out[alias] !== undefined) out = { ...out, [target]: out[alias] }
  }
  return out
}

/** Builds schema entries from the table (`Object.fromEntries` loses the key-to-schema typing that E restores). */
function entriesOf<E>(make: (key: ProfileField) => [string, v.GenericSchema] | undefined): E {
  // The entries are the ones `make` builds for the table's keys, which E describes key by key.
  return Object.fromEntries(
    PROFILE_FIELD_NAMES.flatMap((key) => {
      const entry = make(key)
      return entry ? [entry] : []
    }),
  ) as E
}
// The union of field specs, for reading one field's properties by a key that is not a literal.
const specOf = (
  key: ProfileField,
): FieldSpec<
  ProfileSection,
  FieldAudience,
  v.GenericSchema,
  v.GenericSchema,
  boolean,
  v.GenericSchema,
  string | undefined
> => PROFILE_FIELDS[key]

// ---------- bodies ----------

type FullEntries = {
  [K in ProfileField]: Fields[K]['required'] extends true
    ? Fields[K]['value']
    : v.OptionalSchema<Fields[K]['value'], never>
}
type PatchEntries = {
  [K in ProfileField]: v.OptionalSchema<Fields[K]['value'], undefined>
}

/** PUT /members/me/profile (and the first-time save): the whole profile; a field left out takes its default. */
export const ProfileInputSchema = v.pipe(
  v.object(
    entriesOf<FullEntries>((key) => {
      const spec = specOf(key)
      // The default is a value of the field's answer shape, which its value schema reads back unchanged (checked by the table's test).
      return [key, spec.required ? spec.value : v.optional(spec.value, spec.default as never)]
    }),
  ),
  // A name in at least one language (or the spec's single name, stored under its script's language).
  v.forward(
    v.partialCheck(
      [['full_name'], ['full_name_ar'], ['full_name_en']],
      (input) => Boolean(input.full_name || input.full_name_ar || input.full_name_en),
      C.required,
    ),
    ['full_name'],
  ),
)
export type ProfileInput = v.InferInput<typeof ProfileInputSchema>
export type ProfileData = v.InferOutput<typeof ProfileInputSchema>

/** PATCH /members/me/profile-full: any subset; a field left out keeps its stored value. */
export const ProfilePatchSchema = v.object(
  entriesOf<PatchEntries>((key) => [key, v.optional(specOf(key).value)]),
)
export type ProfilePatch = v.InferOutput<typeof ProfilePatchSchema>

/** The blank profile: every field at its default (a fresh copy each call). */
export const profileDefaults = (): ProfileData =>
  // structuredClone keeps the defaults' shapes; the table types each default as its field's answer, which is ProfileData's field.
  structuredClone(
    Object.fromEntries(PROFILE_FIELD_NAMES.map((key) => [key, specOf(key).default])),
  ) as ProfileData

// ---------- answers ----------

type OutputEntries = { [K in ProfileField]: Fields[K]['output'] }
type AliasEntries = { [A in keyof Aliases]: Fields[Aliases[A]]['output'] }
type ViewEntries = {
  [
    K in ProfileField as Fields[K]['audience'] extends 'owner' ? never : AnswerName<K>
  ]: Fields[K]['audience'] extends 'chosen'
    ? v.OptionalSchema<Fields[K]['viewOutput'], undefined>
    : Fields[K]['viewOutput']
}

/** The own profile (owner's GET/PUT/PATCH answers): every field as saved, with its aliases. */
export const OwnProfileSchema = v.object({
  id: v.number(),
  completed: v.boolean(),
  updated_at: v.nullable(v.string()),
  ...entriesOf<OutputEntries>((key) => [key, specOf(key).output]),
  // Each alias carries the answer schema of the field it names, as AliasEntries says.
  ...(Object.fromEntries(
    Object.entries(PROFILE_FIELD_ALIASES).map(([alias, key]) => [alias, specOf(key).output]),
  ) as AliasEntries),
})
export type OwnProfile = v.InferOutput<typeof OwnProfileSchema>

/**
 * GET /members/{id}: what this viewer may see. A `chosen` field whose visibility excludes the
 * viewer is absent, `owner` fields never appear (the server enforces both).
 */
export const MemberProfileViewSchema = v.object({
  id: v.number(),
  is_owner: v.boolean(),
  ...entriesOf<ViewEntries>((key) => {
    const spec = specOf(key)
    if (spec.audience === 'owner') return undefined
    return [answerNameOf(key), spec.audience === 'chosen' ? v.optional(spec.viewOutput) : spec.viewOutput]
  }),
})
export type MemberProfileView = v.InferOutput<typeof MemberProfileViewSchema>

/** A field's name in a viewer's reading (its alias where it has one). */
export const viewNameOf = (key: ProfileField): string => answerNameOf(key)
