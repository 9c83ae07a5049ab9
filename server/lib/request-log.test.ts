import * as v from 'valibot'
import { present } from '@contract/narrow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { quotedForLog, requestIdOf } from './request-log'

/** An app whose request log goes into `lines`. */
async function loggingApp(format: 'human' | 'json'): Promise<{ t: TestApp; lines: string[] }> {
  const lines: string[] = []
  const t = await createTestApp({ logRequests: true, logFormat: format }, undefined, {
    logDestination: { write: (chunk) => lines.push(...chunk.split('\n').filter(Boolean)) },
  })
  return { t, lines }
}

describe('LOG_FORMAT=json', () => {
  let json: Awaited<ReturnType<typeof loggingApp>>
  beforeAll(async () => {
    json = await loggingApp('json')
  })
  afterAll(() => json.t.close())

  it('writes one JSON object per request: time, level, request id, method, route, status, duration', async () => {
    const res = await json.t.app.request('/api/jobs/424242')
    expect(res.status).toBe(404)
    const line = v.parse(
      v.looseObject({ time: v.string() }),
      JSON.parse(present(json.lines.at(-1), 'a log line')),
    )
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/jobs/424242',
      route: '/api/jobs/:id{[0-9]+}',
      status: 404,
      requestId: res.headers.get('x-request-id'),
    })
    expect(new Date(line.time).toISOString()).toBe(line.time)
    expect(typeof line.durationMs).toBe('number')
  })

  it('keeps a short, plain incoming request id and echoes it', async () => {
    const res = await json.t.app.request('/api/health/live', { headers: { 'X-Request-Id': 'lb-7f3a.91:2' } })
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.91:2')
    expect(JSON.parse(present(json.lines.at(-1), 'a log line'))).toMatchObject({
      requestId: 'lb-7f3a.91:2',
      route: '/api/health/live',
      status: 200,
    })
  })
})

describe('the default human format', () => {
  let human: Awaited<ReturnType<typeof loggingApp>>
  beforeAll(async () => {
    human = await loggingApp('human')
  })
  afterAll(() => human.t.close())

  it('stays one readable line per request, the path in quotes', async () => {
    const res = await human.t.app.request('/api/health/live')
    expect(human.lines.at(-1)).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT\\S+Z GET "/api/health/live" 200 \\d+\\.\\dms id=${res.headers.get('x-request-id')}$`,
      ),
    )
  })

  it('cannot be made to forge a second line: an encoded line break in the path stays escaped inside the quotes', async () => {
    const before = human.lines.length
    const res = await human.t.app.request(
      '/api/posts/1%0a2026-12-01T08:00:00.000Z%20POST%20/api/users/1/approve%20200%200.4ms%20id=x',
    )
    expect(res.status).toBe(404)
    const written = human.lines.slice(before)
    expect(written).toHaveLength(1)
    expect(written[0]).toContain(
      ' GET "/api/posts/1\\n2026-12-01T08:00:00.000Z POST /api/users/1/approve 200 0.4ms id=x" 404 ',
    )
  })

  it('writes no terminal escape codes: ESC and the other control characters are escaped', async () => {
    const before = human.lines.length
    await human.t.app.request('/api/posts/%1b[31mred%1b[0m%0d%07%7f')
    const line = human.lines.slice(before).join('\n')
    expect(line).toContain('"/api/posts/\\u001b[31mred\\u001b[0m\\r\\u0007\\u007f"')
    expect(
      [...line].filter((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f),
    ).toEqual([])
  })
})

describe('quotedForLog', () => {
  it.each([
    ['plain text as it is', '/api/jobs/12', '"/api/jobs/12"'],
    ['Arabic letters as they are', '/api/أخبار', '"/api/أخبار"'],
    ['line breaks and tabs', 'a\nb\rc\td', '"a\\nb\\rc\\td"'],
    ['the quote and backslash that delimit', 'a"b\\c', '"a\\"b\\\\c"'],
    ['C1 controls (NEL)', 'a\u0085b', '"a\\u0085b"'],
    ['line and paragraph separators', 'a\u2028b\u2029c', '"a\\u2028b\\u2029c"'],
    ['bidi overrides that reorder what a reader sees', 'a\u202eb\u2066c', '"a\\u202eb\\u2066c"'],
    ['format characters beyond the first plane', 'a\u{e0001}b', '"a\\u{e0001}b"'],
    ['a lone surrogate', 'a\ud800b', '"a\\ud800b"'],
  ])('escapes %s', (_what, text, expected) => {
    expect(quotedForLog(text)).toBe(expected)
  })
})

describe('requestIdOf', () => {
  it.each([
    ['a'.repeat(65), 'too long'],
    ['id with spaces', 'spaces'],
    ['abc\ninjected', 'a line break'],
    ['<script>', 'markup'],
    ['', 'empty'],
  ])('replaces %j (%s) with an id of our own', (incoming) => {
    const id = requestIdOf(incoming)
    expect(id).not.toBe(incoming)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('generates one when none came', () => {
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/)
  })
})
