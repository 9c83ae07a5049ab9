import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
    expect((await t.app.request('/uploads/seed/news/a.jpg', { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })

  it('answers 404 for missing files, private files and any way out of the uploads folder', async () => {
    await t.deps.storage.put('private/resources/secret.pdf', new TextEncoder().encode('%PDF secret'))
    for (const path of ['/uploads/none/x.jpg', '/uploads/..%2fprivate/resources/secret.pdf', '/uploads/%2e%2e/portal.sqlite', '/uploads/a%00b/c.jpg', '/uploads/x.jpg']) {
      expect((await t.app.request(path)).status, path).toBe(404)
    }
  })
})
