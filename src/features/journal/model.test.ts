import { describe, expect, it } from 'vitest'
import { articleText, JOURNAL_ARTICLES } from './model'

describe('journal highlights', () => {
  it('has 6 curated articles with unique slugs and the three tags', () => {
    expect(JOURNAL_ARTICLES).toHaveLength(6)
    expect(new Set(JOURNAL_ARTICLES.map((a) => a.slug)).size).toBe(6)
    expect(new Set(JOURNAL_ARTICLES.map((a) => a.tag))).toEqual(new Set(['Original', 'Review', 'Editorial']))
    JOURNAL_ARTICLES.forEach((a) => expect(a.url).toMatch(/^https:\/\//))
  })
  it('writes the numbers of its Arabic titles and teasers in Arabic-Indic digits', () => {
    expect(
      JOURNAL_ARTICLES.flatMap((a) => [a.title_ar, a.teaser_ar]).filter((text) => /[0-9]/.test(text)),
    ).toEqual([])
  })
  const base = {
    slug: 's',
    title_en: 'T',
    title_ar: 'ع',
    teaser_en: 'E',
    teaser_ar: 'ت',
    tag: 'Original' as const,
    url: 'https://x.example',
  }
  it.each([
    ['en', base, { title: 'T', teaser: 'E', inEnglish: false }],
    ['ar', base, { title: 'ع', teaser: 'ت', inEnglish: false }],
    ['ar', { ...base, title_ar: '' }, { title: 'T', teaser: 'ت', inEnglish: true }],
    ['ar', { ...base, teaser_ar: ' ' }, { title: 'ع', teaser: 'E', inEnglish: true }],
    ['ar', { ...base, title_ar: '', teaser_ar: '' }, { title: 'T', teaser: 'E', inEnglish: true }],
  ] as const)('%s %j', (locale, article, expected) => {
    expect(articleText(article, locale)).toEqual(expected)
  })
})
