import * as v from 'valibot'
import { present } from '@contract/narrow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { requestIdOf } from './request-log'

/** An app whose request log goes into `lines`. */
async function loggingApp(format: 'human' | 'json'): Promise<{ t: TestApp; lines: string[] }> {
  const lines: string[] = []
  const t = await createTestApp({ logRequests: true, logFormat: format }, undefined, { logDestination: { write: (chunk) => lines.push(...chunk.split('\n').filter(Boolean)) } })
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
    const line = v.parse(v.looseObject({ time: v.string() }), JSON.parse(present(json.lines.at(-1), 'a log line')))
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/api/jobs/424242', route: '/api/jobs/:id{[0-9]+}', status: 404, requestId: res.headers.get('x-request-id') })
    expect(new Date(line.time).toISOString()).toBe(line.time)
    expect(typeof line.durationMs).toBe('number')
  })

  it('keeps a short, plain incoming request id and echoes it', async () => {
    const res = await json.t.app.request('/api/health/live', { headers: { 'X-Request-Id': 'lb-7f3a.91:2' } })
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.91:2')
    expect(JSON.parse(present(json.lines.at(-1), 'a log line'))).toMatchObject({ requestId: 'lb-7f3a.91:2', route: '/api/health/live', status: 200 })
  })
})

describe('the default human format', () => {
  let human: Awaited<ReturnType<typeof loggingApp>>
  beforeAll(async () => {
    human = await loggingApp('human')
  })
  afterAll(() => human.t.close())

  it('stays one readable line per request', async () => {
    const res = await human.t.app.request('/api/health/live')
    expect(human.lines.at(-1)).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\S+Z GET /api/health/live 200 \\d+\\.\\dms id=${res.headers.get('x-request-id')}$`))
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
