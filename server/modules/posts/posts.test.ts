import { FieldErrorsSchema, bodyOf } from '../../test-support/json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { PostListResponseSchema, PostSchema } from '@contract/posts'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { insertPost, updatePost, type NewPost } from './repository'

let t: TestApp
const NOW = new Date('2026-06-15T12:00:00.000Z')
const ids: Record<string, number> = {}

const post = (over: Partial<NewPost> & { title_en: string }): NewPost => ({
  type: 'news',
  status: 'published',
  category: 'announcements',
  title_ar: '',
  body_md_ar: '',
  body_md_en: '',
  feature_path: null,
  ...over,
})

async function list(search: string) {
  const res = await t.app.request(`/api/posts${search}`)
  expect(res.status).toBe(200)
  return v.parse(PostListResponseSchema, await res.json())
}

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  const day = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString()
  ids.conference = await insertPost(
    t.deps.db,
    post({
      title_ar: 'المؤتمر السنوي لجراحة العظام',
      title_en: 'Annual orthopedic conference',
      category: 'conferences',
      created_at: day(1),
    }),
    NOW,
  )
  ids.research = await insertPost(
    t.deps.db,
    post({
      title_ar: 'منحة بحثية جديدة',
      title_en: 'New research grant',
      category: 'research',
      body_md_en: 'Spine **biomechanics** study',
      created_at: day(2),
    }),
    NOW,
  )
  ids.draft = await insertPost(
    t.deps.db,
    post({ title_en: 'Draft conference notes', status: 'draft', created_at: day(0) }),
    NOW,
  )
  ids.scheduled = await insertPost(
    t.deps.db,
    post({ title_en: 'Scheduled conference', status: 'scheduled', created_at: day(0) }),
    NOW,
  )
  ids.page = await insertPost(
    t.deps.db,
    post({ title_en: 'About the society', type: 'page', created_at: day(3) }),
    NOW,
  )
  ids.deleted = await insertPost(
    t.deps.db,
    post({ title_en: 'Deleted conference', deleted_at: day(0), created_at: day(0) }),
    NOW,
  )
  for (let i = 0; i < 14; i++) {
    await insertPost(
      t.deps.db,
      post({
        title_en: `Bulk news ${String(i).padStart(2, '0')}`,
        category: 'community',
        created_at: day(10 + i),
      }),
      NOW,
    )
  }
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/posts', () => {
  it('lists published news, newest first, with an exact total and the default page size of 12', async () => {
    const answer = await list('')
    expect(answer.total).toBe(16)
    expect(answer.items).toHaveLength(12)
    expect(answer.items[0]?.id).toBe(ids.conference)
    expect(answer.items.every((p) => p.status === 'published' && p.type === 'news')).toBe(true)
  })

  it('pages: page 2 holds the rest; a page past the end is empty with the same total', async () => {
    const second = await list('?page=2&limit=12')
    expect(second.items).toHaveLength(4)
    expect(second.total).toBe(16)
    const beyond = await list('?page=9')
    expect(beyond).toEqual({ items: [], total: 16 })
  })

  it('limit=3 gives the home list', async () => {
    const answer = await list('?limit=3&type=news')
    expect(answer.items.map((p) => p.id)).toHaveLength(3)
  })

  it('order=asc gives the oldest first', async () => {
    const answer = await list('?order=asc&limit=1')
    expect(answer.items[0]?.title_en).toBe('Bulk news 13')
  })

  it('filters by category', async () => {
    const answer = await list('?category=research')
    expect(answer.items.map((p) => p.id)).toEqual([ids.research])
    expect(answer.total).toBe(1)
  })

  it('never shows drafts, scheduled or deleted posts, even when asked', async () => {
    const all = await list('?limit=100')
    const shown = all.items.map((p) => p.id)
    for (const hidden of [ids.draft, ids.scheduled, ids.deleted, ids.page])
      expect(shown).not.toContain(hidden)
    expect(await list('?status=draft')).toEqual({ items: [], total: 0 })
    expect((await list('?status=published')).total).toBe(16)
  })

  it('type=page lists published pages instead of news', async () => {
    const answer = await list('?type=page')
    expect(answer.items.map((p) => p.id)).toEqual([ids.page])
  })

  it('searches both languages and the body, Arabic-aware (other alef and taa marbuta forms)', async () => {
    expect((await list('?search=conference')).items.map((p) => p.id)).toEqual([ids.conference])
    // Stored "المؤتمر السنوي": query with hamza-less alef; stored "منحة" found as "منحه".
    expect((await list(`?search=${encodeURIComponent('المؤتمر السنوى')}`)).items.map((p) => p.id)).toEqual([
      ids.conference,
    ])
    expect((await list(`?search=${encodeURIComponent('منحه بحثيه')}`)).items.map((p) => p.id)).toEqual([
      ids.research,
    ])
    expect((await list('?search=BIOMECHANICS')).items.map((p) => p.id)).toEqual([ids.research])
    expect(await list('?search=nothing-like-this')).toEqual({ items: [], total: 0 })
  })

  it('a search shorter than three characters matches the start of a title', async () => {
    expect((await list('?search=ne')).items.map((p) => p.id)).toEqual([ids.research])
    expect((await list(`?search=${encodeURIComponent('من')}`)).items.map((p) => p.id)).toEqual([ids.research])
  })

  it.each([
    ['page=abc'],
    ['page=0'],
    ['limit=-1'],
    ['limit=10000'],
    ['limit=abc'],
    ['order=evil'],
    ['category=evil'],
    ['type=evil'],
    ['status=evil'],
    [`search=${'x'.repeat(101)}`],
  ])('answers 422 to %s', async (qs) => {
    const res = await t.app.request(`/api/posts?${qs}`)
    expect(res.status).toBe(422)
    const body = await bodyOf(res, FieldErrorsSchema)
    expect(body.detail[0]?.loc[0]).toBe('query')
  })

  it('search text with FTS syntax is taken literally', async () => {
    for (const junk of ['"', 'a"b OR c', 'NEAR(x y)', '*', '%_\\', "'; drop table posts; --"]) {
      const res = await t.app.request(`/api/posts?search=${encodeURIComponent(junk)}`)
      expect(res.status).toBe(200)
    }
  })
})

describe('GET /api/posts/{id}', () => {
  it('answers a published post and 404 for hidden ones', async () => {
    const res = await t.app.request(`/api/posts/${ids.research}`)
    expect(res.status).toBe(200)
    expect(v.parse(PostSchema, await res.json()).title_en).toBe('New research grant')
    for (const hidden of [ids.draft, ids.deleted, 999999])
      expect((await t.app.request(`/api/posts/${hidden}`)).status).toBe(404)
    // A link to an item that never existed (or no longer does): 404 with the refusal's code, which the app turns into its "not found" state.
    const missing = await t.app.request('/api/posts/424242')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: expect.any(String), code: 'postNotFound' })
  })
})

describe('updatePost (the admin write path)', () => {
  it('recomputes the search columns from the stored row, and deleted_at hides the post', async () => {
    const id = await insertPost(
      t.deps.db,
      post({ title_ar: 'عنوان قديم', title_en: 'Old headline', created_at: NOW.toISOString() }),
      NOW,
    )
    expect((await list('?search=headline')).items.map((p) => p.id)).toEqual([id])
    expect(await updatePost(t.deps.db, id, { title_en: 'Renamed story' }, NOW)).toBe(true)
    expect(await list('?search=headline')).toEqual({ items: [], total: 0 })
    expect((await list('?search=renamed')).items.map((p) => p.id)).toEqual([id])
    // The Arabic title kept its place in the index.
    expect((await list(`?search=${encodeURIComponent('قديم')}`)).items.map((p) => p.id)).toEqual([id])
    await updatePost(t.deps.db, id, { deleted_at: NOW.toISOString() }, NOW)
    expect(await list('?search=renamed')).toEqual({ items: [], total: 0 })
    expect(await updatePost(t.deps.db, 987654, { title_en: 'x' }, NOW)).toBe(false)
  })
})
