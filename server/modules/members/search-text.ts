import { foldArabic } from '@contract/fold-arabic'
import { referenceSearchText } from '@contract/reference-data'

/**
 * The directory's search text of a profile: the name, the hospitals and the city in both
 * languages (a city code reads as its Arabic and English names, free text as typed), folded,
 * so "Riyadh" and "الرياض" (in any alef or taa marbuta form) find the members of that city.
 */
export function memberSearchText(profile: { full_name: string; hospital: string; hospitals: readonly string[]; city: string }): string {
  return foldArabic([profile.full_name, profile.hospital, ...profile.hospitals, referenceSearchText('city', profile.city)].join(' '))
}
