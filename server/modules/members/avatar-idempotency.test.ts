import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSignedInAs } from '../../test-support/auth'
import { type TestApp } from '../../test-support/test-app'

let t: TestApp
let authorization: string
beforeAll(async () => ({ t, authorization } = await appSignedInAs()))
afterAll(() => t.close())

async function upload(key?: string) {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0b4f6c' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
  const headers: Record<string, string> = { Authorization: authorization }
  if (key) headers['Idempotency-Key'] = key
  return t.app.request('/api/members/me/profile/avatar', { method: 'POST', body: form, headers })
}

const storedAvatars = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'uploads', 'avatars')).length
  } catch {
    return 0
  }
}

describe('POST /api/members/me/profile/avatar with an Idempotency-Key (avatars queued offline)', () => {
  it('stores one file however often the same upload is replayed, and answers the same URL', async () => {
    const before = storedAvatars()
    const first = await upload('avatar-replay-0001')
    expect(first.status).toBe(201)
    const { avatar_url } = await bodyOf(first, v.object({ avatar_url: v.string() }))
    const again = await upload('avatar-replay-0001')
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await bodyOf(again, v.object({ avatar_url: v.string() }))).avatar_url).toBe(avatar_url)
    expect(storedAvatars()).toBe(before + 1)
  })

  it('uploads without the header or with a new key as before', async () => {
    const before = storedAvatars()
    const plain = await upload()
    const other = await upload('avatar-replay-0002')
    expect(plain.status).toBe(201)
    expect(other.status).toBe(201)
    expect((await bodyOf(plain, v.object({ avatar_url: v.string() }))).avatar_url).not.toBe(
      (await bodyOf(other, v.object({ avatar_url: v.string() }))).avatar_url,
    )
    expect(storedAvatars()).toBe(before + 2)
  })
})
