import { DEFAULT_LOCALE, langCookie, LOCALES, STORAGE_KEYS, type Locale } from '@contract/constants'
import { isOneOf } from '@contract/narrow'
import { i18n, type I18n, type Messages } from '@lingui/core'
import { linkManifest } from './manifest-link'
import { intlLocale } from './intl-locale'

export { i18n }

export function isLocale(value: unknown): value is Locale {
  return isOneOf(LOCALES, value)
}

/** The active language (the default one until a catalog is active). */
export function currentLocale(): Locale {
  return localeOf(i18n)
}

/** The language of an i18n instance (a component's, from useLingui, so it re-renders on a switch); the default one until a catalog is active. */
export function localeOf(instance: Pick<I18n, 'locale'>): Locale {
  return isLocale(instance.locale) ? instance.locale : DEFAULT_LOCALE
}

/** The language the reader chose on this device (localStorage `lang`), if any. */
export function storedChoice(): Locale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.lang)
    return isLocale(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function storedLocale(): Locale {
  return storedChoice() ?? DEFAULT_LOCALE
}

/** The choice lives under localStorage `lang` (Arabic by default) and in the `lang` cookie, so the server renders the same language. */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lang, locale)
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  document.cookie = langCookie(locale, window.location.protocol === 'https:')
}

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ar: () => import('../../locales/ar/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}
const loaded = new Map<Locale, Promise<void>>()

/** Loads a language's catalog into `instance` once; the screens' refusal sentences (./screen-error-messages.ts) come with it. */
function loadCatalog(locale: Locale, instance: I18n = i18n): Promise<void> {
  let loading = instance === i18n ? loaded.get(locale) : undefined
  if (!loading) {
    loading = Promise.all([catalogs[locale](), import('./screen-error-messages')]).then(([{ messages }]) =>
      instance.load(locale, messages),
    )
    // A failed download (offline before the service worker cached it) is tried again next time.
    if (instance === i18n) {
      loading.catch(() => loaded.delete(locale))
      loaded.set(locale, loading)
    }
  }
  return loading
}

/** `dir` of a language's pages. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/**
 * Loads the catalog and activates it on `instance` (the app's own by default; the server
 * renders each request with an instance of its own). In the browser the page's `<html lang
 * dir>` and linked web manifest follow.
 */
export async function activateLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  await loadCatalog(locale, instance)
  // The number in a plural message ("#") is written with the same locale as lib/format.ts,
  // so that "١٠ نتائج" shows the reader's digits like every other number on the screen.
  instance.activate(locale, [intlLocale(locale)])
  if (typeof document === 'undefined' || instance !== i18n) return
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
  linkManifest(locale)
}
