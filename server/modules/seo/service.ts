import { LOCALES } from '@contract/constants'
import {
  languageAddress,
  languageAlternates,
  PUBLIC_ITEM_LISTS,
  PUBLIC_LIST_PATHS,
  publicItemPath,
  type PublicItemKind,
  type PublicListPath,
} from '@contract/public-addresses'
import type { AppDeps } from '../../app-env'
import { escapeHtml } from '../../lib/html'
import { publicEventChanges } from '../events/service'
import { openJobChanges } from '../jobs/service'
import { publicNewsChanges } from '../posts/service'
import { publicResourceChanges } from '../resources/service'

export interface SitemapPage {
  path: string
  lastmod: string | undefined
}

/** A sitemap file holds at most this many URLs (sitemaps.org); each page is one URL per language. */
const SITEMAP_URL_LIMIT = 50_000

function w3cDate(value: string): string | undefined {
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString()
}

const newest = (dates: (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((best, date) => (date && (!best || date > best) ? date : best), undefined)

/**
 * Every page the anonymous reader can open; drafts, deleted items, members-only resources, expired jobs and
 * certificate pages (people's names) are left out. A list page's lastmod is its newest item's.
 */
export async function sitemapPages(deps: AppDeps): Promise<SitemapPage[]> {
  const [news, event, resource, job] = await Promise.all([
    publicNewsChanges(deps),
    publicEventChanges(deps),
    publicResourceChanges(deps),
    openJobChanges(deps),
  ])
  const items: Record<PublicItemKind, SitemapPage[]> = {
    news: news.map((row) => ({ path: publicItemPath('news', row.id), lastmod: w3cDate(row.updated_at) })),
    event: event.map((row) => ({ path: publicItemPath('event', row.id), lastmod: w3cDate(row.updated_at) })),
    resource: resource.map((row) => ({
      path: publicItemPath('resource', row.id),
      lastmod: w3cDate(row.updated_at),
    })),
    job: job.map((row) => ({ path: publicItemPath('job', row.id), lastmod: w3cDate(row.updated_at) })),
  }
  const kinds = Object.keys(PUBLIC_ITEM_LISTS).filter((kind): kind is PublicItemKind => kind in items)
  const listLastmod = (path: PublicListPath): string | undefined => {
    const lists = path === '/' ? kinds : kinds.filter((kind) => PUBLIC_ITEM_LISTS[kind] === path)
    return lists.length ? newest(lists.flatMap((kind) => items[kind].map((page) => page.lastmod))) : undefined
  }
  const pages = [
    ...PUBLIC_LIST_PATHS.map((path) => ({ path, lastmod: listLastmod(path) })),
    ...kinds.flatMap((kind) => items[kind]),
  ]
  return pages.slice(0, Math.floor(SITEMAP_URL_LIMIT / LOCALES.length))
}

/** One `<url>` per page and language, each naming every language's address and x-default as alternates. */
export function sitemapXml(publicUrl: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const alternates = languageAlternates(publicUrl, page.path)
      .map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`,
      )
      .join('\n')
    const lastmod = page.lastmod ? `\n    <lastmod>${page.lastmod}</lastmod>` : ''
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${escapeHtml(languageAddress(publicUrl, page.path, locale))}</loc>${lastmod}\n${alternates}\n  </url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * What crawlers may not fetch: the API, and every screen that is not a public page — the back
 * office, the signed-in member's own screens, the door's check-in, certificate verification
 * (people's names), member profiles (members only; the directory /members itself stays open)
 * and the one-time links of e-mails.
 */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/admin',
  '/account',
  '/check-in',
  '/certificates',
  '/dashboard',
  '/profile',
  '/complete-profile',
  '/tickets',
  '/teams',
  '/workspaces',
  '/members/',
  '/activate',
  '/confirm-email',
  '/reset-password',
  '/register/pending',
] as const

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
