import { foldArabic } from '@contract/fold-arabic'
import { referenceSearchText } from '@contract/reference-data'

/** Names, bios, hospitals and the city in both languages, folded, so "Riyadh" finds الرياض in any spelling. */
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
