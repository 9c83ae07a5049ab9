import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test-support/auth'
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

/**
 * The own-profile write under random JSON: a body that is no object is refused with
 * `bodyNotObject`, an avatar_url that is not the member's own stored upload with
 * `avatarNotOwned` — always 422 with the error shape, never 500, and nothing stored changes.
 */
describe('profile writes under random bodies and avatar references', () => {
  const avatarValue = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('../../etc/passwd', 'https://evil', '/uploads/x', '/uploads/avatars/x.webp', '/uploads/avatars/m1-00000000-0000-4000-8000-000000000000.webp', '/private/outbox/a.eml', '/uploads/avatars/%2e%2e/x.webp'),
    fc.jsonValue(),
  )

  it('refuses non-object bodies and foreign avatar references with 422 and a code', async () => {
    const user = await signedInAs(t.deps)
    const headers = { Authorization: user.authorization, 'Content-Type': 'application/json' }
    expect((await t.app.request('/api/members/me/profile', { method: 'PUT', headers, body: JSON.stringify({ full_name: 'Fuzz', specialty: 'Spine' }) })).status).toBe(200)
    const stored = async () => t.deps.db.selectFrom('member_profiles').select(['avatar_url', 'updated_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow()
    const before = await stored()
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue().filter((body) => body === null || typeof body !== 'object' || Array.isArray(body)), avatarValue.map((avatar_url) => ({ avatar_url }))), async (body) => {
        const res = await t.app.request('/api/members/me/profile-full', { method: 'PATCH', headers, body: JSON.stringify(body) })
        const answer = (await res.json()) as { code?: string; detail: unknown }
        const isObject = body !== null && typeof body === 'object' && !Array.isArray(body)
        const avatar = isObject ? (body as { avatar_url: unknown }).avatar_url : undefined
        if (isObject && (avatar === null || avatar === '')) {
          expect(res.status).toBe(200)
          return
        }
        expect(res.status).toBe(422)
        expect(Array.isArray(answer.detail)).toBe(true)
        expect(answer.code).toBe(isObject ? 'avatarNotOwned' : 'bodyNotObject')
      }),
      { numRuns: 150 },
    )
    expect(await stored()).toEqual(before)
  })
})
