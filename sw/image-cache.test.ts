import { describe, expect, it } from 'vitest'
import { isCacheableImageRequest, isCacheableImageResponse } from './image-cache'

const origin = 'https://portal.example'
const url = (path: string) => new URL(path, origin)

describe('service worker image cache', () => {
  it('keeps public pictures under /uploads of our own origin', () => {
    expect(isCacheableImageRequest(url('/uploads/avatars/a.webp'), 'image', origin)).toBe(true)
    expect(isCacheableImageRequest(url('/uploads/posts/b.jpg'), 'image', origin)).toBe(true)
  })

  it('never keeps signed, private, API, foreign or non-image requests', () => {
    expect(isCacheableImageRequest(url('/uploads/a.png?expires=1&sig=abc'), 'image', origin)).toBe(false)
    expect(isCacheableImageRequest(url('/uploads/private/a.png'), 'image', origin)).toBe(false)
    expect(isCacheableImageRequest(url('/api/resources/1/file?expires=1&sig=x'), 'image', origin)).toBe(false)
    expect(isCacheableImageRequest(new URL('https://cdn.example/uploads/a.png'), 'image', origin)).toBe(false)
    expect(isCacheableImageRequest(url('/uploads/a.pdf'), 'document', origin)).toBe(false)
  })

  it('keeps only complete, shareable image answers', () => {
    const image = (status: number, headers: Record<string, string>) =>
      new Response(status === 204 ? null : 'x', { status, headers })
    expect(
      isCacheableImageResponse(
        image(200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' }),
      ),
    ).toBe(true)
    expect(isCacheableImageResponse(image(404, { 'content-type': 'image/webp' }))).toBe(false)
    expect(isCacheableImageResponse(image(206, { 'content-type': 'image/webp' }))).toBe(false)
    expect(
      isCacheableImageResponse(
        image(200, { 'content-type': 'image/png', 'cache-control': 'private, max-age=60' }),
      ),
    ).toBe(false)
    expect(
      isCacheableImageResponse(image(200, { 'content-type': 'image/png', 'cache-control': 'no-store' })),
    ).toBe(false)
    expect(isCacheableImageResponse(image(200, { 'content-type': 'application/json' }))).toBe(false)
  })
})
