import { present } from '@contract/narrow'
import * as v from 'valibot'
import { FieldErrorsSchema, bodyOf } from '../../test-support/json'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLocalStorage } from '../../lib/storage/local'
import { countUpload, AVATAR_UPLOADS } from '../../lib/uploads/upload-limit'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

let t: TestApp
let png: Uint8Array
const profile = { full_name: 'Avatar Owner', specialty: 'Spine' }

beforeAll(async () => {
  t = await createTestApp()
  png = new Uint8Array(
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0b4f6c' } })
      .png()
      .toBuffer(),
  )
})
afterAll(() => t.close())

async function member() {
  const user = await signedInAs(t.deps)
  expect(
    (
      await t.app.request(
        '/api/members/me/profile',
        jsonRequest('PUT', profile, { Authorization: user.authorization }),
      )
    ).status,
  ).toBe(200)
  return user
}

function upload(authorization: string) {
  const form = new FormData()
  form.append('image', new Blob([png], { type: 'image/png' }), 'photo.png')
  return t.app.request('/api/members/me/profile/avatar', {
    method: 'POST',
    body: form,
    headers: { Authorization: authorization },
  })
}

async function uploaded(authorization: string): Promise<string> {
  const res = await upload(authorization)
  expect(res.status).toBe(201)
  return (await bodyOf(res, v.object({ avatar_url: v.string() }))).avatar_url
}

const patch = (authorization: string, body: unknown) =>
  t.app.request('/api/members/me/profile-full', {
    method: 'PATCH',
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
const put = (authorization: string, body: unknown) =>
  t.app.request('/api/members/me/profile', {
    method: 'PUT',
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
const storedAvatar = async (id: number) =>
  (
    await t.deps.db
      .selectFrom('member_profiles')
      .select('avatar_url')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
  ).avatar_url
const onDisk = (url: string) => existsSync(join(t.config.dataDir, url))

describe('avatars belong to their member', () => {
  it('saves an avatar the member uploaded; another member cannot take it', async () => {
    const owner = await member()
    const other = await member()
    const url = await uploaded(owner.authorization)
    expect(url).toMatch(new RegExp(`^/uploads/avatars/m${owner.id}-`))
    for (const send of [patch, put]) {
      const res = await send(other.authorization, { ...profile, avatar_url: url })
      expect(res.status).toBe(422)
      const body = await bodyOf(res, FieldErrorsSchema)
      expect(body.code).toBe('avatarNotOwned')
      expect(body.detail.map((d) => d.loc.join('.'))).toContain('body.avatar_url')
      expect(await storedAvatar(other.id)).toBeNull()
    }
    expect((await patch(owner.authorization, { avatar_url: url })).status).toBe(200)
    expect(await storedAvatar(owner.id)).toBe(url)
    // The same value again (a full-profile save of the form) is no change.
    expect((await put(owner.authorization, { ...profile, avatar_url: url })).status).toBe(200)
  })

  it('refuses made-up and foreign paths with 422 and a code; nothing stored changes', async () => {
    const user = await member()
    const someoneElse = await member()
    const theirs = await uploaded(someoneElse.authorization)
    const bad = [
      '../../etc/passwd',
      'https://evil',
      'https://evil.example/x.png',
      '/uploads/x',
      '/uploads/avatars/x.webp',
      `/uploads/avatars/m${user.id}-00000000-0000-4000-8000-000000000000.webp`,
      `/uploads/avatars/m${user.id}-${theirs.split('-').slice(1).join('-')}`,
      theirs,
      '/private/resources/x.pdf',
      42,
      { url: theirs },
    ]
    for (const value of bad) {
      const res = await patch(user.authorization, { avatar_url: value })
      expect(res.status, JSON.stringify(value)).toBe(422)
      expect((await bodyOf(res, v.object({ code: v.optional(v.string()) }))).code).toBe('avatarNotOwned')
    }
    expect(await storedAvatar(user.id)).toBeNull()
    expect(onDisk(theirs)).toBe(true)
  })

  it('keeps reporting the other fields with the avatar refusal', async () => {
    const user = await member()
    const res = await put(user.authorization, {
      full_name: ' ',
      specialty: 'Spine',
      avatar_url: 'https://evil',
    })
    const body = await bodyOf(res, FieldErrorsSchema)
    expect(res.status).toBe(422)
    expect(body.code).toBe('avatarNotOwned')
    expect(body.detail.map((d) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.avatar_url', 'body.full_name']),
    )
  })

  it('deletes a replaced avatar and a removed one from storage', async () => {
    const user = await member()
    const first = await uploaded(user.authorization)
    expect((await patch(user.authorization, { avatar_url: first })).status).toBe(200)
    const second = await uploaded(user.authorization)
    expect((await patch(user.authorization, { avatar_url: second })).status).toBe(200)
    expect(onDisk(first)).toBe(false)
    expect(onDisk(second)).toBe(true)
    expect((await patch(user.authorization, { avatar_url: null })).status).toBe(200)
    expect(await storedAvatar(user.id)).toBeNull()
    expect(onDisk(second)).toBe(false)
  })

  it('leaves an older avatar without an owner in its name in place when replaced', async () => {
    const user = await member()
    const legacy = '/uploads/avatars/legacy-photo.webp'
    await t.deps.storage.put(legacy.slice(1), new Uint8Array([1, 2, 3]))
    await t.deps.db
      .updateTable('member_profiles')
      .set({ avatar_url: legacy })
      .where('user_id', '=', user.id)
      .execute()
    expect((await put(user.authorization, { ...profile, avatar_url: legacy })).status).toBe(200)
    expect((await patch(user.authorization, { avatar_url: null })).status).toBe(200)
    expect(onDisk(legacy)).toBe(true)
  })
})

describe('profile bodies that are no object', () => {
  for (const body of [[], [{ full_name: 'x' }], 'text', 3, null, true]) {
    it(`refuses ${JSON.stringify(body)} with 422 and code bodyNotObject`, async () => {
      const user = await member()
      for (const send of [patch, put]) {
        const res = await send(user.authorization, body)
        expect(res.status).toBe(422)
        expect((await bodyOf(res, v.object({ code: v.optional(v.string()) }))).code).toBe('bodyNotObject')
      }
    })
  }
})

describe('avatar uploads per member', () => {
  it('answers 429 with Retry-After and a code past the limit, per member, and again after the window', async () => {
    const user = await member()
    for (let i = 0; i < AVATAR_UPLOADS.max; i += 1)
      await countUpload(t.deps, 'avatar', user.id, AVATAR_UPLOADS)
    const refused = await upload(user.authorization)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await bodyOf(refused, v.object({ code: v.optional(v.string()) }))).code).toBe('tooManyUploads')
    // Another member is not held up by this one.
    const other = await member()
    expect((await upload(other.authorization)).status).toBe(201)
    const now = new Date()
    t.setNow(new Date(now.getTime() + AVATAR_UPLOADS.windowSeconds * 1000 + 1000))
    try {
      expect((await upload(user.authorization)).status).toBe(201)
    } finally {
      t.setNow(now)
    }
  })
})

describe('an avatar upload on a full or read-only disk', () => {
  for (const code of ['ENOSPC', 'EROFS']) {
    it(`${code}: 503 storageUnavailable, one log line without a stack, no file, and uploads work once space is back`, async () => {
      const user = await member()
      const healthy = t.deps.storage
      const avatars = join(t.config.dataDir, 'uploads', 'avatars')
      const before = existsSync(avatars) ? readdirSync(avatars).sort() : []
      t.deps.storage = createLocalStorage(t.config.dataDir, {
        writeFile: () =>
          Promise.reject(Object.assign(new Error(`${code}: simulated, open '${avatars}/x'`), { code })),
      })
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      try {
        const res = await upload(user.authorization)
        expect(res.status).toBe(503)
        const text = await res.text()
        const body = v.parse(v.object({ detail: v.string(), code: v.string() }), JSON.parse(text))
        expect(body.code).toBe('storageUnavailable')
        expect(body.detail).toMatch(/temporarily unavailable/)
        expect(text).not.toMatch(/ at |ENOSPC|EROFS|\/tmp|uploads\/avatars/)
        expect(log).toHaveBeenCalledTimes(1)
        const line = present(log.mock.calls[0], 'a logged line').map(String).join(' ')
        expect(line).toMatch(
          new RegExp(`storage unavailable: write uploads/avatars/m${user.id}-[^ ]+ failed \\(${code}\\)`),
        )
        expect(line).not.toMatch(/\n| at /)
      } finally {
        log.mockRestore()
        t.deps.storage = healthy
      }
      expect(existsSync(avatars) ? readdirSync(avatars).sort() : []).toEqual(before)
      expect(await storedAvatar(user.id)).toBeNull()
      expect((await upload(user.authorization)).status).toBe(201)
    })
  }

  it('a file system fault outside the storage module answers the same 503 and one line', async () => {
    const probe = await createTestApp({}, (api) =>
      api.get('/probe/disk-full', () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
          syscall: 'write',
          path: '/data/x',
        })
      }),
    )
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await probe.app.request('/api/probe/disk-full')
      expect(res.status).toBe(503)
      // expect.stringMatching is typed `any`; `as unknown` keeps the any from spreading.
      expect(await res.json()).toEqual({
        detail: expect.stringMatching(/temporarily unavailable/) as unknown,
        code: 'storageUnavailable',
      })
      expect(log).toHaveBeenCalledTimes(1)
      expect(present(log.mock.calls[0], 'a logged line').map(String).join(' ')).toMatch(
        /^\[[^\]]+\] storage unavailable: write \/data\/x failed \(ENOSPC\)$/,
      )
    } finally {
      log.mockRestore()
      await probe.close()
    }
  })
})
