import { LOCALES, type Locale } from './constants'

/** Without `lang` is the `x-default`; sitemap and heads share these. */

export const LANG_PARAM = 'lang'

export const PUBLIC_LIST_PATHS = [
  '/',
  '/news',
  '/events',
  '/resources',
  '/jobs',
  '/journal',
  '/about',
  '/privacy',
  '/terms',
  '/members',
] as const
export type PublicListPath = (typeof PUBLIC_LIST_PATHS)[number]

export const PUBLIC_ITEM_LISTS = {
  news: '/news',
  event: '/events',
  resource: '/resources',
  job: '/jobs',
} as const satisfies Record<string, PublicListPath>
export type PublicItemKind = keyof typeof PUBLIC_ITEM_LISTS

export const publicItemPath = (kind: PublicItemKind, id: number): string => `${PUBLIC_ITEM_LISTS[kind]}/${id}`

/**
 * The absolute address of `path` (which may carry a query) on `baseUrl`, in `locale`, or
 * without `lang` for the x-default. Any `lang` already in `path` is replaced.
 */
export function languageAddress(baseUrl: string, path: string, locale: Locale | 'x-default'): string {
  const url = new URL(path, `${baseUrl.replace(/\/+$/, '')}/`)
  url.searchParams.delete(LANG_PARAM)
  if (locale !== 'x-default') url.searchParams.set(LANG_PARAM, locale)
  return url.toString()
}

export interface LanguageAlternate {
  hreflang: Locale | 'x-default'
  href: string
}

/** `<link rel="alternate" hreflang>` of a page: each language, then the x-default. */
export function languageAlternates(baseUrl: string, path: string): LanguageAlternate[] {
  return [...LOCALES, 'x-default' as const].map((hreflang) => ({
    hreflang,
    href: languageAddress(baseUrl, path, hreflang),
  }))
}
