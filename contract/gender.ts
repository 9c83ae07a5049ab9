import type { Gender } from './constants'

export function genderSelect<T>(
  gender: Gender | null | undefined,
  forms: { female: T; male: T; other: T },
): T {
  return gender === 'female' ? forms.female : gender === 'male' ? forms.male : forms.other
}

export const genderKey = (gender: Gender | null | undefined): Gender | 'other' => gender ?? 'other'
