import type { Gender } from './constants'

/**
 * The wording that agrees with a person, the way an ICU `select` on gender picks it in the
 * app's catalogs: `female`, `male`, and `other` always present (the neutral wording, for a
 * gender that is not given). For text written outside the catalogs (PDFs, e-mails).
 */
export function genderSelect<T>(
  gender: Gender | null | undefined,
  forms: { female: T; male: T; other: T },
): T {
  return gender === 'female' ? forms.female : gender === 'male' ? forms.male : forms.other
}

/** The value an ICU `select` on gender reads: the gender, or `other` when it is not given. */
export const genderKey = (gender: Gender | null | undefined): Gender | 'other' => gender ?? 'other'
