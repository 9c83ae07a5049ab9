import { describe, expect, it, vi } from 'vitest'
import { warmCardPicture } from './ResponsiveImage'

// The styles are compiled by the vanilla-extract plugin in the app build only.
vi.mock('./responsive-image.css', () => ({ picture: 'picture' }))

const SIZES = '(min-width: 40rem) 50vw, 100vw'

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
