import { present } from '@contract/narrow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '../../lib/client-address'
import { createUser, TEST_PASSWORD } from '../../test-support/auth'
import { latestPasswordResetLink } from '../../test-support/mail'
import { openSecondInstance, type SecondInstance } from '../../test-support/second-instance'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/**
 * Sign-in throttling as an attacker meets it: behind the trusted proxy every request can
 * claim another client address, and two instances answer requests at the same moment.
 */
let t: TestApp
let second: SecondInstance
const PROXY = '10.9.0.1'

beforeAll(async () => {
  t = await createTestApp({ trustedProxies: parseTrustedProxies(PROXY) })
  second = await openSecondInstance(t)
})
afterAll(async () => {
  await second.close()
  await t.close()
})

let spread = 0
/** A sign-in forwarded by the proxy for `client` (a fresh address unless given), through instance `a` or `b`. */
function login(
  body: { email: string; password: string },
  options: { client?: string; through?: 'a' | 'b' } = {},
) {
  spread += 1
  const client = options.client ?? `198.18.${Math.floor(spread / 250) % 250}.${(spread % 250) + 1}`
  const app = options.through === 'b' ? second.app : t.app
  return app.request('/api/auth/login', jsonRequest('POST', body, { 'X-Forwarded-For': client }), {
    incoming: { socket: { remoteAddress: PROXY } },
  })
}
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.org`
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  )
const FIFTEEN_MINUTES_MS = 15 * 60 * 1000

describe('failed passwords per e-mail, across client addresses', () => {
  it('answers 429 from the 11th attempt on, whatever the address and the password, with Retry-After', async () => {
    const user = await createUser(t.deps)
    const statuses: number[] = []
    for (let i = 0; i < 30; i += 1)
      statuses.push((await login({ email: user.email, password: `Wrong-password-${i}` })).status)
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(20).fill(429)])

    // The right password, from an address never seen, in capitals: refused alike, so the throttle tells nothing.
    const right = await login({ email: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD })
    expect(right.status).toBe(429)
    expect(await right.json()).toEqual({
      detail: 'Too many login attempts. Please try again later.',
      code: 'tooManyAttempts',
    })
    const retryAfter = Number(right.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)

    // Another account is not touched; and the throttle ends with its window, never a lockout.
    const other = await createUser(t.deps)
    expect((await login({ email: other.email, password: TEST_PASSWORD })).status).toBe(200)
    const real = t.deps.now()
    t.setNow(new Date(real.getTime() + retryAfter * 1000))
    try {
      expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(200)
    } finally {
      t.setNow(real)
    }
  })

  it('throttles an e-mail that has no account exactly the same way', async () => {
    const email = uniqueEmail('nobody')
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1)
      statuses.push((await login({ email, password: `Wrong-password-${i}` })).status)
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429])
  })

  it('counts only failed checks: the owner signing in gives the attempt back', async () => {
    const user = await createUser(t.deps)
    for (let i = 0; i < 9; i += 1)
      expect((await login({ email: user.email, password: `Wrong-password-${i}` })).status).toBe(401)
    expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(200)
    expect((await login({ email: user.email, password: 'Wrong-password-9' })).status).toBe(401)
    expect((await login({ email: user.email, password: 'Wrong-password-10' })).status).toBe(429)
  })

  it('lets the owner reset the password while throttled, and sign in with the new one at once', async () => {
    const user = await createUser(t.deps)
    for (let i = 0; i < 11; i += 1) await login({ email: user.email, password: `Wrong-password-${i}` })
    expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(429)

    const forgot = await t.app.request(
      '/api/auth/password/forgot',
      jsonRequest('POST', { email: user.email }, { 'X-Forwarded-For': '198.19.0.1' }),
      { incoming: { socket: { remoteAddress: PROXY } } },
    )
    expect(forgot.status).toBe(202)
    await expect.poll(() => latestPasswordResetLink(t.config.dataDir, user.email)).toBeDefined()
    const link = present(latestPasswordResetLink(t.config.dataDir, user.email), 'a reset link')
    const token = decodeURIComponent(present(new URL(link).searchParams.get('token'), 'a token in the link'))
    const reset = await t.app.request(
      '/api/auth/password/reset',
      jsonRequest('POST', { token, password: 'A-brand-new-password-1' }),
    )
    expect(reset.status).toBe(200)

    expect((await login({ email: user.email, password: 'A-brand-new-password-1' })).status).toBe(200)
  })
})

describe('limits counted before the password is checked', () => {
  it('checks 10 passwords of 100 parallel attempts at one e-mail from 100 addresses through two instances', async () => {
    const user = await createUser(t.deps)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login({ email: user.email, password: `Wrong-password-${i}` }, { through: i % 2 === 0 ? 'a' : 'b' }),
      ),
    )
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: 10, 429: 90 })
  })

  it('checks 100 passwords of 400 wrong logins, 20 in flight at a time, from one address (each at another e-mail)', async () => {
    const statuses: number[] = []
    let sent = 0
    // Twenty clients, each sending its next login as soon as its last one is answered.
    const client = async (lane: number) => {
      while (sent < 400) {
        sent += 1
        const answer = await login(
          { email: uniqueEmail(`stuffing${sent}`), password: 'Wrong-password-1' },
          { client: '203.0.113.77', through: lane % 2 === 0 ? 'a' : 'b' },
        )
        statuses.push(answer.status)
      }
    }
    await Promise.all(Array.from({ length: 20 }, (_, lane) => client(lane)))
    expect(tally(statuses)).toEqual({ 401: 100, 429: 300 })
    // The address waits for the end of its window, then gets its attempts again.
    const real = t.deps.now()
    t.setNow(new Date(real.getTime() + FIFTEEN_MINUTES_MS + 1000))
    try {
      expect(
        (
          await login(
            { email: uniqueEmail('later'), password: 'Wrong-password-1' },
            { client: '203.0.113.77' },
          )
        ).status,
      ).toBe(401)
    } finally {
      t.setNow(real)
    }
  }, 60_000)
})
