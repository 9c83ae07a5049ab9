import {
  DeviceSessionListSchema,
  EndOtherSessionsResponseSchema,
  EndSessionResponseSchema,
} from '@contract/devices'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, sessionFor, TEST_PASSWORD } from '../../test-support/auth'
import { bodyOf } from '../../test-support/json'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

const TokensSchema = v.object({ access_token: v.string(), refresh_token: v.string() })
const codeOf = async (response: Response) => (await bodyOf(response, v.object({ code: v.string() }))).code
const listOf = async (authorization: string) =>
  bodyOf(await requestAs(t, authorization, 'GET', '/auth/sessions'), DeviceSessionListSchema)

/** A password sign-in through the API from a browser with this User-Agent. */
async function signIn(email: string, userAgent: string) {
  const response = await requestAs(
    t,
    null,
    'POST',
    '/auth/login',
    { email, password: TEST_PASSWORD },
    { 'User-Agent': userAgent },
  )
  expect(response.status).toBe(200)
  const tokens = await bodyOf(response, TokensSchema)
  return { ...tokens, authorization: `Bearer ${tokens.access_token}` }
}

describe('the signed-in sessions of a member', () => {
  it('lists the live ones with device, method and use, the current one flagged and first', async () => {
    const owner = await createUser(t.deps)
    const phone = await signIn(owner.email, ANDROID_CHROME)
    const laptop = await signIn(owner.email, WINDOWS_FIREFOX)
    const ended = await signIn(owner.email, ANDROID_CHROME)
    await requestAs(t, ended.authorization, 'POST', '/auth/logout', { refresh_token: ended.refresh_token })
    const stranger = await createUser(t.deps)
    await signIn(stranger.email, ANDROID_CHROME)

    const list = await listOf(laptop.authorization)
    expect(list.total).toBe(2)
    expect(list.items.map((item) => [item.device_name, item.method, item.current])).toEqual([
      ['Firefox on Windows', 'password', true],
      ['Chrome on Android', 'password', false],
    ])
    expect(list.items[0]).toMatchObject({
      browser: 'Firefox',
      os: 'Windows',
      created_at: expect.any(String),
      last_used_at: expect.any(String),
    })
    expect((await listOf(phone.authorization)).items.find((item) => item.current)?.device_name).toBe(
      'Chrome on Android',
    )
  })

  it('names a session without a User-Agent "Unknown browser" and keeps an over-long one bounded', async () => {
    const owner = await createUser(t.deps)
    const session = await sessionFor(t.deps, owner.id)
    expect((await listOf(session.authorization)).items[0]).toMatchObject({
      device_name: 'Unknown browser',
      browser: null,
      os: null,
    })
    await signIn(owner.email, `${WINDOWS_FIREFOX} ${'x'.repeat(5000)}`)
    const stored = await t.deps.db
      .selectFrom('sessions')
      .select('user_agent')
      .where('user_id', '=', owner.id)
      .where('user_agent', 'is not', null)
      .executeTakeFirstOrThrow()
    expect(stored.user_agent?.length).toBe(512)
  })

  it('moves last use on a refresh, not on every request', async () => {
    const owner = await createUser(t.deps)
    const start = new Date('2026-12-01T08:00:00.000Z')
    t.setNow(start)
    const session = await signIn(owner.email, ANDROID_CHROME)
    t.setNow(new Date('2026-12-01T08:05:00.000Z'))
    expect((await requestAs(t, session.authorization, 'GET', '/auth/me')).status).toBe(200)
    expect((await listOf(session.authorization)).items[0]?.last_used_at).toBe(start.toISOString())
    const later = new Date('2026-12-01T09:00:00.000Z')
    t.setNow(later)
    const refreshed = await requestAs(t, null, 'POST', '/auth/refresh', {
      refresh_token: session.refresh_token,
    })
    expect(refreshed.status).toBe(200)
    const next = await bodyOf(refreshed, TokensSchema)
    expect((await listOf(`Bearer ${next.access_token}`)).items[0]).toMatchObject({
      created_at: start.toISOString(),
      last_used_at: later.toISOString(),
    })
    t.setNow(new Date())
  })
})

describe('ending sessions', () => {
  it('ends one at once: its access token is refused on the next request and its refresh token no longer works', async () => {
    const owner = await createUser(t.deps)
    const here = await signIn(owner.email, WINDOWS_FIREFOX)
    const there = await signIn(owner.email, ANDROID_CHROME)
    const target = (await listOf(here.authorization)).items.find((item) => !item.current)
    expect(target).toBeDefined()
    const ended = await requestAs(t, here.authorization, 'DELETE', `/auth/sessions/${target?.id ?? ''}`)
    expect(ended.status).toBe(200)
    expect(await bodyOf(ended, EndSessionResponseSchema)).toEqual({
      id: target?.id,
      ended: true,
      current: false,
    })

    const refused = await requestAs(t, there.authorization, 'GET', '/auth/me')
    expect(refused.status).toBe(401)
    expect(await codeOf(refused)).toBe('sessionEnded')
    expect(
      (await requestAs(t, null, 'POST', '/auth/refresh', { refresh_token: there.refresh_token })).status,
    ).toBe(401)
    expect((await listOf(here.authorization)).total).toBe(1)
    // Ended already: no longer one of the member's signed-in sessions.
    expect(
      (await requestAs(t, here.authorization, 'DELETE', `/auth/sessions/${target?.id ?? ''}`)).status,
    ).toBe(404)
  })

  it("answers 404 for another account's session or an unknown id, and leaves it signed in", async () => {
    const owner = await createUser(t.deps)
    const other = await createUser(t.deps)
    const mine = await sessionFor(t.deps, owner.id)
    const theirs = await sessionFor(t.deps, other.id)
    const refused = await requestAs(t, mine.authorization, 'DELETE', `/auth/sessions/${theirs.sessionId}`)
    expect(refused.status).toBe(404)
    expect(await codeOf(refused)).toBe('notFound')
    expect((await requestAs(t, theirs.authorization, 'GET', '/auth/me')).status).toBe(200)
    expect(
      (
        await requestAs(
          t,
          mine.authorization,
          'DELETE',
          '/auth/sessions/00000000-0000-4000-8000-000000000000',
        )
      ).status,
    ).toBe(404)
    expect((await requestAs(t, null, 'DELETE', `/auth/sessions/${mine.sessionId}`)).status).toBe(401)
  })

  it('ending the current session is a logout', async () => {
    const owner = await createUser(t.deps)
    const session = await sessionFor(t.deps, owner.id)
    const ended = await requestAs(t, session.authorization, 'DELETE', `/auth/sessions/${session.sessionId}`)
    expect(await bodyOf(ended, EndSessionResponseSchema)).toEqual({
      id: session.sessionId,
      ended: true,
      current: true,
    })
    expect((await requestAs(t, session.authorization, 'GET', '/auth/me')).status).toBe(401)
    expect(
      (await requestAs(t, null, 'POST', '/auth/refresh', { refresh_token: session.refreshToken })).status,
    ).toBe(401)
  })

  it('signs out everywhere else and keeps the current session', async () => {
    const owner = await createUser(t.deps)
    const other = await createUser(t.deps)
    const here = await sessionFor(t.deps, owner.id)
    const elsewhere = [
      await sessionFor(t.deps, owner.id),
      await sessionFor(t.deps, owner.id, { method: 'passkey', userAgent: ANDROID_CHROME }),
    ]
    const theirs = await sessionFor(t.deps, other.id)
    const response = await requestAs(t, here.authorization, 'POST', '/auth/sessions/end-others')
    expect(response.status).toBe(200)
    expect(await bodyOf(response, EndOtherSessionsResponseSchema)).toEqual({ ended: 2 })
    for (const session of elsewhere)
      expect((await requestAs(t, session.authorization, 'GET', '/auth/me')).status).toBe(401)
    expect((await requestAs(t, here.authorization, 'GET', '/auth/me')).status).toBe(200)
    expect((await requestAs(t, theirs.authorization, 'GET', '/auth/me')).status).toBe(200)
    const list = await listOf(here.authorization)
    expect(list.items.map((item) => item.id)).toEqual([here.sessionId])
  })
})
