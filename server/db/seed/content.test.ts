import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canRegister, computeEventStatus } from '@contract/event-status'
import { EVENT_TYPES, EventListResponseSchema } from '@contract/events'
import { JobListResponseSchema } from '@contract/jobs'
import { PostListResponseSchema } from '@contract/posts'
import { RESOURCE_CATEGORIES, RESOURCE_FILE_TYPES, ResourceListResponseSchema } from '@contract/resources'
import { pdfPageCount, pdfText } from '../../lib/pdf/poppler'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { seedContent } from './content'
import { scriptLanguageOf } from '@contract/script-language'

let t: TestApp
const NOW = new Date('2026-11-23T00:30:00.000Z')
const ARABIC = /[\u0600-\u06FF]/
let member: string

async function get<T extends v.GenericSchema>(
  schema: T,
  path: string,
  headers: Record<string, string> = {},
): Promise<v.InferOutput<T>> {
  const res = await t.app.request(path, { headers })
  expect(res.status).toBe(200)
  return v.parse(schema, await res.json())
}

const uploadFile = (url: string) => join(t.config.dataDir, 'uploads', url.slice('/uploads/'.length))

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  await seedContent(t.deps.db, NOW, { storage: t.deps.storage })
  member = (await signedInAs(t.deps, {})).authorization
}, 60_000)

afterAll(async () => {
  await t.close()
})

describe('content seed', () => {
  it('has at least 30 published bilingual news posts, each with a real image and a markdown body', async () => {
    const news = await get(PostListResponseSchema, '/api/posts?limit=100')
    expect(news.total).toBeGreaterThanOrEqual(30)
    for (const post of news.items) {
      expect(post.title_ar).toMatch(ARABIC)
      expect(post.body_md_ar).toMatch(/^## /m)
      expect(post.body_md_en).toMatch(/\*\*.+\*\*/)
      expect(post.body_md_en).toMatch(/!\[.+\]\(\/uploads\/seed\/news\/inline-\d\.webp\)/)
      expect(post.body_md_en).toMatch(/\[.+\]\(https:\/\//)
      expect(post.feature_path).toMatch(/^\/uploads\/seed\/news\//)
    }
    // The seeded news has images; the list is checked as non-empty above.
    const meta = await sharp(readFileSync(uploadFile(news.items[0]!.feature_path!))).metadata()
    expect(meta.format).toBe('webp')
    expect(new Set(news.items.map((p) => p.category)).size).toBe(5)
  })

  it('has 24 events: every type, every computed status, and hidden drafts and cancelled ones', async () => {
    const rows = await t.deps.db.selectFrom('events').select(['status']).execute()
    expect(rows).toHaveLength(24)
    const events = await get(EventListResponseSchema, '/api/events?limit=100')
    expect(events.total).toBe(20)
    expect(new Set(events.items.map((e) => e.category))).toEqual(new Set(EVENT_TYPES))
    const statuses = new Set(events.items.map((e) => computeEventStatus(e, NOW)))
    expect(statuses).toEqual(new Set(['completed', 'ongoing', 'upcoming', 'registration-closed']))
    expect(events.items.some((e) => canRegister(e, NOW))).toBe(true)
    expect(events.items.some((e) => computeEventStatus(e, NOW) === 'upcoming' && !e.registration_link)).toBe(
      true,
    )
    expect((await get(EventListResponseSchema, '/api/events?upcoming=true&limit=3')).items).toHaveLength(3)
    expect(events.items.every((e) => !/^(Draft|Cancelled)/.test(e.title_en))).toBe(true)
  })

  it('names every venue, employer, requirement, author and keyword in both languages', async () => {
    const arabic = (text: string) => text !== '' && scriptLanguageOf(text) === 'ar'
    const english = (text: string) => text !== '' && scriptLanguageOf(text) === 'en'
    const events = (await get(EventListResponseSchema, '/api/events?limit=100')).items
    expect(events.some((e) => e.location === 'online')).toBe(true)
    for (const e of events.filter((e) => e.location !== 'online'))
      expect([arabic(e.location_ar), english(e.location_en), e.location]).toEqual([true, true, e.location_ar])
    for (const j of (await get(JobListResponseSchema, '/api/jobs?limit=100')).items) {
      expect([
        arabic(j.employer_ar),
        english(j.employer_en),
        arabic(j.requirements_ar),
        english(j.requirements_en),
      ]).toEqual([true, true, true, true])
      expect(j.requirements_ar.split('\n')).toHaveLength(j.requirements_en.split('\n').length)
    }
    for (const r of (
      await get(ResourceListResponseSchema, '/api/resources?limit=100', { Authorization: member })
    ).items) {
      expect([arabic(r.author_ar), english(r.author_en), r.author]).toEqual([true, true, r.author_ar])
      expect(r.keywords_ar.length).toBe(r.keywords_en.length)
      expect(r.keywords_ar.every(arabic) && r.keywords_en.every(english)).toBe(true)
    }
  })

  it('has 30 resources for members (fewer for visitors) of every category and file type, with real files', async () => {
    const forMembers = await get(ResourceListResponseSchema, '/api/resources?limit=100', {
      Authorization: member,
    })
    const forVisitors = await get(ResourceListResponseSchema, '/api/resources?limit=100')
    expect(forMembers.total).toBe(30)
    expect(forVisitors.total).toBeLessThan(30)
    expect(new Set(forMembers.items.map((r) => r.category))).toEqual(new Set(RESOURCE_CATEGORIES))
    expect(new Set(forMembers.items.map((r) => r.file_type))).toEqual(new Set(RESOURCE_FILE_TYPES))
    expect(
      (await get(ResourceListResponseSchema, '/api/resources?featured=true&limit=4')).items,
    ).toHaveLength(4)
    const pdfs: { bytes: Buffer; title_ar: string; title_en: string }[] = []
    for (const resource of forMembers.items) {
      if (resource.file_type === 'link') {
        if (resource.visibility === 'public') expect(resource.file_url).toMatch(/^https:\/\//)
        else {
          const res = await t.app.request(resource.file_url)
          expect(res.status).toBe(302)
          expect(res.headers.get('location')).toMatch(/^https:\/\//)
        }
        continue
      }
      let bytes: Buffer
      if (resource.visibility === 'public') {
        const file = uploadFile(resource.file_url)
        expect(statSync(file).size).toBe(resource.file_size)
        bytes = readFileSync(file)
      } else {
        // Members-only files come through their signed link, not /uploads.
        expect(resource.file_url).toMatch(/^\/api\/resources\/\d+\/file\?/)
        const res = await t.app.request(resource.file_url)
        expect(res.status).toBe(200)
        bytes = Buffer.from(await res.arrayBuffer())
        expect(bytes.length).toBe(resource.file_size)
      }
      const head = bytes.subarray(0, 8)
      const magic: Record<string, (b: Buffer) => boolean> = {
        pdf: (b) => b.toString('latin1').startsWith('%PDF-'),
        docx: (b) => b.readUInt32LE(0) === 0x04034b50,
        xlsx: (b) => b.readUInt32LE(0) === 0x04034b50,
        png: (b) => b.toString('hex').startsWith('89504e47'),
        jpg: (b) => b.toString('hex').startsWith('ffd8ff'),
        csv: (b) => b.toString('utf8').startsWith('\ufeff'),
        txt: () => ARABIC.test(bytes.toString('utf8')),
      }
      // Every seeded file type has a magic-bytes check in the table above.
      expect(magic[resource.file_type]!(head)).toBe(true)
      if (resource.file_type === 'pdf')
        pdfs.push({ bytes, title_ar: resource.title_ar, title_en: resource.title_en })
    }
    expect(pdfs.length).toBeGreaterThanOrEqual(8)
    // Word by word: pdftotext orders two right-to-left phrases around a colon by its own rules
    // (it does so with browsers' PDFs too; the writer's tests check the order of whole
    // sentences). Each word must come back with its letters as written.
    const words = (text: string) =>
      text
        .replace(/[:.،,]/g, ' ')
        .split(/\s+/)
        .filter(Boolean)
    for (const pdf of pdfs) {
      // A cover, then the text in Arabic and in English; the titles read back as written.
      expect(pdfPageCount(pdf.bytes)).toBeGreaterThanOrEqual(3)
      const text = pdfText(pdf.bytes, 1)
      const cover = new Set(words(text))
      for (const word of words(pdf.title_ar)) expect(cover).toContain(word)
      expect(text.replace(/\s+/g, ' ')).toContain(pdf.title_en)
      expect(text).toContain('الجمعية السعودية لجراحة العظام')
    }
  })

  it('has 20 jobs across cities, types and levels, with every deadline state and some new ones', async () => {
    const jobs = await get(JobListResponseSchema, '/api/jobs?limit=100')
    expect(jobs.total).toBe(20)
    expect(new Set(jobs.items.map((j) => j.location)).size).toBeGreaterThanOrEqual(8)
    expect(new Set(jobs.items.map((j) => j.job_type)).size).toBe(5)
    expect(new Set(jobs.items.map((j) => j.experience_level)).size).toBe(4)
    const week = 7 * 86_400_000
    const deadlines = jobs.items.map((j) =>
      j.application_deadline ? Date.parse(j.application_deadline) - NOW.getTime() : null,
    )
    expect(deadlines.some((d) => d === null)).toBe(true)
    expect(deadlines.some((d) => d !== null && d < 0)).toBe(true)
    expect(deadlines.some((d) => d !== null && d > 0 && d < week)).toBe(true)
    expect(deadlines.some((d) => d !== null && d > week)).toBe(true)
    expect(jobs.items.some((j) => NOW.getTime() - Date.parse(j.created_at) < week)).toBe(true)
    expect((await get(JobListResponseSchema, '/api/jobs?featured=true&limit=3')).items).toHaveLength(3)
  })
})
