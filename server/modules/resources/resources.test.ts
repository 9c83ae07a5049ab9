import { present } from '@contract/narrow'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  ResourceDownloadResponseSchema,
  ResourceListResponseSchema,
  ResourceSchema,
} from '@contract/resources'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { insertResource, type NewResource } from './repository'

let t: TestApp
const NOW = new Date('2026-06-15T12:00:00.000Z')
const day = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString()
const ids: Record<string, number> = {}
let member: { authorization: string }
let pending: { authorization: string }

const resource = (over: Partial<NewResource> & { title_en: string }): NewResource => ({
  category: 'document',
  visibility: 'public',
  title_ar: '',
  description_ar: '',
  description_en: '',
  year: 2025,
  specialty: 'Spine',
  keywords_ar: '[]',
  keywords_en: '[]',
  file_path: '/uploads/seed/resources/x.pdf',
  file_type: 'pdf',
  file_size: 1000,
  author_ar: '',
  author_en: 'SOS',
  download_count: 0,
  featured: 0,
  ...over,
})

async function list(search: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/api/resources${search}`, { headers })
  expect(res.status).toBe(200)
  return v.parse(ResourceListResponseSchema, await res.json())
}
const idsOf = (answer: { items: { id: number }[] }) => answer.items.map((e) => e.id)

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  const add = async (name: string, over: Parameters<typeof resource>[0]) => {
    ids[name] = await insertResource(t.deps.db, resource(over), NOW)
  }
  await add('guideline', {
    title_ar: 'إرشادات علاج كسور الورك',
    title_en: 'Hip fracture management guideline',
    category: 'guideline',
    keywords_en: JSON.stringify(['hip', 'fracture', 'elderly']),
    download_count: 50,
    featured: 1,
    created_at: day(1),
  })
  await add('video', {
    title_ar: 'تسجيل ندوة',
    title_en: 'Arthroscopy webinar recording',
    category: 'video',
    file_type: 'link',
    file_size: null,
    file_path: 'https://example.org/v',
    download_count: 5,
    created_at: day(2),
  })
  await add('research', {
    title_ar: 'بحث',
    title_en: 'Bone density study',
    category: 'research',
    file_type: 'csv',
    download_count: 99,
    featured: 1,
    created_at: day(3),
  })
  mkdirSync(join(t.config.dataDir, 'private', 'resources'), { recursive: true })
  writeFileSync(join(t.config.dataDir, 'private', 'resources', 'handbook.txt'), 'members only')
  await add('member', {
    title_ar: 'دليل الأعضاء',
    title_en: 'Members handbook',
    visibility: 'member',
    file_path: '/private/resources/handbook.txt',
    file_type: 'txt',
    created_at: day(0),
  })
  await add('admin', { title_en: 'Admin budget', visibility: 'admin', created_at: day(0) })
  await add('deleted', {
    title_en: 'Deleted slides',
    category: 'presentation',
    deleted_at: day(0),
    created_at: day(0),
  })
  member = await signedInAs(t.deps, {})
  pending = await signedInAs(t.deps, { status: 'pending', isActive: false })
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/resources', () => {
  it('shows public resources to visitors, newest first, with tags joined by commas', async () => {
    const answer = await list('')
    expect(idsOf(answer)).toEqual([ids.guideline, ids.video, ids.research])
    expect(answer.total).toBe(3)
    expect(answer.items[0]).toMatchObject({
      tags: 'hip, fracture, elderly',
      featured: true,
      file_url: '/uploads/seed/resources/x.pdf',
      visibility: 'public',
    })
  })

  it('adds member resources for a signed-in active member, never admin or deleted ones', async () => {
    const answer = await list('', { Authorization: member.authorization })
    expect(idsOf(answer)).toEqual([ids.member, ids.guideline, ids.video, ids.research])
    expect(answer.total).toBe(4)
    // A pending account is not an active member.
    expect(idsOf(await list('', { Authorization: pending.authorization }))).toEqual([
      ids.guideline,
      ids.video,
      ids.research,
    ])
  })

  it('filters by category, file type and featured', async () => {
    expect(idsOf(await list('?category=guideline'))).toEqual([ids.guideline])
    expect(idsOf(await list('?file_type=link'))).toEqual([ids.video])
    expect(idsOf(await list('?featured=true&limit=4'))).toEqual([ids.guideline, ids.research])
    expect(idsOf(await list('?category=presentation'))).toEqual([])
  })

  it('sorts: order=asc oldest first, sort=downloads most first, sort=title A→Z in the language', async () => {
    expect(idsOf(await list('?order=asc'))).toEqual([ids.research, ids.video, ids.guideline])
    expect(idsOf(await list('?sort=downloads'))).toEqual([ids.research, ids.guideline, ids.video])
    expect(idsOf(await list('?sort=title&lang=en'))).toEqual([ids.video, ids.research, ids.guideline])
    // Arabic: إرشادات (folded ارشادات) < بحث < تسجيل
    expect(idsOf(await list('?sort=title&lang=ar'))).toEqual([ids.guideline, ids.research, ids.video])
  })

  it('pages with exact totals', async () => {
    const second = await list('?limit=2&page=2')
    expect(second.items).toHaveLength(1)
    expect(second.total).toBe(3)
  })

  it('searches titles, tags and both languages, Arabic-aware', async () => {
    expect(idsOf(await list(`?search=${encodeURIComponent('ارشادات')}`))).toEqual([ids.guideline])
    expect(idsOf(await list(`?search=${encodeURIComponent('كسور الوَرك')}`))).toEqual([ids.guideline])
    expect(idsOf(await list('?search=elderly'))).toEqual([ids.guideline])
    expect(idsOf(await list('?search=handbook'))).toEqual([])
    expect(idsOf(await list('?search=handbook', { Authorization: member.authorization }))).toEqual([
      ids.member,
    ])
  })

  it.each([
    ['sort=evil'],
    ['file_type=exe'],
    ['featured=yes'],
    ['page=-2'],
    ['limit=0'],
    ['lang=fr'],
    ['category='],
  ])('%s', async (qs) => {
    const res = await t.app.request(`/api/resources?${qs}`)
    // An empty category is "All"; the rest are refused.
    expect(res.status).toBe(qs === 'category=' ? 200 : 422)
  })
})

describe('GET /api/resources/{id}', () => {
  it('answers visible resources; member ones need a member; admin ones never', async () => {
    expect(
      v.parse(ResourceSchema, await (await t.app.request(`/api/resources/${ids.guideline}`)).json()).category,
    ).toBe('guideline')
    expect((await t.app.request(`/api/resources/${ids.member}`)).status).toBe(401)
    expect(
      (
        await t.app.request(`/api/resources/${ids.member}`, {
          headers: { Authorization: member.authorization },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await t.app.request(`/api/resources/${ids.admin}`, {
          headers: { Authorization: member.authorization },
        })
      ).status,
    ).toBe(404)
    expect((await t.app.request(`/api/resources/${ids.deleted}`)).status).toBe(404)
    // A link to an item that never existed (or no longer does): 404 with the refusal's code, which the app turns into its "not found" state.
    const missing = await t.app.request('/api/resources/424242')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: expect.any(String), code: 'resourceNotFound' })
  })
})

describe('POST /api/resources/{id}/download', () => {
  it('counts each download and answers the file URL', async () => {
    const first = await t.app.request(`/api/resources/${ids.video}/download`, { method: 'POST' })
    expect(first.status).toBe(200)
    expect(v.parse(ResourceDownloadResponseSchema, await first.json())).toEqual({
      file_url: 'https://example.org/v',
      download_count: 6,
    })
    const second = v.parse(
      ResourceDownloadResponseSchema,
      await (await t.app.request(`/api/resources/${ids.video}/download`, { method: 'POST' })).json(),
    )
    expect(second.download_count).toBe(7)
    expect((await list('?file_type=link')).items[0]?.download_count).toBe(7)
  })

  it('member resources count for a signed-in active member only', async () => {
    expect((await t.app.request(`/api/resources/${ids.member}/download`, { method: 'POST' })).status).toBe(
      401,
    )
    expect(
      (
        await t.app.request(`/api/resources/${ids.member}/download`, {
          method: 'POST',
          headers: { Authorization: pending.authorization },
        })
      ).status,
    ).toBe(404)
    const res = await t.app.request(`/api/resources/${ids.member}/download`, {
      method: 'POST',
      headers: { Authorization: member.authorization },
    })
    expect(res.status).toBe(200)
    expect(v.parse(ResourceDownloadResponseSchema, await res.json()).download_count).toBe(1)
  })

  it('admin, deleted and missing resources answer 404 and count nothing', async () => {
    for (const id of [ids.admin, ids.deleted, 424242])
      expect((await t.app.request(`/api/resources/${id}/download`, { method: 'POST' })).status).toBe(404)
    const admin = await t.deps.db
      .selectFrom('resources')
      .select('download_count')
      .where('id', '=', present(ids.admin, 'the admin resource'))
      .executeTakeFirstOrThrow()
    expect(admin.download_count).toBe(0)
  })
})

describe('signed links to members-only files', () => {
  const SIGNED = /^\/api\/resources\/(\d+)\/file\?expires=\d+&sig=[A-Za-z0-9_-]+$/

  it('a member gets a signed link that serves the file without a token, until it expires', async () => {
    const listed = present(
      (await list('?search=handbook', { Authorization: member.authorization })).items[0],
      'the handbook',
    )
    expect(listed.file_url).toMatch(SIGNED)
    const res = await t.app.request(`/api/resources/${ids.member}/download`, {
      method: 'POST',
      headers: { Authorization: member.authorization },
    })
    const { file_url } = v.parse(ResourceDownloadResponseSchema, await res.json())
    expect(file_url).toMatch(SIGNED)
    const file = await t.app.request(file_url)
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(await file.text()).toBe('members only')
    // Ten minutes later the download link has expired; the list link (one hour) still works.
    t.setNow(new Date(NOW.getTime() + 11 * 60_000))
    expect((await t.app.request(file_url)).status).toBe(403)
    expect((await t.app.request(listed.file_url)).status).toBe(200)
    t.setNow(NOW)
  })

  it('refuses tampered, foreign and malformed links', async () => {
    const { file_url } = v.parse(
      ResourceDownloadResponseSchema,
      await (
        await t.app.request(`/api/resources/${ids.member}/download`, {
          method: 'POST',
          headers: { Authorization: member.authorization },
        })
      ).json(),
    )
    const url = new URL(file_url, 'http://x')
    const sig = present(url.searchParams.get('sig'), 'a signature')
    const expires = present(url.searchParams.get('expires'), 'an expiry')
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`
    expect(
      (await t.app.request(`/api/resources/${ids.member}/file?expires=${expires}&sig=${flipped}`)).status,
    ).toBe(403)
    expect(
      (await t.app.request(`/api/resources/${ids.member}/file?expires=${Number(expires) + 1}&sig=${sig}`))
        .status,
    ).toBe(403)
    // The same signature does not open another resource.
    expect(
      (await t.app.request(`/api/resources/${ids.guideline}/file?expires=${expires}&sig=${sig}`)).status,
    ).toBe(403)
    expect((await t.app.request(`/api/resources/${ids.member}/file`)).status).toBe(422)
    expect((await t.app.request(`/api/resources/${ids.member}/file?expires=abc&sig=x`)).status).toBe(422)
    expect(
      (await t.app.request(`/api/resources/${ids.member}/file?expires=1&sig=${'%2F'.repeat(3)}`)).status,
    ).toBe(422)
  })

  it('public resources keep their plain file URL', async () => {
    const listed = present((await list('?category=guideline')).items[0], 'a guideline')
    expect(listed.file_url).toBe('/uploads/seed/resources/x.pdf')
  })
})
