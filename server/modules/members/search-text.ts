import { foldArabic } from '@contract/fold-arabic'
import { referenceSearchText } from '@contract/reference-data'

/**
 * The directory's search text of a profile: the names and bios in both languages, the
 * hospitals and the city in both languages (a city code reads as its Arabic and English
 * names, free text as typed), folded, so "Riyadh" and "الرياض" (in any alef or taa marbuta
 * form) find the members of that city, and "Sara" finds سارة when she wrote both names.
 */
export function memberSearchText(profile: {
  full_name: string
  full_name_ar?: string
  full_name_en?: string
  bio_ar?: string
  bio_en?: string
  hospital: string
  hospitals: readonly string[]
  city: string
}): string {
  const names = [profile.full_name_ar ?? '', profile.full_name_en ?? ''].filter(Boolean)
  const texts = [
    ...(names.length ? names : [profile.full_name]),
    profile.hospital,
    ...profile.hospitals,
    referenceSearchText('city', profile.city),
    profile.bio_ar ?? '',
    profile.bio_en ?? '',
  ]
  return foldArabic(texts.filter(Boolean).join(' '))
}
