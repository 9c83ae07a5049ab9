import { present } from '@contract/narrow'
import 'fake-indexeddb/auto'
import { OwnProfileSchema, ProfileInputSchema } from '@contract/members'
import * as v from 'valibot'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AVATAR_ATTACHMENT, avatarUploadKey, queueProfileEdit, sendProfileEdit } from './offline-edits'
import { LOCAL_AVATAR } from '@/lib/offline/profile-outbox'
import type * as ApiClient from '@/lib/http/api-client'
import { db } from '@/lib/offline/db'
import { attachmentOf, entriesOf, flushOutbox } from '@/lib/offline/outbox'

const calls: { path: string; method: string; headers?: Record<string, string>; body?: unknown }[] = []
let server: Record<string, unknown>
let failPatchOnce = false

vi.mock('@/lib/pwa/pwa', () => ({ requestOutboxSync: async () => {} }))
vi.mock('@/lib/http/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>()
  return {
    ...actual,
    apiRequest: async (
      path: string,
      options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
    ) => {
      const method = options.method ?? 'GET'
      calls.push({ path, method, headers: options.headers, body: options.body })
      if (path === '/members/me/profile/avatar') return { avatar_url: '/uploads/avatars/new.webp' }
      if (method === 'PATCH') {
        if (failPatchOnce) {
          failPatchOnce = false
          throw new actual.OfflineError()
        }
        // The profile PATCH the code under test sends is a JSON object of fields.
        server = { ...server, ...(options.body as Record<string, unknown>) }
      }
      return { ...fullProfile, ...server }
    },
  }
})

const fullProfile = v.parse(OwnProfileSchema, {
  ...v.parse(ProfileInputSchema, { full_name: 'Dr. A', specialty: 'Spine' }),
  id: 1,
  completed: true,
  updated_at: null,
  years_of_experience: null,
  years_experience: null,
})

beforeEach(async () => {
  calls.length = 0
  server = { avatar_url: null }
  await db.outbox.clear()
  await db.files.clear()
})

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })

describe('an avatar chosen offline', () => {
  it('is queued with its picture, uploaded with its own idempotency key, then saved in the profile', async () => {
    await queueProfileEdit(
      { changes: { avatar_url: LOCAL_AVATAR, bio: 'x' }, base: { avatar_url: null, bio: '' } },
      photo(),
    )
    const [entry] = await entriesOf()
    expect((await attachmentOf(present(entry, 'the queued edit').id, AVATAR_ATTACHMENT))?.name).toBe('me.png')

    // The profile save fails after the upload went through: the replay reuses both keys.
    failPatchOnce = true
    expect((await flushOutbox({ 'profile-edit': sendProfileEdit })).remaining).toBe(1)
    await flushOutbox({ 'profile-edit': sendProfileEdit })

    const uploads = calls.filter((c) => c.path === '/members/me/profile/avatar')
    expect(uploads).toHaveLength(2)
    expect(
      uploads.every(
        (c) => c.headers?.['Idempotency-Key'] === avatarUploadKey(present(entry, 'the queued edit').id),
      ),
    ).toBe(true)
    const patches = calls.filter((c) => c.method === 'PATCH')
    expect(patches.at(-1)).toMatchObject({
      body: { avatar_url: '/uploads/avatars/new.webp', bio: 'x' },
      headers: { 'Idempotency-Key': present(entry, 'the queued edit').id },
    })
    expect(await db.outbox.count()).toBe(0)
    expect(await db.files.count()).toBe(0)
  })

  it('a queued photo whose picture is gone is shown to the member, not sent as a marker', async () => {
    await queueProfileEdit({ changes: { avatar_url: LOCAL_AVATAR }, base: { avatar_url: null } }, photo())
    await db.files.clear()
    const [entry] = await entriesOf()
    const result = await sendProfileEdit(present(entry, 'the queued edit'))
    expect(result).toMatchObject({ status: 'conflict' })
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false)
  })

  it('refuses to queue the marker without a picture', async () => {
    await expect(
      queueProfileEdit({ changes: { avatar_url: LOCAL_AVATAR }, base: { avatar_url: null } }),
    ).rejects.toThrow()
    expect(await db.outbox.count()).toBe(0)
  })
})
