import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { IMAGE_MAX_BYTES } from '@contract/constants'
import { appSignedInAs } from '../../test-support/auth'
import { type TestApp } from '../../test-support/test-app'
import { UPLOAD_MESSAGES, sniffImageType } from './image-upload'

let t: TestApp
let authorization: string
beforeAll(async () => ({ t, authorization } = await appSignedInAs()))
afterAll(() => t.close())

function upload(
  bytes: Uint8Array,
  name = 'photo.png',
  type = 'image/png',
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  form.append('image', new Blob([bytes], { type }), name)
  return t.app.request('/api/members/me/profile/avatar', {
    method: 'POST',
    body: form,
    headers: { Authorization: authorization, ...headers },
  })
}

async function accepted(res: Response): Promise<Buffer> {
  expect(res.status).toBe(201)
  const { avatar_url } = await bodyOf(res, v.object({ avatar_url: v.string() }))
  expect(avatar_url).toMatch(/^\/uploads\/avatars\/m\d+-[0-9a-f-]{36}\.webp$/)
  const file = join(t.config.dataDir, avatar_url)
  expect(existsSync(file)).toBe(true)
  return readFileSync(file)
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  // The index is masked to 0..255, the table's 256 entries.
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
/** A tiny PNG file that declares huge dimensions: a decompression bomb's header. */
function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  const firstRows = deflateSync(Buffer.alloc((width + 1) * 4))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', firstRows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('POST /api/members/me/profile/avatar', () => {
  it('needs sign-in', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([png]), 'a.png')
    expect(
      (await t.app.request('/api/members/me/profile/avatar', { method: 'POST', body: form })).status,
    ).toBe(401)
  })

  it('accepts a real image, re-encoded to a square WebP under a generated name', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0b4f6c' } })
      .png()
      .toBuffer()
    const stored = await accepted(await upload(png, 'my photo.png'))
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 })
  })

  it('answers under the doubled /api/api prefix too', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([png]), 'a.png')
    const res = await t.app.request('/api/api/members/me/profile/avatar', {
      method: 'POST',
      body: form,
      headers: { Authorization: authorization },
    })
    await accepted(res)
  })

  it('refuses a file named .png whose bytes are not an image', async () => {
    const res = await upload(
      new TextEncoder().encode('MZ this is an executable, honest'),
      'photo.png',
      'image/png',
    )
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ detail: UPLOAD_MESSAGES.badType, code: 'imageTypeNotAllowed' })
  })

  it('refuses SVG (script can live in it)', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const res = await upload(svg, 'avatar.svg', 'image/svg+xml')
    expect(res.status).toBe(415)
    expect((await bodyOf(res, v.object({ detail: v.string() }))).detail).toBe(UPLOAD_MESSAGES.badType)
  })

  it('a GIF with a script appended comes back re-encoded without it', async () => {
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#b7791f' } })
      .gif()
      .toBuffer()
    const polyglot = Buffer.concat([gif, Buffer.from('<script>alert(document.cookie)</script>')])
    expect(sniffImageType(polyglot)).toBe('gif')
    const stored = await accepted(await upload(polyglot, 'funny.gif', 'image/gif'))
    expect(stored.includes(Buffer.from('<script'))).toBe(false)
    expect((await sharp(stored).metadata()).format).toBe('webp')
  })

  it('refuses 10 MB + 1 byte with 413, counting streamed bytes', async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1)
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const res = await upload(big)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ detail: UPLOAD_MESSAGES.tooLarge, code: 'imageTooLarge' })
  })

  it('refuses from Content-Length alone, before reading the body', async () => {
    const res = await upload(new Uint8Array(10), 'a.png', 'image/png', {
      'Content-Length': String(IMAGE_MAX_BYTES * 3),
    })
    expect(res.status).toBe(413)
  })

  it.each([
    ['a side longer than 12 000 px', 30_000, 30_000],
    ['more than 50 megapixels', 7_500, 7_000],
  ])('refuses a decompression bomb: %s', async (_name, width, height) => {
    const bomb = bombPng(width, height)
    expect(bomb.length).toBeLessThan(100_000)
    const res = await upload(bomb)
    expect(res.status).toBe(422)
    expect(JSON.stringify(await res.json())).toContain(UPLOAD_MESSAGES.tooManyPixels)
  })

  it('strips GPS and other EXIF metadata from a photo', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '24/1 42/1 36/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '46/1 40/1 30/1',
        },
      })
      .toBuffer()
    const before = await sharp(photo).metadata()
    expect(before.exif?.includes(Buffer.from('Secret Phone'))).toBe(true)
    const stored = await accepted(await upload(photo, 'IMG_0001.jpg', 'image/jpeg'))
    const after = await sharp(stored).metadata()
    expect(after.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('Secret Phone'))).toBe(false)
    expect(stored.includes(Buffer.from('GPS'))).toBe(false)
  })

  it('answers 422 when the image field is missing, 415 when the body is not multipart', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(4)]), 'a.png')
    const missing = await t.app.request('/api/members/me/profile/avatar', {
      method: 'POST',
      body: form,
      headers: { Authorization: authorization },
    })
    expect(missing.status).toBe(422)
    expect(await missing.json()).toEqual({
      detail: [{ msg: 'validation.required', loc: ['body', 'image'] }],
      code: 'validationFailed',
    })
    const json = await t.app.request('/api/members/me/profile/avatar', {
      method: 'POST',
      body: '{}',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    })
    expect(json.status).toBe(415)
  })
})
