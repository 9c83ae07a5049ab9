import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { SERVER_RENDER_WAIT_MS } from '@contract/page-render'
import type { Plugin } from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { devPages, type DevPages } from './dev-pages'
import { insertEvent } from './modules/events/repository'
import { insertPost } from './modules/posts/repository'
import { isRenderedPath, pageAssets, routeIdOfFile, type PageSource } from './render'
import { createTestApp, type TestApp } from './test-support/test-app'

/** A page's inline scripts: the router's and the query cache's dehydrated state. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n')

describe('isRenderedPath', () => {
  it('renders the public addresses and leaves member and admin screens to the shell document', () => {
    for (const path of [
      '/',
      '/news',
      '/news/12',
      '/events/3',
      '/resources',
      '/jobs/7/',
      '/journal',
      '/about',
      '/privacy',
      '/terms',
      '/members',
      '/certificates',
      '/certificates/ABC-123',
      '/cpd/verify/CPD-ABCD-EFGH-JKMN',
    ])
      expect(isRenderedPath(path), path).toBe(true)
    for (const path of [
      '/profile',
      '/dashboard',
      '/admin',
      '/admin/posts',
      '/members/5',
      '/login',
      '/check-in',
      '/news/1/edit',
      '/cpd',
    ])
      expect(isRenderedPath(path), path).toBe(false)
  })
})

describe('pageAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-render-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('names the entry, every chunk it imports (once) and the one stylesheet', () => {
    mkdirSync(join(dir, '.vite'))
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react.js', '_router.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      '_router.js': { file: 'assets/router-3.js', imports: ['_react.js'] },
      'style.css': { file: 'assets/style-4.css' },
    }
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
    expect(pageAssets(dir)).toEqual({
      scripts: ['assets/index-1.js'],
      preloads: ['assets/react-2.js', 'assets/router-3.js'],
      stylesheets: ['assets/style-4.css'],
      routePreloads: {},
    })
  })

  it("gives each route its component's chunks beyond the start-up ones, for the head to preload", () => {
    mkdirSync(join(dir, '.vite'), { recursive: true })
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_startup.js'] },
      '_startup.js': { file: 'assets/startup-2.js' },
      '_list.js': { file: 'assets/list-3.js', imports: ['_startup.js'] },
      'src/routes/news.tsx?tsr-split=component': {
        file: 'assets/news-4.js',
        imports: ['_list.js', '_startup.js'],
      },
      'src/routes/news.tsx?tsr-split=errorComponent': { file: 'assets/news-error-5.js' },
      'src/routes/members.index.tsx?tsr-split=component': {
        file: 'assets/members-6.js',
        imports: ['_list.js'],
      },
    }
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
    expect(pageAssets(dir).routePreloads).toEqual({
      '/news': ['assets/news-4.js', 'assets/list-3.js'],
      '/members/': ['assets/members-6.js', 'assets/list-3.js'],
    })
  })

  it("names each route file's route by the id the file declares", () => {
    const routes = join(import.meta.dirname, '../src/routes')
    for (const file of readdirSync(routes).filter((name) => name.endsWith('.tsx') && name !== '__root.tsx')) {
      const declared = /createFileRoute\('([^']+)'\)/.exec(readFileSync(join(routes, file), 'utf8'))?.[1]
      expect(routeIdOfFile(file), file).toBe(declared)
    }
  })
})

describe('a public address without a render entry built', () => {
  it('gets the shell document, so an API-only checkout or a partial build still serves the app', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'portal-render-shell-'))
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title>')
    const t = await createTestApp({ staticDir })
    try {
      const res = await t.app.request('/news', { headers: { Accept: 'text/html' } })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<title>Portal</title>')
    } finally {
      await t.close()
      rmSync(staticDir, { recursive: true, force: true })
    }
  })
})

/**
 * The pages rendered from the sources, as `npm run dev` renders them (Vite's dev server in
 * middleware mode): one dev server for the file. A test-only plugin makes the journal's page
 * throw while rendering, and the API calls of the render can be slowed down.
 */
describe('a rendered public page', () => {
  const SLOW_MS = 6000
  let dev: DevPages
  let t: TestApp
  let slowApi: RegExp | undefined
  let failingApi: RegExp | undefined
  const staticDir = mkdtempSync(join(tmpdir(), 'portal-render-dev-'))
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  let congressId = 0
  const page = (path: string, headers: Record<string, string> = {}) =>
    t.app.request(path, { headers: { Accept: 'text/html', ...headers } })

  beforeAll(async () => {
    const brokenJournal: Plugin = {
      name: 'test-broken-journal',
      enforce: 'pre',
      load: (id) =>
        id.endsWith('/src/features/journal/components/JournalPage.tsx')
          ? "export function JournalPage() { throw new Error('The journal broke in /work/secret/JournalPage.tsx') }"
          : undefined,
    }
    dev = await devPages({ logLevel: 'error', plugins: [brokenJournal], server: { hmr: false } })
    const pages: PageSource = {
      ...dev.pages,
      entry: async () => {
        const real = await dev.pages.entry()
        return {
          ...real,
          sendApiTo: (handler) =>
            real.sendApiTo(async (path, init) => {
              if (slowApi?.test(path)) await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
              // A refusal the client does not retry (a 4xx): the query fails at once on the server.
              if (failingApi?.test(path))
                return new Response(
                  JSON.stringify({ detail: 'Too many requests', code: 'tooManyRequests' }),
                  { status: 429, headers: { 'Content-Type': 'application/json' } },
                )
              return handler(path, init)
            }),
        }
      },
    }
    t = await createTestApp({ staticDir }, undefined, { pages })
    const now = new Date()
    congressId = await insertEvent(
      t.deps.db,
      {
        type: 'conference',
        status: 'published',
        title_ar: 'المؤتمر السنوي للجمعية',
        title_en: 'The society annual congress',
        description_ar: 'وصف',
        description_en: 'About',
        starts_at: '2099-03-01T06:00:00.000Z',
        ends_at: '2099-03-03T14:00:00.000Z',
        location_ar: 'الرياض',
        location_en: 'Riyadh',
        stream_url: null,
        capacity: null,
        registration_deadline: null,
        registration_link: null,
        registration_count: 0,
        registration_mode: 'internal',
      },
      now,
    )
    await insertPost(
      t.deps.db,
      {
        type: 'news',
        status: 'published',
        category: 'announcements',
        title_ar: 'خبر الجمعية الأول',
        title_en: 'The first society news',
        body_md_ar: 'نص',
        body_md_en: 'Text',
        feature_path: null,
      },
      now,
    )
    // Vite compiles the app on its first pages (a minute on a busy machine): here, not in a test's time.
    for (const path of ['/news', '/news/987654', '/journal']) await (await page(path)).text()
  }, 300_000)
  afterAll(async () => {
    errors.mockRestore()
    await t.close()
    await dev.vite.close()
    rmSync(staticDir, { recursive: true, force: true })
  })
  afterEach(() => {
    slowApi = undefined
    failingApi = undefined
    errors.mockClear()
  })

  it('streams the list with its cards, in the reader language, its scripts carrying the answer nonce', async () => {
    const res = await page('/news')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    const html = await res.text()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('خبر الجمعية الأول')
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(nonce).toBeDefined()
    expect(html).toContain(`nonce="${nonce}"`)
    const english = await (await page('/news', { Cookie: 'lang=en' })).text()
    expect(english).toContain('<html lang="en" dir="ltr">')
    expect(english).toContain('The first society news')
  }, 60_000)

  it('does not wait for a slow API answer beyond the bound: the list streams with its loading state, gzipped, and the browser asks for it', async () => {
    slowApi = /^\/api\/posts/
    const started = performance.now()
    const res = await page('/news', { 'Accept-Encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    const html = gunzipSync(new Uint8Array(await res.arrayBuffer())).toString('utf8')
    const elapsed = performance.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(SERVER_RENDER_WAIT_MS - 50)
    expect(elapsed).toBeLessThan(SLOW_MS)
    expect(html).toContain('جارٍ التحميل…')
    // Neither in the page nor in its dehydrated state: the browser fetches the list itself.
    expect(html).not.toContain('خبر الجمعية الأول')
    expect(html).toContain('</html>')
  }, 60_000)

  it('answers 500 with the error screen in the reader language when the page throws, logged with the request id, no stack in the body', async () => {
    for (const [cookie, lang, title] of [
      [undefined, 'ar', 'حدث خطأ ما'],
      ['lang=en', 'en', 'Something went wrong'],
    ] as const) {
      errors.mockClear()
      const res = await page('/journal', cookie ? { Cookie: cookie } : {})
      expect(res.status).toBe(500)
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
      const html = await res.text()
      expect(html).toContain(`<html lang="${lang}"`)
      expect(html).toContain(title)
      expect(html).not.toContain('The journal broke')
      expect(html).not.toContain('/work/secret')
      expect(html).not.toMatch(/\bat .+:\d+:\d+/)
      const requestId = res.headers.get('X-Request-Id')
      const logged = errors.mock.calls.map((call) => call.map(String).join(' '))
      expect(
        logged.some((line) => line.startsWith(`[${requestId}]`) && line.includes('The journal broke')),
        logged.join('\n'),
      ).toBe(true)
    }
  }, 60_000)

  it('answers an unknown item with the not-found page and status 404, in the reader language', async () => {
    const res = await page('/news/987654')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('الصفحة غير موجودة')
    const english = await page('/news/987654', { Cookie: 'lang=en' })
    expect(english.status).toBe(404)
    expect(await english.text()).toContain('Page not found')
  }, 60_000)

  it('renders a query that failed on the server as loading and leaves it out of the page state, as the browser renders it when it asks again', async () => {
    failingApi = /^\/api\/events\/\d+\/programme/
    const res = await page(`/events/${congressId}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    // A congress waits for its programme's answer: the page shows its loading state, not the refusal.
    expect(html).toContain('جارٍ التحميل…')
    // Nor is the refusal in the page's state, where the browser would take it for its answer.
    expect(html).not.toContain('طلبات كثيرة جدًا')
    const inline = inlineScripts(html)
    expect(inline).toContain('المؤتمر السنوي للجمعية')
    expect(inline).not.toContain('programme')
    // Answered, the programme is in the page state like every other answer.
    failingApi = undefined
    const answered = await (await page(`/events/${congressId}`)).text()
    expect(inlineScripts(answered)).toContain('programme')
  }, 60_000)
})
