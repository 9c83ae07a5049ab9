import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-support/test-app'

let t: TestApp
let staticDir: string
beforeAll(async () => {
  // An empty build folder: /uploads is served without a built PWA.
  staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'))
  t = await createTestApp({ staticDir })
})
afterAll(async () => {
  await t.close()
  rmSync(staticDir, { recursive: true, force: true })
})

describe('/uploads from the local storage', () => {
  it('streams a stored file with its type, length and ETag; HEAD and a revalidation send no bytes', async () => {
    await t.deps.storage.put('uploads/seed/news/a.jpg', new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]))
    const res = await t.app.request('/uploads/seed/news/a.jpg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('content-length')).toBe('6')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]))
    const etag = res.headers.get('etag') ?? ''
    const head = await t.app.request('/uploads/seed/news/a.jpg', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('6')
    expect(
      (await t.app.request('/uploads/seed/news/a.jpg', { headers: { 'If-None-Match': etag } })).status,
    ).toBe(304)
  })

  it('answers 404 for missing files, private files and any way out of the uploads folder', async () => {
    await t.deps.storage.put('private/resources/secret.pdf', new TextEncoder().encode('%PDF secret'))
    for (const path of [
      '/uploads/none/x.jpg',
      '/uploads/..%2fprivate/resources/secret.pdf',
      '/uploads/%2e%2e/portal.sqlite',
      '/uploads/a%00b/c.jpg',
      '/uploads/x.jpg',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404)
    }
  })
})

describe('/uploads image variants (?w=&fm=)', () => {
  const photo = async () =>
    new Uint8Array(
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b4f6c' } })
        .jpeg()
        .toBuffer(),
    )

  it('answers a smaller WebP or AVIF copy at a listed width, made once and then kept', async () => {
    const original = await photo()
    await t.deps.storage.put('uploads/seed/news/big.jpg', original)
    for (const [format, type] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const) {
      const res = await t.app.request(`/uploads/seed/news/big.jpg?w=640&fm=${format}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe(type)
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
      const body = new Uint8Array(await res.arrayBuffer())
      expect(body.length).toBeLessThan(original.length)
      const meta = await sharp(body).metadata()
      expect([meta.width, meta.height, meta.format === 'heif' ? 'avif' : meta.format]).toEqual([
        640,
        360,
        format,
      ])
    }
    // Kept in storage beside the original, outside any public path: the second answer is the stored copy.
    expect(await t.deps.storage.size('image-variants/uploads/seed/news/big.jpg/640.webp')).toBeGreaterThan(0)
    const again = await t.app.request('/uploads/seed/news/big.jpg?w=640&fm=webp')
    expect(
      (
        await t.app.request('/uploads/seed/news/big.jpg?w=640&fm=webp', {
          headers: { 'If-None-Match': again.headers.get('etag') ?? '' },
        })
      ).status,
    ).toBe(304)
  })

  it('never enlarges a small image', async () => {
    await t.deps.storage.put(
      'uploads/seed/news/small.png',
      new Uint8Array(
        await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
    )
    const res = await t.app.request('/uploads/seed/news/small.png?w=1280&fm=webp')
    expect((await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).width).toBe(200)
  })

  it('refuses other widths and formats, and variants of files that are no image, with 400 validationFailed', async () => {
    await t.deps.storage.put('uploads/seed/news/c.jpg', await photo())
    await t.deps.storage.put('uploads/seed/resources/doc.pdf', new TextEncoder().encode('%PDF-1.4'))
    for (const query of ['w=641&fm=webp', 'w=640&fm=png', 'w=640', 'fm=webp', 'w=1e3&fm=webp']) {
      const res = await t.app.request(`/uploads/seed/news/c.jpg?${query}`)
      expect(res.status, query).toBe(400)
      // The body is JSON the server wrote for this route; the assertions below check the fields read.
      expect(((await res.json()) as { code: string }).code).toBe('validationFailed')
    }
    expect((await t.app.request('/uploads/seed/resources/doc.pdf?w=640&fm=webp')).status).toBe(400)
  })

  it('answers the original when a stored image cannot be decoded, and 404 when it is missing', async () => {
    await t.deps.storage.put('uploads/seed/news/broken.jpg', new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]))
    const res = await t.app.request('/uploads/seed/news/broken.jpg?w=320&fm=webp')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect((await t.app.request('/uploads/seed/news/none.jpg?w=320&fm=webp')).status).toBe(404)
  })
})
