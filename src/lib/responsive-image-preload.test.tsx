import { beforeEach, describe, expect, it } from 'vitest'
import { preloadResponsiveImage } from './responsive-image'

const SIZES = '(min-width: 40rem) 50vw, 100vw'
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]

describe('preloadResponsiveImage', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it("announces an upload's AVIF copies with the card's sizes, at high priority, so the card's picture is the same download", () => {
    preloadResponsiveImage('/uploads/seed/news/news-01.webp', SIZES)
    const [link] = preloads()
    expect(preloads()).toHaveLength(1)
    expect(link?.getAttribute('type')).toBe('image/avif')
    expect(link?.getAttribute('imagesrcset')).toContain('/uploads/seed/news/news-01.webp?w=640&fm=avif 640w')
    expect(link?.getAttribute('imagesizes')).toBe(SIZES)
    expect(link?.getAttribute('fetchpriority')).toBe('high')
  })

  it('announces a picture once, and one the server cannot resize as it is', () => {
    preloadResponsiveImage('/uploads/seed/news/news-01.webp', SIZES)
    preloadResponsiveImage('/uploads/seed/news/news-01.webp', SIZES)
    preloadResponsiveImage('https://example.org/a.svg', SIZES)
    expect(preloads().map((link) => [link.getAttribute('href'), link.getAttribute('imagesrcset')])).toEqual([
      ['/uploads/seed/news/news-01.webp?w=320&fm=avif', expect.stringContaining('1280w')],
      ['https://example.org/a.svg', null],
    ])
  })
})
