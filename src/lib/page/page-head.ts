import type { Locale } from '@contract/constants'
import { languageAddress, languageAlternates } from '@contract/public-addresses'
import { SOCIETY_CARD } from '@contract/society-card'
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { localeOf } from '../i18n/i18n'
import type { Society } from './structured-data'
import { knownPictureSize } from '@contract/responsive-image'

/** Meta of a deeper route replace the root's of the same name. */

const SOCIETY = msg`Saudi Orthopedic Society`
const SOCIETY_DESCRIPTION = msg`The member portal of the Saudi Orthopedic Society: news, events, resources, jobs and the member directory.`
const CARD_ALT = msg`The Saudi Orthopedic Society`
const OG_LOCALE: Record<Locale, string> = { ar: 'ar_SA', en: 'en_US' }

export function societyOf(i18n: I18n): Society {
  return { name: i18n._(SOCIETY), description: i18n._(SOCIETY_DESCRIPTION) }
}

type MetaTag = Record<string, string> | { title: string }
type LinkTag = Record<string, string>

export interface PageSummary {
  title: string | MessageDescriptor
  description?: string | MessageDescriptor
  image?: string | null
  type?: 'website' | 'article'
  jsonLd?: readonly unknown[]
  /** People's names (certificate verification): never indexed. */
  noindex?: boolean
}

const text = (i18n: I18n, value: string | MessageDescriptor) =>
  typeof value === 'string' ? value : i18n._(value)
const absolute = (siteUrl: string, path: string) =>
  new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString()

/** What every page's head holds: the society's defaults, the page's address in its language and its other language. */
export function siteHead(i18n: I18n, siteUrl: string, path: string): { meta: MetaTag[]; links: LinkTag[] } {
  const locale = localeOf(i18n)
  const other: Locale = locale === 'ar' ? 'en' : 'ar'
  const url = languageAddress(siteUrl, path, locale)
  return {
    meta: [
      { title: i18n._(SOCIETY) },
      { name: 'description', content: i18n._(SOCIETY_DESCRIPTION) },
      { property: 'og:site_name', content: i18n._(SOCIETY) },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: OG_LOCALE[locale] },
      { property: 'og:locale:alternate', content: OG_LOCALE[other] },
      { property: 'og:title', content: i18n._(SOCIETY) },
      { property: 'og:description', content: i18n._(SOCIETY_DESCRIPTION) },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...languageAlternates(siteUrl, path).map(({ hreflang, href }) => ({
        rel: 'alternate',
        hrefLang: hreflang,
        href,
      })),
    ],
  }
}

/** A page's own head: its title (with the society's name in the tab), description, picture and structured data (JSON-LD, escaped so no text in it can end its element). */
export function pageHead(
  i18n: I18n,
  siteUrl: string,
  page: PageSummary,
): { meta: MetaTag[]; scripts: { type: string; children: string }[] } {
  const locale = localeOf(i18n)
  const title = text(i18n, page.title)
  const description = page.description === undefined ? undefined : text(i18n, page.description)
  const meta: MetaTag[] = [
    { title: `${title} · ${i18n._(SOCIETY)}` },
    { property: 'og:title', content: title },
  ]
  if (description)
    meta.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    )
  if (page.type) meta.push({ property: 'og:type', content: page.type })
  if (page.image) {
    meta.push({
      property: 'og:image',
      content: /^https?:\/\//i.test(page.image) ? page.image : absolute(siteUrl, page.image),
    })
    // An upload cropped to a fixed size (an event's picture) claims it; any other picture's size is not known here.
    const size = knownPictureSize(page.image)
    if (size)
      meta.push(
        { property: 'og:image:type', content: 'image/webp' },
        { property: 'og:image:width', content: String(size.width) },
        { property: 'og:image:height', content: String(size.height) },
      )
    meta.push({ property: 'og:image:alt', content: title })
  } else {
    meta.push(
      { property: 'og:image', content: absolute(siteUrl, SOCIETY_CARD.path[locale]) },
      { property: 'og:image:type', content: SOCIETY_CARD.type },
      { property: 'og:image:width', content: String(SOCIETY_CARD.width) },
      { property: 'og:image:height', content: String(SOCIETY_CARD.height) },
      { property: 'og:image:alt', content: i18n._(CARD_ALT) },
    )
  }
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex' })
  const scripts = (page.jsonLd ?? []).map((data) => ({
    type: 'application/ld+json',
    children: serializeJsonLd(data),
  }))
  return { meta, scripts }
}

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for the body of a `<script type="application/ld+json">`: `<`, `>` and `&` written as
 * JSON escapes, so no text in it (a title with `</script>` or `<!--`) can end or change the
 * element, and U+2028/U+2029 escaped for older JavaScript parsers. It parses to the same value.
 * Here, not beside the builders (./structured-data.ts), which the browser's build leaves out.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char)
}

/**
 * STRUCTURED_DATA_RULE: structured data (JSON-LD) is written by the server only (each caller
 * builds it under `import.meta.env.SSR`). It is for crawlers and link previews, which read the
 * page as served; leaving it out of the browser's build keeps its builders (and the reference
 * data they read) out of the start-up JavaScript. React leaves the server's copy in the document
 * (it did not render it): src/main.tsx removes it at the first navigation to another page,
 * whose title, description, picture and canonical address the route heads write.
 */

/** A route's head only when it is the page itself (the deepest match), not the list under an item open over it. */
export function ownHead<Head extends object>(
  match: { id: string },
  matches: readonly { id: string }[],
  head: () => Head,
): Head | Record<string, never> {
  return matches.at(-1)?.id === match.id ? head() : {}
}

/** A member's, an admin's or an account screen's head: its title in the tab, never indexed. */
export function privateHead(
  { i18n, siteUrl }: { i18n: I18n; siteUrl: string },
  title: string | MessageDescriptor,
) {
  return pageHead(i18n, siteUrl, { title, noindex: true })
}
