import type { Locale } from '@contract/constants'

/** Arabic dates are Gregorian, named explicitly. */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-US'
}

export const COLLATOR_OPTIONS: Intl.CollatorOptions = { sensitivity: 'base', numeric: true }
