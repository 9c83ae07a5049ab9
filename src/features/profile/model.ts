import type { OwnProfile, ProfileField, ProfileInput, VisibilityMap } from '@contract/members'
import { PROFILE_FIELD_NAMES, ProfileInputSchema } from '@contract/members'
import { isOneOf } from '@contract/narrow'
import { parseTypedNumber } from '@contract/numbers'
import * as v from 'valibot'
import { numberOfField } from '@/lib/format/typed-number'
import type { Gender, Locale } from '@contract/constants'
import { personNameOf, splitTextByScript } from '@contract/script-language'
import { defaultVisibility } from '@contract/members'
import { referenceLabel, regionOfCity, toReferenceValue } from '@contract/reference-data'
import {
  cleanList,
  type AssociationRole,
  type LanguageEntry,
  type Publication,
  type Qualification,
  type TeachingRole,
} from '@contract/profile-lines'

export type FormMode = 'first-time' | 'edit'

export const LIST_FIELDS = [
  'specialties',
  'cities',
  'hospitals',
  'clinical_interests',
  'fellowships',
  'collaboration_interests',
] as const
export type ListField = (typeof LIST_FIELDS)[number]

export interface ClinicLocationForm {
  hospital: string
  department: string
  address1: string
  address2: string
  city: string
  region: string
  postal_code: string
  country: string
  lat: string
  lng: string
}

/** What the form edits: text inputs as strings, lists and rows as arrays (the same in both modes). */
export interface ProfileForm {
  /** The name and bio in each language (the spec's single fields are read from them by the server). */
  full_name_ar: string
  full_name_en: string
  bio_ar: string
  bio_en: string
  /** '' when unset. */
  gender: '' | Gender
  specialty: string
  city: string
  hospital: string
  pronouns: string
  years_experience: string
  /** yyyy-mm, the value of a month input. */
  consultant_since: string
  avatar_url: string | null
  specialties: string[]
  cities: string[]
  hospitals: string[]
  clinical_interests: string[]
  fellowships: string[]
  collaboration_interests: string[]
  languages_spoken: LanguageEntry[]
  qualifications: Qualification[]
  publications: Publication[]
  association_roles: AssociationRole[]
  teaching_roles: TeachingRole[]
  work_contacts: { email: string; phone: string }
  clinic_location: ClinicLocationForm
  links: { linkedin: string; orcid: string; researchgate: string; institutional_page: string }
  display_preferences: { show_email_in_directory: boolean; show_phone_in_directory: boolean }
  visibility: VisibilityMap
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/**
 * The form of a profile. Specialties and cities arrive as codes (or `other:` + free text) and
 * are edited as their labels in the reader's language (free text as typed), with the
 * reference list as suggestions; `payloadOf` turns them back into codes. The main city and
 * hospital are asked once: a profile that named them only in its clinic location reads them
 * from there.
 */
export function formFromProfile(profile: OwnProfile, locale: Locale): ProfileForm {
  const name = personNameOf(profile)
  // A copy saved before bios were kept in both languages: its single bio under its script's language.
  const bio =
    profile.bio_ar || profile.bio_en
      ? { ar: profile.bio_ar, en: profile.bio_en }
      : splitTextByScript(profile.bio)
  return {
    full_name_ar: name.full_name_ar,
    full_name_en: name.full_name_en,
    bio_ar: bio.ar,
    bio_en: bio.en,
    gender: profile.gender ?? '',
    specialty: referenceLabel('specialty', profile.specialty, locale),
    city: referenceLabel('city', profile.city || profile.clinic_location.city, locale),
    hospital: profile.hospital || profile.clinic_location.hospital,
    pronouns: profile.pronouns,
    years_experience: numberText(profile.years_of_experience ?? profile.years_experience),
    consultant_since: profile.consultant_since ? profile.consultant_since.slice(0, 7) : '',
    avatar_url: profile.avatar_url,
    specialties: profile.specialties.map((value) => referenceLabel('specialty', value, locale)),
    cities: profile.cities.map((value) => referenceLabel('city', value, locale)),
    hospitals: profile.hospitals,
    clinical_interests: profile.clinical_interests,
    fellowships: profile.fellowships,
    collaboration_interests: profile.collaboration_interests,
    languages_spoken: profile.languages_spoken,
    qualifications: profile.qualifications,
    publications: profile.publications,
    association_roles: profile.association_roles,
    teaching_roles: profile.teaching_roles,
    work_contacts: { ...profile.work_contacts },
    clinic_location: {
      ...profile.clinic_location,
      lat: numberText(profile.clinic_location.lat),
      lng: numberText(profile.clinic_location.lng),
    },
    links: { ...profile.links },
    display_preferences: { ...profile.display_preferences },
    visibility: { ...defaultVisibility(), ...profile.visibility },
  }
}

const coordinate = (text: string): number | null => {
  const value = parseTypedNumber(text, { fraction: true })
  return value !== null && Number.isFinite(value) ? value : null
}

/** Typed specialties or cities as the server stores them: codes, free text marked, each once. */
const referenceValues = (kind: 'specialty' | 'city', list: readonly string[]) =>
  cleanList(list.map((value) => toReferenceValue(kind, value)))

/**
 * The payload to save: years_experience is a whole number 0–80, and in edit mode an
 * empty value is dropped from the payload (the stored one stays). The clinic is at the main
 * hospital and city, its region the city's (a city outside the list keeps the stored region).
 */
export function payloadOf(form: ProfileForm, mode: FormMode): ProfileInput {
  const years = form.years_experience.trim()
  const city = toReferenceValue('city', form.city)
  const payload: ProfileInput = {
    full_name_ar: form.full_name_ar,
    full_name_en: form.full_name_en,
    bio_ar: form.bio_ar,
    bio_en: form.bio_en,
    gender: form.gender || null,
    specialty: toReferenceValue('specialty', form.specialty),
    city,
    hospital: form.hospital,
    pronouns: form.pronouns,
    consultant_since: form.consultant_since || null,
    avatar_url: form.avatar_url,
    specialties: referenceValues('specialty', form.specialties),
    cities: referenceValues('city', form.cities),
    hospitals: form.hospitals,
    clinical_interests: form.clinical_interests,
    fellowships: form.fellowships,
    collaboration_interests: form.collaboration_interests,
    languages_spoken: form.languages_spoken,
    qualifications: form.qualifications,
    publications: form.publications,
    association_roles: form.association_roles,
    teaching_roles: form.teaching_roles,
    work_contacts: form.work_contacts,
    clinic_location: {
      ...form.clinic_location,
      hospital: form.hospital,
      city,
      region: regionOfCity(city) ?? (city ? form.clinic_location.region : ''),
      lat: coordinate(form.clinic_location.lat),
      lng: coordinate(form.clinic_location.lng),
    },
    links: form.links,
    display_preferences: form.display_preferences,
    visibility: form.visibility,
  }
  if (years !== '') payload.years_experience = numberOfField(years)
  else if (mode === 'first-time') payload.years_experience = null
  return payload
}

/** One thing the contract refuses in a payload: the field, the part inside it (row, key) and the validation code. */
export interface FieldProblem {
  field: ProfileField
  path: string[]
  code: string
}

/**
 * What the server would refuse, read with the contract's own schema before anything is sent:
 * at most one problem per field, in the order of the field table (the editor's order), so the
 * first one is the first invalid field on the screen.
 */
export function problemsOf(payload: ProfileInput): FieldProblem[] {
  const result = v.safeParse(ProfileInputSchema, payload)
  if (result.success) return []
  const byField = new Map<ProfileField, FieldProblem>()
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((item) => String(item.key))
    const [field, ...rest] = path
    if (field === undefined || !isOneOf(PROFILE_FIELD_NAMES, field)) continue
    const shownOn = formFieldOf(field)
    if (byField.has(shownOn)) continue
    byField.set(shownOn, { field: shownOn, path: rest, code: issue.message })
  }
  return PROFILE_FIELD_NAMES.flatMap((field) => byField.get(field) ?? [])
}

/** The field a problem is shown on: the form edits the spec's single name and bio through their Arabic and English fields. */
export function formFieldOf(field: ProfileField): ProfileField {
  return field === 'full_name' ? 'full_name_ar' : field === 'bio' ? 'bio_ar' : field
}
