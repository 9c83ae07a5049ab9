import { CARD_IMAGE_SIZES, hasVariants, variantSrcSet } from '@contract/responsive-image'
import { escapeHtml } from './lib/html'

/**
 * The /news page's heading as the app writes it (the "News" and lead messages of the
 * catalogs, locales/ar/translations/shell.json and content.json; shell-splash.test.ts keeps
 * them equal): the splash shows them with the app's sizes, so their lines wrap as the page's
 * do and the picture below sits where the first card's will.
 */
export const NEWS_SPLASH_TEXT = {
  ar: { title: 'الأخبار', lead: 'إعلانات الجمعية وتقارير مؤتمراتها وأبحاثها.' },
  en: { title: 'News', lead: 'Announcements, conference reports and research from the society.' },
} as const

/**
 * The first card's picture as the card writes it (src/ui/ResponsiveImage.tsx): the AVIF and
 * WebP copies with the card's `sizes`, so the browser picks the copy the Link preload
 * fetched and the card shows (one download), 16:9 by width and height; high priority, as it
 * is the page's largest paint.
 */
function pictureHtml(src: string): string {
  const img = (srcAttrs: string) => `<img class="splash-card-media" src="${escapeHtml(src)}"${srcAttrs} width="640" height="360" alt="" fetchpriority="high" />`
  if (!hasVariants(src)) return img('')
  const sizes = escapeHtml(CARD_IMAGE_SIZES)
  const source = (format: 'avif' | 'webp') => `<source type="image/${format}" srcset="${escapeHtml(variantSrcSet(src, format))}" sizes="${sizes}" />`
  return `<picture>${source('avif')}${source('webp')}${img(` sizes="${sizes}"`)}</picture>`
}

/** The /news splash below the bar, in one language: the page's heading, room for its toolbar and count, the first card's picture. */
function newsPageHtml(language: 'ar' | 'en', picture: string): string {
  const text = NEWS_SPLASH_TEXT[language]
  return (
    `<div class="splash-page">` +
    `<p class="splash-page-title">${escapeHtml(text.title)}</p>` +
    `<p class="splash-page-lead">${escapeHtml(text.lead)}</p>` +
    `<div class="splash-toolbar"></div><div class="splash-count"></div>` +
    `<div class="splash-grid"><div class="splash-card">${pictureHtml(picture)}</div></div>` +
    `</div>`
  )
}

const HERO_OPEN = '<div class="splash-hero">'
/** Each language's splash opens with this and its language (index.html). */
const SPLASH_OPEN = '<div class="splash" lang="'
const NEWS_SPLASH_OPEN = '<div class="splash splash-news" lang="'

/** The end of the `<div>` opened at `start` (the splash's own markup: no `div` inside comments or attributes), or -1. */
function endOfDiv(html: string, start: number): number {
  const tags = /<(\/?)div\b[^>]*>/g
  tags.lastIndex = start
  let depth = 0
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return tags.lastIndex
  }
  return -1
}

/**
 * The app page (index.html) for `/news` opened without filters: each language's splash shows
 * the news page's heading and the first card's picture in place of the home hero, so the
 * page's largest paint (that picture) needs only the page and the picture, not the app's
 * code. The picture is where the card's will be on a phone (splash.css mirrors the page's
 * layout; tests/e2e/news-splash.spec.ts measures both), so the app replacing the splash
 * moves nothing. Undefined when the page has no splash hero in both languages (the plain
 * page is served then).
 */
export function newsSplashPage(indexHtml: string, picture: string): string | undefined {
  let html = indexHtml
  const replaced = new Set<string>()
  for (let at = html.indexOf(HERO_OPEN); at !== -1; at = html.indexOf(HERO_OPEN, at + 1)) {
    const opener = html.lastIndexOf(SPLASH_OPEN, at)
    const language = opener === -1 ? undefined : html.slice(opener + SPLASH_OPEN.length, opener + SPLASH_OPEN.length + 2)
    const end = endOfDiv(html, at)
    if ((language !== 'ar' && language !== 'en') || end === -1) return undefined
    // The class gives the news splash its face (splash.css); `at` moves by what it added before it.
    html = html.slice(0, opener) + NEWS_SPLASH_OPEN + html.slice(opener + SPLASH_OPEN.length, at) + newsPageHtml(language, picture) + html.slice(end)
    at += NEWS_SPLASH_OPEN.length - SPLASH_OPEN.length
    replaced.add(language)
  }
  return replaced.size === 2 ? html : undefined
}
