import { beforeEach, describe, expect, it } from 'vitest'
import { preloadResponsiveImage, warmCardPicture } from './responsive-image'

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

describe('warmCardPicture', () => {
  it('asks for the copies the card shows (AVIF, then WebP, with its sizes), not the original alone', () => {
    const img = warmCardPicture('/uploads/seed/news/news-01.webp', SIZES)
    const sources = [...(img.parentElement?.querySelectorAll('source') ?? [])]
    expect(img.parentElement?.tagName).toBe('PICTURE')
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]?.srcset).toContain('/uploads/seed/news/news-01.webp?w=640&fm=avif 640w')
    expect(sources.every((source) => source.sizes === SIZES)).toBe(true)
    expect(img.sizes).toBe(SIZES)
  })

  it('asks for a picture without copies as it is', () => {
    const img = warmCardPicture('/uploads/seed/news/diagram.svg', SIZES)
    expect(img.parentElement).toBeNull()
    expect(img.getAttribute('src')).toBe('/uploads/seed/news/diagram.svg')
  })
})
