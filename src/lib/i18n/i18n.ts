import { DEFAULT_LOCALE, langCookie, LOCALES, STORAGE_KEYS, type Locale } from '@contract/constants'
import { isOneOf } from '@contract/narrow'
import { i18n, type I18n, type Messages } from '@lingui/core'
import type { CatalogArea } from './catalog-areas'
import { linkManifest } from '../pwa/manifest-link'
import { intlLocale } from '../format/intl-locale'

export { i18n }

export function isLocale(value: unknown): value is Locale {
  return isOneOf(LOCALES, value)
}

export function currentLocale(): Locale {
  return localeOf(i18n)
}

export function localeOf(instance: Pick<I18n, 'locale'>): Locale {
  return isLocale(instance.locale) ? instance.locale : DEFAULT_LOCALE
}

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

/** Also in the `lang` cookie, so the server renders the same language. */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lang, locale)
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  document.cookie = langCookie(locale, window.location.protocol === 'https:')
}

const catalogs: Record<CatalogArea, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  messages: {
    ar: () => import('../../../locales/ar/messages.po'),
    en: () => import('../../../locales/en/messages.po'),
  },
  refusals: {
    ar: () => import('../../../locales/ar/refusals.po'),
    en: () => import('../../../locales/en/refusals.po'),
  },
  about: {
    ar: () => import('../../../locales/ar/about.po'),
    en: () => import('../../../locales/en/about.po'),
  },
  member: {
    ar: () => import('../../../locales/ar/member.po'),
    en: () => import('../../../locales/en/member.po'),
  },
  admin: {
    ar: () => import('../../../locales/ar/admin.po'),
    en: () => import('../../../locales/en/admin.po'),
  },
}
const loaded = new Map<string, Promise<void>>()
const ready = new Set<string>()
/** A change of language loads the catalogs of every area shown so far. */
const inUse = new Set<CatalogArea>(['messages'])

function loadArea(area: CatalogArea, locale: Locale, instance: I18n): Promise<void> {
  const key = `${area}/${locale}`
  let loading = instance === i18n ? loaded.get(key) : undefined
  if (!loading) {
    loading = Promise.all([
      catalogs[area][locale](),
      area === 'refusals' ? import('../http/screen-error-messages') : undefined,
    ]).then(([{ messages }]) => {
      instance.load(locale, messages)
      if (instance === i18n) ready.add(key)
    })
    // A failed download (offline before the service worker cached it) is tried again next time.
    if (instance === i18n) {
      loading.catch(() => loaded.delete(key))
      loaded.set(key, loading)
    }
  }
  return loading
}

function loadCatalog(locale: Locale, instance: I18n): Promise<void> {
  return Promise.all([...inUse].map((area) => loadArea(area, locale, instance))).then(() => undefined)
}

/**
 * Loads an area's catalog in the active language before its screen (or a member's part of a
 * public page, like the header's bell) renders, and keeps it through changes of language.
 * Undefined when it is in already, so moving between a member's screens does not wait.
 */
export function loadAreaMessages(area: CatalogArea | undefined): Promise<void> | undefined {
  // The server renders with every catalog in (src/entry-server.tsx).
  if (!area || typeof document === 'undefined') return undefined
  inUse.add(area)
  const locale = currentLocale()
  return ready.has(`${area}/${locale}`) ? undefined : loadArea(area, locale, i18n)
}

/** `dir` of a language's pages. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/**
 * Loads the catalogs (the public one, those of the areas shown so far and `area`'s) and
 * activates them on `instance` (the app's own by default; the server renders each request
 * with an instance of its own). In the browser the page's `<html lang
 * dir>` and linked web manifest follow.
 */
export async function activateLocale(
  locale: Locale,
  instance: I18n = i18n,
  area?: CatalogArea,
): Promise<void> {
  if (area) inUse.add(area)
  await loadCatalog(locale, instance)
  // The number in a plural message ("#") is written with the same locale as lib/format.ts,
  // so that "١٠ نتائج" shows the reader's digits like every other number on the screen.
  instance.activate(locale, [intlLocale(locale)])
  if (typeof document === 'undefined' || instance !== i18n) return
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
  linkManifest(locale)
}
