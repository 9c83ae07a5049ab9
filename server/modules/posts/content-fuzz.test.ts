import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { insertPost } from './repository'

/**
 * No query string, however malformed, makes a public content list answer
 * 500. Random values for every parameter of every list (and for unknown ones) answer 200
 * or 422 with the error shape.
 */
let t: TestApp

const PARAMS: Record<string, string[]> = {
  '/api/posts': ['page', 'limit', 'search', 'category', 'type', 'status', 'order'],
  '/api/events': ['page', 'limit', 'search', 'category', 'status', 'upcoming', 'past', 'order'],
  '/api/resources': ['page', 'limit', 'search', 'category', 'file_type', 'featured', 'sort', 'order', 'lang'],
  '/api/jobs': [
    'page',
    'limit',
    'search',
    'location',
    'category',
    'job_type',
    'experience_level',
    'featured',
    'sort',
    'order',
  ],
}

const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    '\u0000',
    'ab\u0000c',
    '\ud800',
    '',
    ' ',
    '0',
    '-1',
    '1e9',
    'NaN',
    'Infinity',
    'true',
    '1',
    'asc',
    '"',
    '%',
    '\\',
    'NEAR(a b)',
    'إسلام',
    'ـ',
    '*',
    "'--",
  ),
  fc.integer().map(String),
)

beforeAll(async () => {
  t = await createTestApp()
  await insertPost(
    t.deps.db,
    {
      type: 'news',
      status: 'published',
      category: 'research',
      title_ar: 'بحث',
      title_en: 'Research',
      body_md_ar: '',
      body_md_en: '',
      feature_path: null,
    },
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
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...names, 'unknown', '__proto__'), value, { maxKeys: 4 }),
          async (params) => {
            const qs = new URLSearchParams(Object.entries(params)).toString()
            const res = await t.app.request(`${path}?${qs}`)
            expect([200, 422]).toContain(res.status)
            const body = await bodyOf(res, v.record(v.string(), v.unknown()))
            if (res.status === 200) expect(typeof body.total).toBe('number')
            else expect(Array.isArray(body.detail)).toBe(true)
          },
        ),
        { numRuns: 150 },
      )
    })
  }
})

/**
 * JSON bodies are bounded before they are parsed: over MAX_JSON_BYTES (1 MiB by default),
 * declared or counted while a chunked body streams in, and nesting deeper than 64 levels
 * answer 413 with a code, never 500, and store nothing.
 */
describe('oversized and deeply nested JSON bodies', () => {
  const LIMIT = 1024 * 1024
  let admin: string
  const validPost = {
    type: 'news',
    status: 'draft',
    title_ar: 'خبر',
    title_en: 'News',
    body_md_ar: '',
    body_md_en: '',
    feature_path: null,
  }
  const countPosts = async () =>
    (
      await t.deps.db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n
  const postJson = (body: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
    t.app.request('/api/posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: admin, ...headers },
      body,
      ...init,
    })
  /** A body that arrives in chunks, with no Content-Length (as Transfer-Encoding: chunked does). */
  const chunked = (text: string, chunkSize: number): RequestInit => {
    const bytes = new TextEncoder().encode(text)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += chunkSize)
          controller.enqueue(bytes.subarray(at, at + chunkSize))
        controller.close()
      },
    })
    // Node's fetch requires `duplex: 'half'` for a stream body.
    return { body: stream, duplex: 'half' }
  }
  const nested = (depth: number, kinds: boolean[]) => {
    let open = ''
    let close = ''
    for (let level = 0; level < depth; level += 1) {
      const asArray = kinds[level % kinds.length]
      open += asArray ? '[' : '{"k":'
      close = (asArray ? ']' : '}') + close
    }
    return `${open}"leaf"${close}`
  }
  const expect413 = async (response: Response, code: string) => {
    expect(response.status).toBe(413)
    const body = await bodyOf(response, v.object({ detail: v.unknown(), code: v.unknown() }))
    expect(body.code).toBe(code)
    expect(typeof body.detail).toBe('string')
  }

  beforeAll(async () => {
    admin = (await signedInAs(t.deps, { role: 'admin' })).authorization
  })

  it('a body within the limits still creates the post', async () => {
    const response = await postJson(JSON.stringify({ ...validPost, body_md_en: 'x'.repeat(90_000) }))
    expect(response.status).toBe(201)
  })

  it('over MAX_JSON_BYTES with a Content-Length answers 413 payloadTooLarge', async () => {
    const before = await countPosts()
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 64 * 1024 }),
        fc.constantFrom('x', 'ش', '😀'),
        async (extra, unit) => {
          const padding = unit.repeat(Math.ceil((LIMIT + extra) / new TextEncoder().encode(unit).length))
          const text = JSON.stringify({ ...validPost, body_md_en: padding })
          await expect413(
            await postJson(text, { 'Content-Length': String(new TextEncoder().encode(text).length) }),
            'payloadTooLarge',
          )
        },
      ),
      { numRuns: 8 },
    )
    expect(await countPosts()).toBe(before)
  })

  it('over MAX_JSON_BYTES in chunks without a Content-Length answers 413 payloadTooLarge', async () => {
    const before = await countPosts()
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 64 * 1024 }),
        fc.integer({ min: 1024, max: 256 * 1024 }),
        async (extra, chunkSize) => {
          const text = JSON.stringify({ ...validPost, body_md_en: 'x'.repeat(LIMIT + extra) })
          const response = await postJson('', {}, chunked(text, chunkSize))
          await expect413(response, 'payloadTooLarge')
        },
      ),
      { numRuns: 8 },
    )
    // Exactly at the limit is accepted by the bound (the schema then refuses the long text).
    const atLimit = JSON.stringify({ ...validPost, body_md_en: '' })
    const padded = atLimit.replace(
      '"body_md_en":""',
      `"body_md_en":"${'x'.repeat(LIMIT - new TextEncoder().encode(atLimit).length)}"`,
    )
    expect(new TextEncoder().encode(padded).length).toBe(LIMIT)
    expect((await postJson('', {}, chunked(padded, 64 * 1024))).status).toBe(422)
    expect(await countPosts()).toBe(before)
  })

  it('nesting deeper than 64 levels answers 413 tooDeep, up to 50,000 levels, chunked or not', async () => {
    const before = await countPosts()
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 65, max: 50_000 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (depth, kinds, inChunks) => {
          const text = JSON.stringify({ ...validPost, extra: 0 }).replace('0', nested(depth, kinds))
          const response = inChunks ? await postJson('', {}, chunked(text, 4096)) : await postJson(text)
          await expect413(response, 'tooDeep')
        },
      ),
      { numRuns: 20 },
    )
    await expect413(await postJson(nested(50_000, [true])), 'tooDeep')
    await expect413(await postJson(nested(50_000, [false])), 'tooDeep')
    expect(await countPosts()).toBe(before)
  })

  it('64 levels, and brackets inside strings, are not refused for depth', async () => {
    // The outer object is one level, so 63 more reach exactly 64; the schema then refuses the unknown field.
    const deep = await postJson(
      JSON.stringify({ ...validPost, extra: 0 }).replace('0', nested(63, [true, false])),
    )
    expect(deep.status).toBe(422)
    const brackets = await postJson(
      JSON.stringify({ ...validPost, title_en: '['.repeat(100) + '\\"{'.repeat(50) }),
    )
    expect(brackets.status).toBe(201)
  })
})

/**
 * The own-profile write under random JSON: a body that is no object is refused with
 * `bodyNotObject`, an avatar_url that is not the member's own stored upload with
 * `avatarNotOwned` — always 422 with the error shape, never 500, and nothing stored changes.
 */
describe('profile writes under random bodies and avatar references', () => {
  const avatarValue = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '../../etc/passwd',
      'https://evil',
      '/uploads/x',
      '/uploads/avatars/x.webp',
      '/uploads/avatars/m1-00000000-0000-4000-8000-000000000000.webp',
      '/private/outbox/a.eml',
      '/uploads/avatars/%2e%2e/x.webp',
    ),
    fc.jsonValue(),
  )

  it('refuses non-object bodies and foreign avatar references with 422 and a code', async () => {
    const user = await signedInAs(t.deps)
    const headers = { Authorization: user.authorization, 'Content-Type': 'application/json' }
    expect(
      (
        await t.app.request('/api/members/me/profile', {
          method: 'PUT',
          headers,
          body: JSON.stringify({ full_name: 'Fuzz', specialty: 'Spine' }),
        })
      ).status,
    ).toBe(200)
    const stored = async () =>
      t.deps.db
        .selectFrom('member_profiles')
        .select(['avatar_url', 'updated_at'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
    const before = await stored()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().filter((body) => body === null || typeof body !== 'object' || Array.isArray(body)),
          avatarValue.map((avatar_url) => ({ avatar_url })),
        ),
        async (body) => {
          const res = await t.app.request('/api/members/me/profile-full', {
            method: 'PATCH',
            headers,
            body: JSON.stringify(body),
          })
          const answer = await bodyOf(
            res,
            v.object({ code: v.optional(v.string()), detail: v.optional(v.unknown()) }),
          )
          const isObject = body !== null && typeof body === 'object' && !Array.isArray(body)
          const avatar = isObject && 'avatar_url' in body ? body.avatar_url : undefined
          if (isObject && (avatar === null || avatar === '')) {
            expect(res.status).toBe(200)
            return
          }
          expect(res.status).toBe(422)
          expect(Array.isArray(answer.detail)).toBe(true)
          expect(answer.code).toBe(isObject ? 'avatarNotOwned' : 'bodyNotObject')
        },
      ),
      { numRuns: 150 },
    )
    expect(await stored()).toEqual(before)
  })
})
