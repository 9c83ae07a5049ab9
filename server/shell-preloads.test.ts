import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
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
  // The app page with its splash, as the build writes it (the /news shell is made from it).
  copyFileSync('index.html', join(staticDir, 'index.html'))
  t = await createTestApp({ staticDir })
  t.setNow(NOW)
})
afterAll(async () => {
  await t.close()
  rmSync(staticDir, { recursive: true, force: true })
})

const INDEX = readFileSync('index.html', 'utf8')
const page = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers: { Accept: 'text/html', ...headers } })
const links = async (path: string) => {
  const res = await page(path)
  expect(res.status).toBe(200)
  expect(await res.text()).toContain('<div id="root">')
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

describe("the shell of /news paints the first card's picture", () => {
  const picture = '/uploads/seed/news/splash.webp'
  beforeAll(async () => {
    await insertPost(t.deps.db, post({ title_en: 'Newest of all, with a picture', feature_path: picture, created_at: '2026-06-14T08:00:00.000Z' }), NOW)
  })

  it('shows it in both splashes, the same copies the Link header preloads, with a validator of its own', async () => {
    const res = await page('/news')
    const html = await res.text()
    expect(res.headers.get('link')).toContain(`<${picture}?w=320&fm=avif>; rel=preload; as=image`)
    expect(html.match(/<img class="splash-card-media" src="\/uploads\/seed\/news\/splash\.webp"/g)).toHaveLength(2)
    expect(html).toContain(`srcset="${picture}?w=320&amp;fm=avif 320w`)
    expect(html).not.toContain('splash-hero')
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    // The same policy as the plain page: its inline script and style are unchanged.
    const plain = await page('/')
    expect(res.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'))
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(etag).not.toBe(plain.headers.get('etag'))
    expect((await page('/news', { 'If-None-Match': etag })).status).toBe(304)
    const head = await t.app.request('/news', { method: 'HEAD', headers: { Accept: 'text/html' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(html)))
  })

  it('is compressed like any page', async () => {
    const res = await page('/news', { 'Accept-Encoding': 'gzip' })
    expect(res.headers.get('content-encoding')).toBe('gzip')
  })

  it('serves the plain page elsewhere, with filters, and to the service worker asking for index.html', async () => {
    for (const path of ['/', '/events', '/news?page=2', '/news/12']) expect(await (await page(path)).text(), path).toBe(INDEX)
    expect(await (await t.app.request('/index.html')).text()).toBe(INDEX)
  })

  it('serves the plain page when the newest news has no picture, or one that cannot stand in the page as it is', async () => {
    await insertPost(t.deps.db, post({ title_en: 'Odd picture again', feature_path: '/uploads/seed/news/a b.webp', created_at: '2026-06-14T09:00:00.000Z' }), NOW)
    expect(await (await page('/news')).text()).toBe(INDEX)
    await insertPost(t.deps.db, post({ title_en: 'Newest, no picture', created_at: '2026-06-14T10:00:00.000Z' }), NOW)
    expect(await (await page('/news')).text()).toBe(INDEX)
  })
})
