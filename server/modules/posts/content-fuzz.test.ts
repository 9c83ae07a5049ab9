import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { insertPost } from './repository'

/**
 * Decisions §5: no query string, however malformed, makes a public content list answer
 * 500. Random values for every parameter of every list (and for unknown ones) answer 200
 * or 422 with the error shape.
 */
let t: TestApp

const PARAMS: Record<string, string[]> = {
  '/api/posts': ['page', 'limit', 'search', 'category', 'type', 'status', 'order'],
  '/api/events': ['page', 'limit', 'search', 'category', 'status', 'upcoming', 'past', 'order'],
  '/api/resources': ['page', 'limit', 'search', 'category', 'file_type', 'featured', 'sort', 'order', 'lang'],
  '/api/jobs': ['page', 'limit', 'search', 'location', 'category', 'job_type', 'experience_level', 'featured', 'sort', 'order'],
}

const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('\u0000', 'ab\u0000c', '\ud800', '', ' ', '0', '-1', '1e9', 'NaN', 'Infinity', 'true', '1', 'asc', '"', '%', '\\', 'NEAR(a b)', 'إسلام', 'ـ', '*', "'--"),
  fc.integer().map(String),
)

beforeAll(async () => {
  t = await createTestApp()
  await insertPost(
    t.deps.db,
    { type: 'news', status: 'published', category: 'research', title_ar: 'بحث', title_en: 'Research', body_md_ar: '', body_md_en: '', feature_path: null },
    new Date(),
  )
})

afterAll(async () => {
  await t.close()
})

describe('public content lists under random query strings', () => {
  for (const [path, names] of Object.entries(PARAMS)) {
    it(`${path} answers 200 or 422, never 500`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...names, 'unknown', '__proto__'), value, { maxKeys: 4 }), async (params) => {
          const qs = new URLSearchParams(Object.entries(params)).toString()
          const res = await t.app.request(`${path}?${qs}`)
          expect([200, 422]).toContain(res.status)
          const body = (await res.json()) as Record<string, unknown>
          if (res.status === 200) expect(typeof body.total).toBe('number')
          else expect(Array.isArray(body.detail)).toBe(true)
        }),
        { numRuns: 150 },
      )
    })
  }
})
