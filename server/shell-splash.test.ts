import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NEWS_SPLASH_TEXT, newsSplashPage } from './shell-splash'

const INDEX = readFileSync('index.html', 'utf8')
const translations = (area: string): Record<string, string> => JSON.parse(readFileSync(`locales/ar/translations/${area}.json`, 'utf8'))

/** The markup of each language's splash, from its opening tag to the next one (or the end of #root). */
const splashes = (html: string) => html.split(/(?=<div class="splash[^"]*" lang=)/).slice(1)

describe('the /news splash', () => {
  it("says what the app's page says, in both languages", () => {
    expect(NEWS_SPLASH_TEXT.en).toEqual({ title: 'News', lead: 'Announcements, conference reports and research from the society.' })
    expect(NEWS_SPLASH_TEXT.ar.title).toBe(translations('shell')[NEWS_SPLASH_TEXT.en.title])
    expect(NEWS_SPLASH_TEXT.ar.lead).toBe(translations('content')[NEWS_SPLASH_TEXT.en.lead])
  })

  it("replaces each language's hero with the news heading and the first card's picture, the card's copies and sizes", () => {
    const html = newsSplashPage(INDEX, '/uploads/seed/news/first.webp') ?? ''
    expect(html).not.toContain('splash-hero')
    const [ar = '', en = ''] = splashes(html)
    expect(ar).toMatch(/^<div class="splash splash-news" lang="ar" dir="rtl">/)
    expect(en).toMatch(/^<div class="splash splash-news" lang="en" dir="ltr" hidden>/)
    expect(ar).toContain('<p class="splash-page-title">الأخبار</p>')
    expect(en).toContain('<p class="splash-page-title">News</p>')
    for (const splash of [ar, en]) {
      // The bar stays; the picture is in the card, AVIF first, as ResponsiveImage writes it.
      expect(splash).toContain('<div class="splash-bar">')
      expect(splash).toContain(
        '<picture><source type="image/avif" srcset="/uploads/seed/news/first.webp?w=320&amp;fm=avif 320w, /uploads/seed/news/first.webp?w=640&amp;fm=avif 640w, ' +
          '/uploads/seed/news/first.webp?w=960&amp;fm=avif 960w, /uploads/seed/news/first.webp?w=1280&amp;fm=avif 1280w" sizes="(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw" />',
      )
      expect(splash).toContain('<img class="splash-card-media" src="/uploads/seed/news/first.webp" sizes="(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw" width="640" height="360" alt="" fetchpriority="high" />')
    }
    // Nothing else of the page changes: the inline script and style (allowed by their hashes) are the same.
    const outside = (page: string) => page.replace(/<div id="root">[\s\S]*<\/div>\s*<!-- English only/, '')
    expect(outside(html)).toBe(outside(INDEX))
  })

  it('writes a picture without copies (another site\'s) as a plain img, and escapes what it writes', () => {
    const html = newsSplashPage(INDEX, 'https://example.org/a"><script>alert(1)</script>.svg') ?? ''
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('<img class="splash-card-media" src="https://example.org/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.svg" width="640" height="360"')
    expect(html).not.toContain('<picture>')
  })

  it('leaves a page without the splash hero in both languages to be served as it is', () => {
    expect(newsSplashPage('<!doctype html><title>Portal</title>', '/uploads/a.webp')).toBeUndefined()
    const arabicOnly = INDEX.replace(/<div class="splash" lang="en"[\s\S]*?<\/div>\s*<\/div>\s*<\/div>\s*<\/div>/, '')
    expect(arabicOnly).not.toContain('lang="en"')
    expect(newsSplashPage(arabicOnly, '/uploads/a.webp')).toBeUndefined()
  })
})
