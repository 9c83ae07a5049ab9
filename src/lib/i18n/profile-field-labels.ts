import type { ProfileField, ProfileSection } from '@contract/members'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Keyed by the contract's field table: a field added there does not compile until it has a label here. */
export const PROFILE_FIELD_LABELS = {
  full_name: msg`Full name`,
  full_name_ar: msg`Full name in Arabic`,
  full_name_en: msg`Full name in English`,
  gender: msg`Gender`,
  specialty: msg`Specialty`,
  avatar_url: msg`Photo`,
  pronouns: msg`Pronouns`,
  bio: msg`Bio`,
  bio_ar: msg`Bio in Arabic`,
  bio_en: msg`Bio in English`,
  specialties: msg`Specialties`,
  city: msg`City`,
  cities: msg`Cities`,
  hospital: msg`Hospital`,
  hospitals: msg`Hospitals`,
  years_experience: msg`Years of experience`,
  consultant_since: msg`Consultant since`,
  clinical_interests: msg`Clinical interests`,
  languages_spoken: msg`Languages`,
  clinic_location: msg`Clinic location`,
  work_contacts: msg`Work contacts`,
  links: msg`Links`,
  qualifications: msg`Qualifications`,
  fellowships: msg`Fellowships`,
  publications: msg`Publications`,
  collaboration_interests: msg`Collaboration interests`,
  teaching_roles: msg`Teaching roles`,
  association_roles: msg`Association roles`,
  display_preferences: msg`Directory display`,
  visibility: msg`Visibility`,
} satisfies Record<ProfileField, MessageDescriptor>

export const PROFILE_SECTION_LABELS = {
  identity: msg`Basic information`,
  practice: msg`Practice`,
  contact: msg`Contact details`,
  education: msg`Education`,
  research: msg`Research`,
  roles: msg`Roles and committees`,
  privacy: msg`Privacy`,
} satisfies Record<ProfileSection, MessageDescriptor>
