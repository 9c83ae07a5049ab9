import { bodyOf } from './test-support/json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { HealthResponseSchema } from '@contract/health'
import { ERROR_CODES, ErrorBodySchema, VALIDATION_CODES } from '@contract/errors'
import type { AppEnv } from './app-env'
import { publicRoute } from './lib/access'
import { jsonBody, query } from './lib/validation'
import { createTestApp, jsonRequest, type TestApp } from './test-support/test-app'

let t: TestApp

beforeAll(async () => {
  // A probe module with a schema, mounted the way real modules are, to prove the shapes.
  const probe = new Hono<AppEnv>()
    .post(
      '/probe',
      publicRoute(),
      jsonBody(
        v.object({ email: v.pipe(v.string(VALIDATION_CODES.required), v.email(VALIDATION_CODES.email)) }),
      ),
      (c) => c.json({ ok: c.req.valid('json').email }),
    )
    .get(
      '/probe',
      publicRoute(),
      query(
        v.object({ page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(VALIDATION_CODES.integer))) }),
      ),
      (c) => c.json({ page: c.req.valid('query').page ?? 1 }),
    )
    .get('/boom', publicRoute(), () => {
      throw new Error('secret stack detail')
    })
    .get('/hono-refusal/:status', publicRoute(), (c) => {
      // The tests below call this route with the 4xx statuses Hono refuses with, all of them contentful.
      throw new HTTPException(Number(c.req.param('status')) as ContentfulStatusCode, {
        message: 'refused by Hono',
      })
    })
    .get('/unlisted-code', publicRoute(), (c) => c.json({ detail: 'no code here' }, 409))
  t = await createTestApp({}, (api) => api.route('/test', probe))
})
afterAll(() => t.close())

describe('GET /api/health', () => {
  it('answers status, dialect and version', async () => {
    const res = await t.app.request('/api/health')
    expect(res.status).toBe(200)
    const body = v.parse(HealthResponseSchema, await res.json())
    expect(body.status).toBe('ok')
    expect(body.database).toBe(t.deps.dialect)
  })

  it('answers the doubled /api/api prefix the same way', async () => {
    const res = await t.app.request('/api/api/health')
    expect(res.status).toBe(200)
    expect((await bodyOf(res, v.object({ status: v.string() }))).status).toBe('ok')
  })
})

describe('error shapes', () => {
  it('answers 404 with a detail string for an unknown API route', async () => {
    const res = await t.app.request('/api/no-such-thing')
    expect(res.status).toBe(404)
    expect(v.parse(ErrorBodySchema, await res.json())).toEqual({ detail: 'Not found', code: 'notFound' })
  })

  it('answers 422 with a {msg, loc} list for an invalid body', async () => {
    const res = await t.app.request('/api/test/probe', jsonRequest('POST', { email: 'not-an-email' }))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      detail: [{ msg: VALIDATION_CODES.email, loc: ['body', 'email'] }],
      code: 'validationFailed',
    })
  })

  it('answers 422 for a missing field', async () => {
    const res = await t.app.request('/api/test/probe', jsonRequest('POST', {}))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      detail: [{ msg: VALIDATION_CODES.required, loc: ['body', 'email'] }],
      code: 'validationFailed',
    })
  })

  it('answers 400 with a detail list for a body that is not JSON', async () => {
    const res = await t.app.request('/api/test/probe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      detail: [{ msg: VALIDATION_CODES.invalidJson, loc: ['body'] }],
      code: 'invalidJson',
    })
  })

  it('validates query strings with the same shapes', async () => {
    const ok = await t.app.request('/api/test/probe?page=3')
    expect(await ok.json()).toEqual({ page: 3 })
    const bad = await t.app.request('/api/test/probe?page=2.5')
    expect(bad.status).toBe(422)
    expect(await bad.json()).toEqual({
      detail: [{ msg: VALIDATION_CODES.integer, loc: ['query', 'page'] }],
      code: 'validationFailed',
    })
  })

  it('answers 500 without leaking the error', async () => {
    const original = console.error
    console.error = () => {}
    try {
      const res = await t.app.request('/api/test/boom')
      expect(res.status).toBe(500)
      const text = await res.text()
      expect(text).not.toContain('secret stack detail')
      expect(JSON.parse(text)).toEqual({ detail: 'Internal server error', code: 'internalError' })
    } finally {
      console.error = original
    }
  })
})

describe('error codes', () => {
  it.each([
    [401, 'notAuthenticated'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [405, 'methodNotAllowed'],
    [413, 'payloadTooLarge'],
    [415, 'unsupportedMediaType'],
    [429, 'tooManyRequests'],
    [418, 'requestRefused'],
  ] as const)('gives a refusal Hono raises itself with status %i the code %s', async (status, code) => {
    const res = await t.app.request(`/api/test/hono-refusal/${status}`)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual({ detail: 'refused by Hono', code })
  })

  it('answers a listed code for an unknown route outside /api too', async () => {
    const res = await t.app.request('/no-such-page.js')
    expect(res.status).toBe(404)
    expect(ERROR_CODES).toContain((await bodyOf(res, v.object({ code: v.string() }))).code)
  })

  it('the test app rejects any error answer without a listed code, so every suite checks it', async () => {
    await expect(t.app.request('/api/test/unlisted-code')).rejects.toThrow(
      'GET /api/test/unlisted-code answered 409 without a listed error code',
    )
  })
})

describe('security headers', () => {
  it('are on every answer, including errors', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      const res = await t.app.request(path)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })
})

describe('NUL characters', () => {
  it('are refused as invalid input in bodies and queries (PostgreSQL cannot store them)', async () => {
    const body = await t.app.request('/api/test/probe', jsonRequest('POST', { email: 'a\u0000@example.com' }))
    expect(body.status).toBe(422)
    expect(await body.json()).toEqual({
      detail: [{ msg: VALIDATION_CODES.invalid, loc: ['body', 'email'] }],
      code: 'validationFailed',
    })
    const q = await t.app.request('/api/test/probe?page=%00')
    expect(q.status).toBe(422)
  })
})
