import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { insertEvent, type NewEvent } from '../events/repository'
import { insertJob, type NewJob } from '../jobs/repository'
import { insertPost, softDelete as softDeletePost, type NewPost } from '../posts/repository'
import { insertResource, type NewResource } from '../resources/repository'

type XmlDocument = JSDOM['window']['document']

const PUBLIC_URL = 'https://portal.example.org'
const NOW = new Date('2026-06-15T12:00:00.000Z')
const at = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString()
const XHTML = 'http://www.w3.org/1999/xhtml'

let t: TestApp
let staticDir: string
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
const event = (over: Partial<NewEvent> & { title_en: string }): NewEvent => ({
  type: 'conference',
  status: 'published',
  title_ar: '',
  description_ar: '',
  description_en: '',
  starts_at: at(20),
  ends_at: null,
  location_ar: '',
  location_en: 'Riyadh',
  stream_url: null,
  capacity: 100,
  registration_deadline: null,
  registration_link: null,
  registration_count: 0,
  ...over,
})
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
const job = (over: Partial<NewJob> & { title_en: string }): NewJob => ({
  title_ar: '',
  employer_ar: '',
  employer_en: 'King Faisal Specialist Hospital',
  location: 'riyadh',
  job_type: 'full-time',
  experience_level: 'senior',
  category: 'clinical',
  salary_min: null,
  salary_max: null,
  currency: 'SAR',
  deadline: null,
  apply_url: null,
  body_md_ar: '',
  body_md_en: '',
  requirements_ar: '',
  requirements_en: '',
  featured: 0,
  ...over,
})

beforeAll(async () => {
  // A build folder with a robots.txt of its own: the generated one must answer instead.
  staticDir = mkdtempSync(join(tmpdir(), 'seo-static-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *\nDisallow: /stale\n')
  t = await createTestApp({ publicUrl: PUBLIC_URL, staticDir })
  t.setNow(NOW)
  const db = t.deps.db
  ids.news = await insertPost(
    db,
    post({ title_en: 'Congress opens', created_at: at(-10), updated_at: at(-2) }),
    NOW,
  )
  ids.draft = await insertPost(db, post({ title_en: 'Draft', status: 'draft' }), NOW)
  ids.page = await insertPost(db, post({ title_en: 'A page', type: 'page' }), NOW)
  ids.deletedNews = await insertPost(db, post({ title_en: 'Withdrawn' }), NOW)
  await softDeletePost(db, ids.deletedNews, at(-1))
  ids.event = await insertEvent(
    db,
    event({ title_en: 'Annual congress', created_at: at(-30), updated_at: at(-3) }),
    NOW,
  )
  ids.draftEvent = await insertEvent(db, event({ title_en: 'Not yet', status: 'draft' }), NOW)
  ids.cancelledEvent = await insertEvent(db, event({ title_en: 'Called off', status: 'cancelled' }), NOW)
  ids.resource = await insertResource(
    db,
    resource({ title_en: 'Guideline', created_at: at(-5), updated_at: at(-5) }),
    NOW,
  )
  ids.memberResource = await insertResource(
    db,
    resource({ title_en: 'Members only', visibility: 'member' }),
    NOW,
  )
  ids.openJob = await insertJob(
    db,
    job({ title_en: 'Spine consultant', deadline: at(10), created_at: at(-4), updated_at: at(-1) }),
    NOW,
  )
  ids.openEndedJob = await insertJob(db, job({ title_en: 'Locum', deadline: null }), NOW)
  ids.expiredJob = await insertJob(db, job({ title_en: 'Closed post', deadline: at(-1) }), NOW)
})
afterAll(async () => {
  await t.close()
  rmSync(staticDir, { recursive: true, force: true })
})

async function sitemap() {
  const res = await t.app.request('/sitemap.xml')
  expect(res.status).toBe(200)
  const text = await res.text()
  const doc = new JSDOM(text, { contentType: 'application/xml' }).window.document
  return { res, text, doc }
}

const locs = (doc: XmlDocument) => [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)
const urlOf = (doc: XmlDocument, loc: string) =>
  [...doc.getElementsByTagName('url')].find((url) => url.getElementsByTagName('loc')[0]?.textContent === loc)

describe('GET /sitemap.xml', () => {
  it('is well-formed XML of the sitemaps.org namespace, cached for a short while', async () => {
    const { res, doc } = await sitemap()
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d{2,4}$/)
    // A document that does not parse comes back as a <parsererror> root.
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.localName).toBe('urlset')
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  })

  it('lists home and every public list page in both languages, on PUBLIC_URL', async () => {
    const all = locs((await sitemap()).doc)
    for (const path of [
      '/',
      '/news',
      '/events',
      '/resources',
      '/jobs',
      '/journal',
      '/about',
      '/privacy',
      '/terms',
      '/members',
    ]) {
      expect(all).toContain(`${PUBLIC_URL}${path}?lang=ar`)
      expect(all).toContain(`${PUBLIC_URL}${path}?lang=en`)
    }
    expect(all.every((loc) => loc?.startsWith(`${PUBLIC_URL}/`))).toBe(true)
  })

  it('gives an item one URL per language, joined by ar, en and x-default alternates, with lastmod from its update', async () => {
    const { doc } = await sitemap()
    const path = `/events/${ids.event}`
    for (const lang of ['ar', 'en']) {
      const url = urlOf(doc, `${PUBLIC_URL}${path}?lang=${lang}`)
      expect(url, `${path}?lang=${lang}`).toBeDefined()
      expect(url?.getElementsByTagName('lastmod')[0]?.textContent).toBe(at(-3))
      const links = [...(url?.getElementsByTagNameNS(XHTML, 'link') ?? [])].map((link) => [
        link.getAttribute('rel'),
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ])
      expect(links).toEqual([
        ['alternate', 'ar', `${PUBLIC_URL}${path}?lang=ar`],
        ['alternate', 'en', `${PUBLIC_URL}${path}?lang=en`],
        ['alternate', 'x-default', `${PUBLIC_URL}${path}`],
      ])
    }
  })

  it('holds each public news item, event, resource and open job at its own address', async () => {
    const all = locs((await sitemap()).doc)
    for (const path of [
      `/news/${ids.news}`,
      `/events/${ids.event}`,
      `/resources/${ids.resource}`,
      `/jobs/${ids.openJob}`,
      `/jobs/${ids.openEndedJob}`,
    ]) {
      expect(all).toContain(`${PUBLIC_URL}${path}?lang=ar`)
    }
    expect(
      urlOf((await sitemap()).doc, `${PUBLIC_URL}/news/${ids.news}?lang=en`)?.getElementsByTagName(
        'lastmod',
      )[0]?.textContent,
    ).toBe(at(-2))
  })

  it('gives a list page the lastmod of its newest item, and home the newest of all', async () => {
    const { doc } = await sitemap()
    const lastmod = (path: string) =>
      urlOf(doc, `${PUBLIC_URL}${path}?lang=ar`)?.getElementsByTagName('lastmod')[0]?.textContent
    expect(lastmod('/jobs')).toBe(NOW.toISOString())
    expect(lastmod('/events')).toBe(at(-3))
    expect(lastmod('/news')).toBe(at(-2))
    expect(lastmod('/')).toBe(NOW.toISOString())
    expect(lastmod('/about')).toBeUndefined()
  })

  it('leaves out expired jobs, drafts, soft-deleted and cancelled items, members-only resources and pages', async () => {
    const { text } = await sitemap()
    for (const path of [
      `/jobs/${ids.expiredJob}`,
      `/news/${ids.draft}`,
      `/news/${ids.deletedNews}`,
      `/news/${ids.page}`,
      `/events/${ids.draftEvent}`,
      `/events/${ids.cancelledEvent}`,
      `/resources/${ids.memberResource}`,
    ]) {
      expect(text).not.toContain(`${path}?`)
    }
  })

  it('never names a certificate verification page', async () => {
    expect((await sitemap()).text).not.toContain('/certificates')
  })

  it('answers HEAD without a body', async () => {
    const res = await t.app.request('/sitemap.xml', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
  })
})

describe('GET /robots.txt', () => {
  it('is generated (not the build folder file), disallows the non-public screens and names the sitemap on PUBLIC_URL', async () => {
    const res = await t.app.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/)
    const lines = (await res.text()).split('\n')
    expect(lines).not.toContain('Disallow: /stale')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of [
      '/api/',
      '/admin',
      '/account',
      '/check-in',
      '/certificates',
      '/dashboard',
      '/profile',
      '/tickets',
      '/teams',
      '/workspaces',
      '/members/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    // The directory itself and the content pages stay open to crawlers.
    expect(lines.filter((line) => /^Disallow: \/(members|news|events|jobs|resources)$/.test(line))).toEqual(
      [],
    )
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })

  it('leaves the rest of the build folder to the static app', async () => {
    const res = await t.app.request('/news', { headers: { accept: 'text/html' } })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>app</title>')
  })
})
