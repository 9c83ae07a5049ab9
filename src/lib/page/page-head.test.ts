import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../i18n/i18n'
import { pageHead } from './page-head'

const SITE = 'https://portal.example.org'
const property = (meta: ReturnType<typeof pageHead>['meta'], name: string) =>
  meta.flatMap((tag) => ('property' in tag && tag.property === name ? [tag.content] : []))

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

describe('pageHead link previews', () => {
  it('shows an event picture with the size its upload was cropped to, instead of the society card', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    const { meta } = pageHead(i18n, SITE, { title: 'Hand symposium', image: '/uploads/events/abc.webp' })
    expect(property(meta, 'og:image')).toEqual([`${SITE}/uploads/events/abc.webp`])
    expect([
      property(meta, 'og:image:width'),
      property(meta, 'og:image:height'),
      property(meta, 'og:image:type'),
    ]).toEqual([['1200'], ['630'], ['image/webp']])
    expect(property(meta, 'og:image:alt')).toEqual(['Hand symposium'])
  })

  it('claims no size for a picture of unknown size', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    const { meta } = pageHead(i18n, SITE, { title: 'News', image: '/uploads/posts/abc.webp' })
    expect(property(meta, 'og:image')).toEqual([`${SITE}/uploads/posts/abc.webp`])
    expect(property(meta, 'og:image:width')).toEqual([])
  })
})
