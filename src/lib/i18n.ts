import { DEFAULT_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from '@contract/constants'
import { isOneOf } from '@contract/narrow'
import { i18n, type I18n, type Messages } from '@lingui/core'
import { linkManifest } from './manifest-link'
import { intlLocale } from './intl-locale'

export { i18n }

export function isLocale(value: unknown): value is Locale {
  return isOneOf(LOCALES, value)
}

/** The choice lives under localStorage `lang`, Arabic by default. */
/** The active language (the default one until a catalog is active). */
export function currentLocale(): Locale {
  return localeOf(i18n)
}

/** The language of an i18n instance (a component's, from useLingui, so it re-renders on a switch); the default one until a catalog is active. */
export function localeOf(instance: Pick<I18n, 'locale'>): Locale {
  return isLocale(instance.locale) ? instance.locale : DEFAULT_LOCALE
}

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

function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/**
 * Each language's catalog comes in two parts (to keep the first visit small; docs/decisions/005-first-visit-budget.md):
 * the core (the messages of the modules a first visit to home reaches; vite.config.ts
 * linguiCoreCatalog, docs/decisions/275-start-up-schemas-in-modules-of-their-own.md) and the whole catalog. The home page needs only the core; every other screen waits for
 * the whole one (loadFullCatalog, from the root route), and once it was needed a language
 * switch loads it straight away.
 */
const coreCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ar: () => import('virtual:lingui-core/ar'),
  en: () => import('virtual:lingui-core/en'),
}
const fullCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ar: () => import('../../locales/ar/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}
let fullNeeded = false
const fullLoaded = new Map<Locale, Promise<void>>()

function loadFull(locale: Locale): Promise<void> {
  let loading = fullLoaded.get(locale)
  if (!loading) {
    // The screens' refusal sentences (./screen-error-messages.ts) come with their catalog.
    loading = Promise.all([fullCatalogs[locale](), import('./screen-error-messages')]).then(([{ messages }]) => i18n.load(locale, messages))
    // A failed download (offline before the service worker cached it) is tried again next time.
    loading.catch(() => fullLoaded.delete(locale))
    fullLoaded.set(locale, loading)
  }
  return loading
}

/** Loads the catalog, activates it and sets `<html lang dir>` and the linked web manifest to follow. */
export async function activateLocale(locale: Locale): Promise<void> {
  // Both parts at once when the whole catalog is needed (a first visit to any page but home).
  const [{ messages }] = await Promise.all([coreCatalogs[locale](), fullNeeded ? loadFull(locale) : undefined])
  i18n.load(locale, messages)
  // The number in a plural message ("#") is written with the same locale as lib/format.ts,
  // so that "١٠ نتائج" shows the reader's digits like every other number on the screen.
  i18n.activate(locale, [intlLocale(locale)])
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
  linkManifest(locale)
}

/** Makes every message of the active language available (all screens but home need it). */
export function loadFullCatalog(): Promise<void> {
  fullNeeded = true
  return isLocale(i18n.locale) ? loadFull(i18n.locale) : Promise.resolve()
}

