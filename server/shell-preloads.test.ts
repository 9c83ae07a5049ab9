import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertPost, type NewPost } from './modules/posts/repository'
import { createTestApp, type TestApp } from './test-support/test-app'

const NOW = new Date('2026-06-15T12:00:00.000Z')
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

let staticDir: string
let t: TestApp
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'portal-shell-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title>')
  t = await createTestApp({ staticDir })
  t.setNow(NOW)
})
afterAll(async () => {
  await t.close()
  rmSync(staticDir, { recursive: true, force: true })
})

const links = async (path: string) => {
  const res = await t.app.request(path, { headers: { Accept: 'text/html' } })
  expect(res.status).toBe(200)
  expect(await res.text()).toContain('<title>Portal</title>')
  return res.headers.get('link')
}

describe('the shell of /news announces its first downloads', () => {
  it('preloads the list request the app makes, with no picture while the newest news has none', async () => {
    await insertPost(t.deps.db, post({ title_en: 'Older, with a picture', feature_path: '/uploads/seed/news/older.webp', created_at: '2026-06-01T08:00:00.000Z' }), NOW)
    await insertPost(t.deps.db, post({ title_en: 'Newest, without', created_at: '2026-06-10T08:00:00.000Z' }), NOW)
    expect(await links('/news')).toBe('</api/posts?type=news&status=published&page=1&limit=12>; rel=preload; as=fetch; crossorigin')
  })

  it("preloads the newest news' picture first: the AVIF copies with the card's srcset and sizes, at high priority", async () => {
    await insertPost(t.deps.db, post({ title_en: 'Newest, with a picture', feature_path: '/uploads/seed/news/first.webp', created_at: '2026-06-12T08:00:00.000Z' }), NOW)
    const header = (await links('/news')) ?? ''
    const [image, list] = header.split(/, (?=<)/)
    expect(list).toBe('</api/posts?type=news&status=published&page=1&limit=12>; rel=preload; as=fetch; crossorigin')
    expect(image).toBe(
      '</uploads/seed/news/first.webp?w=320&fm=avif>; rel=preload; as=image; type="image/avif"; ' +
        'imagesrcset="/uploads/seed/news/first.webp?w=320&fm=avif 320w, /uploads/seed/news/first.webp?w=640&fm=avif 640w, /uploads/seed/news/first.webp?w=960&fm=avif 960w, /uploads/seed/news/first.webp?w=1280&fm=avif 1280w"; ' +
        'imagesizes="(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw"; fetchpriority=high',
    )
  })

  it('leaves out a picture whose address cannot stand in a header as it is', async () => {
    await insertPost(t.deps.db, post({ title_en: 'Odd picture', feature_path: 'https://example.org/a picture, "quoted".jpg', created_at: '2026-06-13T08:00:00.000Z' }), NOW)
    expect(await links('/news')).toBe('</api/posts?type=news&status=published&page=1&limit=12>; rel=preload; as=fetch; crossorigin')
  })

  it('announces nothing for another page or for /news with filters (the app asks for another list then)', async () => {
    for (const path of ['/', '/events', '/news?page=2', '/news/12', '/newsletter']) expect(await links(path), path).toBeNull()
  })
})
