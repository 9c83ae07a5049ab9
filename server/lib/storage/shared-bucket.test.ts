import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { insertResource } from '../../modules/resources/repository'
import { signedInAs } from '../../test-support/auth'
import { startLocalS3, type LocalS3 } from '../../test-support/s3-server'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { createS3Storage } from './s3'

/**
 * Two app instances (separate DATA_DIRs, as on two machines) on one database and one
 * bucket: a file uploaded through one is served by the other, through the app's own URLs.
 */
let s3: LocalS3
let first: TestApp
let second: ReturnType<typeof createApp>
let secondDataDir: string
let staticDir: string

beforeAll(async () => {
  s3 = await startLocalS3()
  // An empty build folder: the apps serve /uploads without a built PWA.
  staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'))
  first = await createTestApp({ s3: s3.settings, staticDir })
  secondDataDir = mkdtempSync(join(tmpdir(), 'portal-second-'))
  const secondConfig = { ...first.config, dataDir: secondDataDir }
  second = createApp({ ...first.deps, config: secondConfig, storage: createS3Storage(s3.settings) })
})
afterAll(async () => {
  await first.close()
  await s3.close()
  rmSync(secondDataDir, { recursive: true, force: true })
  rmSync(staticDir, { recursive: true, force: true })
})

describe('uploads in a shared bucket', () => {
  it('an avatar uploaded through one instance is served by the other; neither DATA_DIR holds it', async () => {
    const member = await signedInAs(first.deps)
    const form = new FormData()
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0b4f6c' } })
      .png()
      .toBuffer()
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
    const uploaded = await first.app.request('/api/members/me/profile/avatar', {
      method: 'POST',
      body: form,
      headers: { Authorization: member.authorization },
    })
    expect(uploaded.status).toBe(201)
    const { avatar_url } = await bodyOf(uploaded, v.object({ avatar_url: v.string() }))

    const served = await second.request(avatar_url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    const body = new Uint8Array(await served.arrayBuffer())
    expect(Number(served.headers.get('content-length'))).toBe(body.byteLength)
    expect((await sharp(body).metadata()).format).toBe('webp')

    // A revalidation with the ETag answers 304 without the bytes.
    const again = await second.request(avatar_url, {
      headers: { 'If-None-Match': served.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
    expect(readdirSync(first.config.dataDir)).not.toContain('uploads')
    expect(readdirSync(secondDataDir)).toEqual([])
    expect((await second.request('/uploads/avatars/none.webp')).status).toBe(404)
  })

  it('a members-only file in the bucket keeps its signed-link check', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 members only')
    await first.deps.storage.put('private/resources/members-guide.pdf', pdf)
    const row = { file_path: '/private/resources/members-guide.pdf', id: 0 }
    row.id = await insertResource(
      first.deps.db,
      {
        category: 'document',
        visibility: 'member',
        title_ar: 'دليل',
        title_en: 'Guide',
        description_ar: '',
        description_en: '',
        year: 2025,
        specialty: 'Spine',
        keywords_ar: '[]',
        keywords_en: '[]',
        file_path: row.file_path,
        file_type: 'pdf',
        file_size: pdf.byteLength,
        author_ar: '',
        author_en: 'SOS',
        download_count: 0,
        featured: 0,
      },
      new Date(),
    )
    // Not reachable as a public upload, nor by a made-up link.
    expect((await second.request(row.file_path.replace('/private/', '/uploads/'))).status).toBe(404)
    expect((await second.request(`/api/resources/${row.id}/file?expires=9999999999&sig=forged`)).status).toBe(
      403,
    )
    const member = await signedInAs(first.deps)
    const download = await first.app.request(`/api/resources/${row.id}/download`, {
      method: 'POST',
      headers: { Authorization: member.authorization },
    })
    expect(download.status).toBe(200)
    const { file_url } = await bodyOf(download, v.object({ file_url: v.string() }))
    const file = await second.request(file_url)
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe('%PDF-1.4 members only')
  })

  it('an unreachable bucket answers 503 storageUnavailable at request time', async () => {
    const cut = createApp({
      ...first.deps,
      storage: createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }),
    })
    const res = await cut.request('/uploads/avatars/any.webp')
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ code: 'storageUnavailable' })
  })
})
