import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs, TEST_PASSWORD } from '../test-support/auth'
import { openSecondInstance, type SecondInstance } from '../test-support/second-instance'
import { createTestApp, jsonRequest, type TestApp } from '../test-support/test-app'
import { hitLimit, refundHit } from './rate-limit'
import { AVATAR_UPLOADS } from './uploads/upload-limit'

/**
 * Every limit holds under parallel requests: two instances, each with connections of its
 * own, answering at the same moment never let more through than the limit.
 */
let t: TestApp
let second: SecondInstance
beforeAll(async () => {
  t = await createTestApp()
  second = await openSecondInstance(t)
})
afterAll(async () => {
  await second.close()
  await t.close()
})

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  )
/** `n` requests at once, alternately through either instance. */
const inParallel = async (
  n: number,
  send: (app: TestApp['app'], i: number) => Response | Promise<Response>,
) =>
  tally(
    (await Promise.all(Array.from({ length: n }, (_, i) => send(i % 2 === 0 ? t.app : second.app, i)))).map(
      (answer) => answer.status,
    ),
  )
let addresses = 0
const from = () => ({ incoming: { socket: { remoteAddress: `192.0.2.${(addresses += 1) % 250}` } } })
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.org`

describe('hitLimit', () => {
  it('allows exactly the limit of 100 hits at once through two connections, each count once', async () => {
    const limit = { max: 10, windowSeconds: 60 }
    const now = new Date()
    const hits = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        hitLimit(i % 2 === 0 ? t.deps.db : second.db, 'test:parallel', limit, now),
      ),
    )
    expect(
      hits
        .filter((hit) => hit.allowed)
        .map((hit) => hit.count)
        .sort((x, y) => x - y),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    )
    expect(hits.every((hit) => hit.retryAfterSeconds >= 1 && hit.retryAfterSeconds <= 60)).toBe(true)
  })

  it('gives a refunded hit back to its own window only', async () => {
    const limit = { max: 1, windowSeconds: 60 }
    const start = new Date()
    const first = await hitLimit(t.deps.db, 'test:refund', limit, start)
    await refundHit(t.deps.db, 'test:refund', first)
    expect((await hitLimit(t.deps.db, 'test:refund', limit, start)).allowed).toBe(true)
    expect((await hitLimit(t.deps.db, 'test:refund', limit, start)).allowed).toBe(false)
    // A refund arriving after its window ended owes the new window nothing.
    const later = new Date(start.getTime() + 61_000)
    expect((await hitLimit(t.deps.db, 'test:refund', limit, later)).count).toBe(1)
    await refundHit(t.deps.db, 'test:refund', first)
    expect((await hitLimit(t.deps.db, 'test:refund', limit, later)).allowed).toBe(false)
  })
})

describe('the limits of the API, hit in parallel through two instances', () => {
  it('mails 3 reset links of 12 asked for one e-mail at once', async () => {
    const email = uniqueEmail('forgot')
    expect(
      await inParallel(12, (app) =>
        app.request('/api/auth/password/forgot', jsonRequest('POST', { email }), from()),
      ),
    ).toEqual({ 202: 3, 429: 9 })
  })

  it('sends 3 activation links of 12 asked for one e-mail at once', async () => {
    const email = uniqueEmail('resend')
    expect(
      await inParallel(12, (app) =>
        app.request('/api/auth/activation/resend', jsonRequest('POST', { email }), from()),
      ),
    ).toEqual({ 200: 3, 429: 9 })
  })

  it('checks 10 current passwords of 25 sent at once by one session', async () => {
    const user = await signedInAs(t.deps)
    const body = { current_password: 'Not-the-password-1', new_password: 'Another-password-1' }
    expect(
      await inParallel(25, (app) =>
        app.request(
          '/api/auth/password/change',
          jsonRequest('POST', body, { Authorization: user.authorization }),
        ),
      ),
    ).toEqual({ 400: 10, 429: 15 })
  })

  it('registers 50 of 60 applications sent at once from one address', async () => {
    const address = { incoming: { socket: { remoteAddress: '192.0.2.251' } } }
    const apply = (app: TestApp['app'], i: number) =>
      app.request(
        '/api/auth/register',
        jsonRequest('POST', { email: uniqueEmail(`apply${i}`), password: TEST_PASSWORD }),
        address,
      )
    expect(await inParallel(60, apply)).toEqual({ 201: 50, 429: 10 })
  }, 60_000)

  it(`stores ${AVATAR_UPLOADS.max} of ${AVATAR_UPLOADS.max + 5} avatars uploaded at once by one member`, async () => {
    const { authorization } = await signedInAs(t.deps)
    const png = new Uint8Array(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0b4f6c' } })
        .png()
        .toBuffer(),
    )
    const upload = (app: TestApp['app']) => {
      const form = new FormData()
      form.append('image', new Blob([png], { type: 'image/png' }), 'photo.png')
      return app.request('/api/members/me/profile/avatar', {
        method: 'POST',
        body: form,
        headers: { Authorization: authorization },
      })
    }
    expect(await inParallel(AVATAR_UPLOADS.max + 5, upload)).toEqual({ 201: AVATAR_UPLOADS.max, 429: 5 })
  }, 60_000)
})
