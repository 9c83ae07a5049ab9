import { describe, expect, it } from 'vitest'
import { hasVariants, variantSrcSet } from './responsive-image'

describe('hasVariants', () => {
  it('is true for public uploads in a format the server resizes', () => {
    expect(hasVariants('/uploads/seed/news/news-01.jpg')).toBe(true)
    expect(hasVariants('/uploads/posts/2f1c.webp')).toBe(true)
  })

  it('is false for private files, other sites, SVG, local previews and addresses with a query', () => {
    for (const src of [
      '/private/resources/x.jpg',
      'https://example.org/a.jpg',
      '/favicon.svg',
      'blob:http://localhost/1',
      'data:image/png;base64,AA',
      '/uploads/a.jpg?w=320&fm=webp',
    ]) {
      expect(hasVariants(src), src).toBe(false)
    }
  })
})

describe('variantSrcSet', () => {
  it('lists every width the server makes, in one format', () => {
    expect(variantSrcSet('/uploads/seed/news/news-01.jpg', 'avif')).toBe(
      '/uploads/seed/news/news-01.jpg?w=320&fm=avif 320w, /uploads/seed/news/news-01.jpg?w=640&fm=avif 640w, /uploads/seed/news/news-01.jpg?w=960&fm=avif 960w, /uploads/seed/news/news-01.jpg?w=1280&fm=avif 1280w',
    )
  })
})
