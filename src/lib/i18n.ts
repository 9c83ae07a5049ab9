import { DEFAULT_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from '@contract/constants'
import { i18n, type Messages } from '@lingui/core'

export { i18n }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Spec §1: the choice lives under localStorage `lang`, Arabic by default. */
export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.lang)
    return isLocale(value) ? value : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lang, locale)
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ar: () => import('../../locales/ar/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}

/** Loads the catalog, activates it and sets `<html lang dir>` to follow (spec §1). */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
}

/** Arabic dates are Gregorian, named explicitly (decisions §6). */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-US'
}
