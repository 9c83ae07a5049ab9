import { FieldErrorsSchema, bodyOf } from '../../test-support/json'
import { AdminPostListResponseSchema, PostSchema } from '@contract/posts'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSignedInAs } from '../../test-support/auth'
import { requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let authorization: string
beforeAll(async () => ({ t, authorization } = await appSignedInAs({ role: 'cme' })))
afterAll(() => t.close())

const as = (): Record<string, string> => ({ Authorization: authorization })
const send = (method: string, path: string, body?: unknown) => requestAs(t, authorization, method, path, body)
const draft = {
  type: 'news',
  status: 'draft',
  title_ar: 'خبر',
  title_en: 'Draft news',
  body_md_ar: 'نص',
  body_md_en: 'Body',
  feature_path: 'https://example.org/a.png',
  category: 'research',
}

describe('admin posts', () => {
  it('creates a draft the admin list shows and the public list does not, edits, publishes and deletes it', async () => {
    const created = await send('POST', '/posts', draft)
    expect(created.status).toBe(201)
    const post = v.parse(PostSchema, await created.json())
    expect(post).toMatchObject({ status: 'draft', title_en: 'Draft news', category: 'research' })
    const admin = v.parse(
      AdminPostListResponseSchema,
      await (await send('GET', '/admin/posts?limit=50')).json(),
    )
    expect(admin.items.map((p) => p.id)).toContain(post.id)
    const publicList = await bodyOf(
      await t.app.request('/api/posts?limit=50&search=Draft'),
      v.object({ items: v.array(v.object({ id: v.number() })) }),
    )
    expect(publicList.items.map((p) => p.id)).not.toContain(post.id)

    const saved = await send('PUT', `/posts/${post.id}`, {
      ...draft,
      status: 'published',
      title_en: 'Published news',
      feature_path: '',
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({
      status: 'published',
      title_en: 'Published news',
      feature_path: null,
    })
    const found = await bodyOf(
      await t.app.request('/api/posts?limit=50&search=Published'),
      v.object({ items: v.array(v.object({ id: v.number() })) }),
    )
    expect(found.items.map((p) => p.id)).toContain(post.id)

    expect((await send('DELETE', `/posts/${post.id}`)).status).toBe(200)
    expect((await send('DELETE', `/posts/${post.id}`)).status).toBe(404)
    expect((await send('PUT', `/posts/${post.id}`, draft)).status).toBe(404)
    const audit = (
      await t.deps.db.selectFrom('audit_log').select('action').where('entity', '=', 'post').execute()
    ).map((r) => r.action)
    expect(audit).toEqual(expect.arrayContaining(['post.create', 'post.update', 'post.delete']))
  })

  it('answers a detail entry per invalid field', async () => {
    const res = await send('POST', '/posts', {
      type: 'blog',
      status: 'live',
      feature_path: 'javascript:alert(1)',
      category: 'x',
      extra: 1,
    })
    expect(res.status).toBe(422)
    const body = await bodyOf(res, FieldErrorsSchema)
    const fields = body.detail.map((d) => d.loc[1])
    expect(fields).toEqual(expect.arrayContaining(['type', 'status', 'feature_path', 'category']))
  })

  it('uploads a feature image (also under /api/api) and refuses other files', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0b4f6c' } })
      .png()
      .toBuffer()
    for (const prefix of ['/api', '/api/api']) {
      const form = new FormData()
      form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png')
      const res = await t.app.request(`${prefix}/posts/images/upload`, {
        method: 'POST',
        body: form,
        headers: as(),
      })
      expect(res.status).toBe(201)
      expect((await bodyOf(res, v.object({ url: v.string() }))).url).toMatch(/^\/uploads\/posts\//)
    }
    const bad = new FormData()
    bad.set('file', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'a.svg')
    const refused = await t.app.request('/api/posts/images/upload', {
      method: 'POST',
      body: bad,
      headers: as(),
    })
    expect(refused.status).toBe(415)
    expect(await refused.json()).toMatchObject({ detail: 'Invalid file type. Allowed: JPG, PNG, GIF, WEBP' })
  })
})
