import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_FAILURES_PER_EMAIL } from './auth/password-throttle'
import { createUser, signedInAs } from '../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../test-support/test-app'

const TOKEN = 'scrape-token-for-the-tests-0123'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN })
})
afterAll(() => t.close())

const scrape = async () => {
  const res = await t.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  return res.text()
}

/** The value of one sample line, e.g. `mail_messages_total{result="sent"}`; 0 when absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('GET /metrics', () => {
  it('answers in Prometheus text format to the token holder', async () => {
    const res = await t.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram')
  })

  it.each([
    ['no token', {}],
    ['a wrong token', { Authorization: 'Bearer scrape-token-for-the-tests-0124' }],
    ['the token without the Bearer scheme', { Authorization: TOKEN }],
  ])('refuses %s with 401 notAuthenticated', async (_what, headers: Record<string, string>) => {
    const res = await t.app.request('/metrics', { headers })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'notAuthenticated' })
  })

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp()
    try {
      const res = await plain.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ code: 'notFound' })
    } finally {
      await plain.close()
    }
  })

  it('times requests by route pattern and status, never by the URL asked for', async () => {
    await t.app.request('/api/jobs/12345')
    await t.app.request('/api/jobs/67890')
    await t.app.request('/api/no-such-thing-abc')
    const text = await scrape()
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/jobs\/:id\{\[0-9\]\+\}",status="404"\} 2/,
    )
    expect(text).not.toContain('12345')
    expect(text).not.toContain('no-such-thing-abc')
  })

  it('keeps the registry of each app apart', async () => {
    const other = await createTestApp({ metricsToken: TOKEN })
    try {
      await t.app.request('/api/health/live')
      const theirs = await (
        await other.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
      ).text()
      expect(theirs).not.toContain('route="/api/health/live"')
    } finally {
      await other.close()
    }
  })

  it('times database queries by statement kind', async () => {
    await t.app.request('/api/health')
    const text = await scrape()
    expect(sample(text, 'db_query_duration_seconds_count{kind="select",outcome="ok"}')).toBeGreaterThan(0)
  })

  it('counts rate-limit refusals by route and code', async () => {
    const user = await createUser(t.deps)
    const login = (password: string) =>
      t.app.request('/api/auth/login', jsonRequest('POST', { email: user.email, password }), {
        incoming: { socket: { remoteAddress: '198.51.100.9' } },
      })
    const series = 'rate_limit_refusals_total{route="/api/auth/login",code="tooManyAttempts"}'
    const before = sample(await scrape(), series)
    const statuses: number[] = []
    for (let i = 0; i <= PASSWORD_FAILURES_PER_EMAIL.max; i += 1)
      statuses.push((await login(`Wrong-${i}-password`)).status)
    expect(statuses.at(-1)).toBe(429)
    expect(sample(await scrape(), series)).toBe(before + statuses.filter((s) => s === 429).length)
  })

  it('counts e-mails sent and none left in flight', async () => {
    const admin = await signedInAs(t.deps, { role: 'admin' })
    const applicant = await createUser(t.deps, { status: 'pending' })
    const before = sample(await scrape(), 'mail_messages_total{result="sent"}')
    const res = await t.app.request(
      `/api/members/${applicant.id}/approve`,
      jsonRequest('POST', { action: 'approve' }, { Authorization: admin.authorization }),
    )
    expect(res.status).toBe(200)
    const text = await scrape()
    expect(sample(text, 'mail_messages_total{result="sent"}')).toBe(before + 1)
    expect(sample(text, 'mail_sends_in_flight')).toBe(0)
  })
})
