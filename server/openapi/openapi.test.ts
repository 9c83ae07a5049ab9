import { ERROR_CODES } from '@contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRoutes } from '../app'
import { assertDocumentedAnswer } from '../test-support/openapi-answers'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { apiDescriptions, DESCRIPTION_TABLES } from './descriptions'
import { apiRoutesOf, undescribedRoutes } from './document'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
type Operation = {
  operationId: string
  summary: string
  responses: Record<string, { description: string; content?: Record<string, unknown> }>
  security?: unknown[]
  parameters?: { in: string; name: string }[]
  requestBody?: unknown
}

describe('API descriptions', () => {
  it('describe every route of the route table', () => {
    const missing = undescribedRoutes(apiRoutesOf(apiRoutes().routes, '/api'), apiDescriptions)
    // A route added without a description: add `'METHOD /api/path': {...}` to its module's api-description.ts.
    expect(
      missing,
      `Routes without a description in their module's api-description.ts:\n${missing.join('\n')}`,
    ).toEqual([])
  })

  it('describe no route that does not exist, and each route once', () => {
    const keys = new Set(apiRoutesOf(apiRoutes().routes, '/api').map((route) => route.key))
    const all = DESCRIPTION_TABLES.flatMap((table) => Object.keys(table))
    expect(all.filter((key) => !keys.has(key))).toEqual([])
    expect(all.length).toBe(new Set(all).size)
  })

  it('list only known refusal codes', () => {
    const codes = Object.values(apiDescriptions).flatMap((description) =>
      Object.values(description.errors ?? {}).flat(),
    )
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    expect(codes.filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual([])
  })
})

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document: paths, components, every operation with an id and responses', async () => {
    const res = await t.app.request('/api/openapi.json')
    expect(res.status).toBe(200)
    // The answer is read in the shape this test asserts on; a different one fails the assertions.
    const doc = (await res.json()) as {
      openapi: string
      info: { title: string; version: string }
      paths: Record<string, Record<string, Operation>>
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> }
    }
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
    expect(doc.info.title).toBeTruthy()
    expect(doc.info.version).toBe(t.config.version)
    expect(doc.components.schemas.ErrorBody).toBeTruthy()
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    )
    const routes = apiRoutesOf(apiRoutes().routes, '/api')
    expect(operations.length).toBe(routes.length)
    const ids = new Set<string>()
    for (const { path, method, op } of operations) {
      expect(path).toMatch(/^\/api\//)
      // OpenAPI paths name parameters in braces; Hono's `:id{[0-9]+}` must not leak through.
      expect(path).not.toMatch(/:/)
      expect(METHODS).toContain(method)
      expect(ids.has(op.operationId), `duplicate operationId ${op.operationId}`).toBe(false)
      ids.add(op.operationId)
      expect(Object.keys(op.responses).length).toBeGreaterThan(0)
      for (const [status, response] of Object.entries(op.responses)) {
        expect(status).toMatch(/^[1-5]\d\d$/)
        expect(response.description).toBeTruthy()
      }
      // Each `{name}` in the path is declared as a required path parameter.
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
      expect(op.parameters?.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(names)
    }
  })

  it('describes a route with its request schema, success schema, role and refusal codes', async () => {
    // The answer is read in the shape this test asserts on; a different one fails the assertions.
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation & { 'x-access': unknown; description: string }>>
    }
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    const update = doc.paths['/api/jobs/{id}']!.put!
    expect(update['x-access']).toEqual({ kind: 'roles', roles: ['superadmin', 'admin', 'cme'] })
    expect(update.description).toContain('superadmin, admin, cme')
    expect(update.security).toEqual([{ bearer: [] }])
    expect(update.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    })
    expect(update.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.any(Object) },
    ])
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    expect(update.responses['200']!.content).toMatchObject({
      'application/json': { schema: { type: 'object' } },
    })
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    const codes = (status: string) =>
      (
        update.responses[status]!.content as {
          'application/json': { schema: { properties: { code: { enum: string[] } } } }
        }
      )['application/json'].schema.properties.code.enum
    expect(codes('404')).toEqual(['notFound', 'jobNotFound'])
    expect(codes('401')).toEqual(['notAuthenticated', 'sessionEnded'])
    expect(codes('403')).toEqual(['forbidden'])
    expect(codes('422')).toEqual(['validationFailed'])

    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    const list = doc.paths['/api/jobs']!.get!
    expect(list.security).toEqual([{}, { bearer: [] }])
    expect(list.parameters?.filter((p) => p.in === 'query').length).toBeGreaterThan(0)
    expect(list.responses['401']).toBeUndefined()
  })
})

describe('GET /api/docs', () => {
  it('serves the reference page with its scripts from our own origin, nothing inline', async () => {
    const res = await t.app.request('/api/docs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBe(2)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/[a-z-]+\.js"/)
      // The test has just produced this value; if it is missing the test fails right here, which is the point.
      expect(body!.trim()).toBe('')
    }
    expect(html).not.toMatch(/https?:\/\//)
    for (const asset of ['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js', '/api/docs/swagger-ui.css']) {
      const file = await t.app.request(asset)
      expect(file.status, asset).toBe(200)
    }
    expect((await t.app.request('/api/docs/other.js')).status).toBe(404)
  })
})

describe('the answer check every server test runs', () => {
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    })
  const sent = (method: string, url: string) => ({ method, url })

  it('refuses a status, a body, a content type or a header the document does not give the operation', async () => {
    await expect(
      assertDocumentedAnswer(sent('GET', '/api/jobs/1'), json({ detail: 'x', code: 'notFound' }, 418)),
    ).rejects.toThrow(/answered 418, which the document does not list/)
    await expect(assertDocumentedAnswer(sent('GET', '/api/jobs/1'), json({ id: 'one' }))).rejects.toThrow(
      /body its schema refuses/,
    )
    await expect(
      assertDocumentedAnswer(
        sent('GET', '/api/jobs/1'),
        json({ detail: 'Not found', code: 'postNotFound' }, 404),
      ),
    ).rejects.toThrow(/allowed values/)
    await expect(
      assertDocumentedAnswer(
        sent('GET', '/api/docs/swagger-ui.css'),
        new Response('x', { headers: { 'Content-Type': 'image/png' } }),
      ),
    ).rejects.toThrow(/documented as text\/javascript, text\/css/)
    await expect(
      assertDocumentedAnswer(
        sent('POST', '/api/auth/login'),
        json({ detail: 'Too many', code: 'tooManyAttempts' }, 429),
      ),
    ).rejects.toThrow(/without the documented header Retry-After/)
  })

  it('accepts what the document says, reads a malformed parameter as the operation it spells, and leaves other paths alone', async () => {
    await assertDocumentedAnswer(
      sent('POST', '/api/auth/login'),
      json({ detail: 'Too many', code: 'tooManyAttempts' }, 429, { 'Retry-After': '60' }),
    )
    await assertDocumentedAnswer(
      sent('GET', '/api/jobs/abc'),
      json({ detail: 'Not found', code: 'notFound' }, 404),
    )
    await assertDocumentedAnswer(
      sent('GET', '/api/docs/swagger-ui.css'),
      new Response('x', { headers: { 'Content-Type': 'text/css; charset=utf-8' } }),
    )
    await assertDocumentedAnswer(sent('GET', '/sitemap.xml'), new Response('<urlset/>', { status: 418 }))
    await assertDocumentedAnswer(
      sent('GET', '/api/no-such-route'),
      json({ detail: 'Not found', code: 'notFound' }, 404),
    )
  })
})

describe('the document says what the server answers', () => {
  type Doc = {
    paths: Record<
      string,
      Record<
        string,
        Operation & { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }
      >
    >
  }
  let doc: Doc
  beforeAll(async () => {
    // The answer is read in the shape this test asserts on; a different one fails the assertions.
    doc = (await (await t.app.request('/api/openapi.json')).json()) as Doc
  })
  const op = (path: string, method: string) => {
    const found = doc.paths[path]?.[method]
    if (!found) throw new Error(`no ${method} ${path}`)
    return found
  }
  // Error answers are documented as {detail, code} with the codes as an enum.
  const codesOf = (response: { content?: Record<string, unknown> } | undefined) =>
    (
      response?.content?.['application/json'] as
        { schema: { properties: { code: { enum: string[] } } } } | undefined
    )?.schema.properties.code.enum ?? []

  it('lists notFound on every operation with a path parameter, and Retry-After on every 429', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (path.includes('{'))
          expect(codesOf(operation.responses['404']), `${method} ${path}`).toContain('notFound')
        // A 429 is documented with its headers; the operation type above leaves them out.
        const limited = operation.responses['429'] as
          { headers?: Record<string, { required: boolean }> } | undefined
        if (limited) expect(limited.headers?.['Retry-After']?.required, `${method} ${path}`).toBe(true)
      }
    }
  })

  it('types its own answer as an object, and the files it serves by their media types', () => {
    expect(op('/api/openapi.json', 'get').responses['200']?.content).toMatchObject({
      'application/json': {
        schema: { type: 'object', required: expect.arrayContaining(['openapi', 'paths']) },
      },
    })
    expect(Object.keys(op('/api/docs/{file}', 'get').responses['200']?.content ?? {})).toEqual([
      'text/javascript',
      'text/css',
    ])
    const file = op('/api/resources/{id}/file', 'get').responses
    expect(Object.keys(file['200']?.content ?? {})).toEqual(
      expect.arrayContaining([
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'text/plain',
      ]),
    )
    expect(Object.keys(file)).toEqual(expect.arrayContaining(['302', '304']))
    expect(Object.keys(op('/api/certificates/{code}/pdf', 'get').responses)).toEqual(
      expect.arrayContaining(['200', '304']),
    )
  })

  it('gives the uploads their fields and refusals', () => {
    const upload = op('/api/resources/files/upload', 'post')
    expect(upload.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      required: ['file', 'visibility'],
      properties: { visibility: { enum: ['public', 'member', 'admin'] } },
    })
    for (const path of [
      '/api/resources/files/upload',
      '/api/posts/images/upload',
      '/api/members/me/profile/avatar',
    ]) {
      const responses = op(path, 'post').responses
      expect(codesOf(responses['400']), path).toContain('unreadableBody')
      expect(codesOf(responses['422']), path).toContain('validationFailed')
    }
  })

  it('states that one title is required, and the choices of sort and page_size', () => {
    for (const [path, method] of [
      ['/api/resources', 'post'],
      ['/api/jobs/{id}', 'put'],
      ['/api/events', 'post'],
      ['/api/admin/events/{id}/sessions', 'post'],
    ] as const) {
      expect(
        op(path, method).requestBody?.content['application/json']?.schema.anyOf,
        `${method} ${path}`,
      ).toEqual([
        { required: ['title_ar'], properties: { title_ar: { pattern: '\\S' } } },
        { required: ['title_en'], properties: { title_en: { pattern: '\\S' } } },
      ])
    }
    // A query parameter as the document lists it.
    const parameter = (path: string, name: string) =>
      (op(path, 'get').parameters as { name: string; schema: Record<string, unknown> }[] | undefined)?.find(
        (p) => p.name === name,
      )?.schema
    expect(parameter('/api/jobs', 'sort')?.enum).toEqual([
      'salary_max',
      'salary_min',
      'application_deadline',
      '',
    ])
    expect(parameter('/api/resources', 'sort')?.enum).toEqual(['downloads', 'title', ''])
    expect(parameter('/api/members/directory', 'page_size')?.anyOf).toEqual([
      { type: 'integer', enum: [3, 10, 20, 50] },
      { type: 'string', enum: ['3', '10', '20', '50'] },
    ])
    expect(parameter('/api/admin/users', 'page_size')?.anyOf).toEqual([
      { type: 'integer', enum: [10, 20, 50, 100] },
      { type: 'string', enum: ['10', '20', '50', '100'] },
    ])
  })
})
