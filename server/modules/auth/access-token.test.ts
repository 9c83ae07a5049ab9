import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import { SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { signedIn, requireRole } from '../../lib/access'
import { endSessions } from '../../lib/auth/sessions'
import { signingSecret, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../lib/auth/tokens'
import { bearerFor, createUser, sessionFor, signedInAs, TEST_PASSWORD } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, (api) => {
    api.get('/probe/me', signedIn(), (c) => c.json(c.get('viewer')))
    api.get('/probe/admin', requireRole('superadmin', 'admin'), (c) => c.json({ ok: true }))
  })
})
afterAll(() => t.close())

const probe = (authorization?: string, path = '/api/probe/me') =>
  t.app.request(path, { headers: authorization ? { Authorization: authorization } : {} })

/** A live session of this user, so that a forged token fails for its forgery alone. */
const liveSessionOf = async (userId: number) => (await sessionFor(t.deps, userId)).sessionId

async function forge(claims: Record<string, unknown>, options: { secret?: Uint8Array; alg?: string } = {}) {
  const now = Math.floor(t.deps.now().getTime() / 1000)
  return new SignJWT({ typ: 'access', ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(options.secret ?? (await signingSecret(t.deps.db)))
}

describe('access tokens and the viewer', () => {
  it('resolves a bearer token into the viewer, read from the database', async () => {
    const user = await signedInAs(t.deps, { role: 'editor' })
    const response = await probe(user.authorization)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: user.id,
      role: 'editor',
      status: 'active',
      isActive: true,
      sessionId: expect.any(String),
      authenticatedAt: expect.any(String),
    })
  })

  it('stops accepting the token as soon as the account is deactivated', async () => {
    const user = await signedInAs(t.deps)
    expect((await probe(user.authorization)).status).toBe(200)
    await t.deps.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute()
    expect((await probe(user.authorization)).status).toBe(401)
  })

  it('enforces roles', async () => {
    const member = await signedInAs(t.deps)
    const admin = await signedInAs(t.deps, { role: 'admin' })
    expect((await probe(member.authorization, '/api/probe/admin')).status).toBe(403)
    expect((await probe(admin.authorization, '/api/probe/admin')).status).toBe(200)
    expect((await probe(undefined, '/api/probe/admin')).status).toBe(401)
  })

  it('refuses expired tokens', async () => {
    const user = await createUser(t.deps)
    const authorization = await bearerFor(t.deps, user.id)
    const real = t.deps.now()
    t.setNow(new Date(real.getTime() + (t.config.accessTokenTtlSeconds + 5) * 1000))
    try {
      expect((await probe(authorization)).status).toBe(401)
    } finally {
      t.setNow(real)
    }
  })

  it.each([
    [
      'alg none',
      async (sub: string) =>
        new UnsecuredJWT({ typ: 'access', sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE })
          .setIssuedAt()
          .setExpirationTime('10m')
          .encode(),
    ],
    [
      'a tampered signature',
      async (sub: string) => {
        // The signature's first character, not its last: the last base64url character of a
        // 32-byte signature carries 2 padding bits, so changing it can leave the bytes as they were.
        const [header, payload, signature = ''] = (
          await forge({ sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE })
        ).split('.')
        const first = signature.startsWith('A') ? 'B' : 'A'
        return `${header}.${payload}.${first}${signature.slice(1)}`
      },
    ],
    [
      'another key',
      async (sub: string) =>
        forge(
          { sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, sid: await liveSessionOf(Number(sub)) },
          { secret: new Uint8Array(32).fill(7) },
        ),
    ],
    ['a wrong audience', async (sub: string) => forge({ sub, iss: TOKEN_ISSUER, aud: 'someone-else' })],
    ['a wrong issuer', async (sub: string) => forge({ sub, iss: 'someone-else', aud: TOKEN_AUDIENCE })],
    [
      'another algorithm',
      async (sub: string) => forge({ sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE }, { alg: 'HS512' }),
    ],
    [
      'a non-access token type',
      async (sub: string) =>
        forge({
          sub,
          iss: TOKEN_ISSUER,
          aud: TOKEN_AUDIENCE,
          typ: 'refresh',
          sid: await liveSessionOf(Number(sub)),
        }),
    ],
    [
      'a claim swapped in the payload',
      async (sub: string) => {
        const [header, , signature] = (await forge({ sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE })).split(
          '.',
        )
        const payload = Buffer.from(
          JSON.stringify({
            typ: 'access',
            sub: '1',
            iss: TOKEN_ISSUER,
            aud: TOKEN_AUDIENCE,
            exp: 9999999999,
            iat: 1,
          }),
        ).toString('base64url')
        return `${header}.${payload}.${signature}`
      },
    ],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s', async (_name, make) => {
    const user = await createUser(t.deps, { role: 'superadmin' })
    const token = await make(String(user.id))
    const response = await probe(`Bearer ${token}`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'Not authenticated', code: 'notAuthenticated' })
  })
})

describe('access tokens are bound to their session', () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(`/api${path}`, jsonRequest('POST', body, headers))
  const sessionEnded = { detail: 'Not authenticated', code: 'sessionEnded' }

  async function login(email: string) {
    const response = await post('/auth/login', { email, password: TEST_PASSWORD })
    expect(response.status).toBe(200)
    const body = await bodyOf(response, v.object({ access_token: v.string(), refresh_token: v.string() }))
    return { authorization: `Bearer ${body.access_token}`, refreshToken: body.refresh_token }
  }

  async function expectEnded(authorization: string) {
    const response = await probe(authorization)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(sessionEnded)
  }

  it('logout ends the access token at once; another session of the same user keeps working', async () => {
    const user = await createUser(t.deps)
    const phone = await login(user.email)
    const laptop = await login(user.email)
    expect((await probe(phone.authorization)).status).toBe(200)
    expect((await post('/auth/logout', { refresh_token: phone.refreshToken })).status).toBe(200)
    await expectEnded(phone.authorization)
    expect((await probe(laptop.authorization)).status).toBe(200)
    // Logging out again, even with the ended token attached, is still fine.
    expect(
      (
        await post(
          '/auth/logout',
          { refresh_token: phone.refreshToken },
          { Authorization: phone.authorization },
        )
      ).status,
    ).toBe(200)
  })

  it('logout with only the access token (the refresh token lost) ends that session too', async () => {
    const user = await createUser(t.deps)
    const session = await login(user.email)
    expect((await post('/auth/logout', {}, { Authorization: session.authorization })).status).toBe(200)
    await expectEnded(session.authorization)
    expect((await post('/auth/refresh', { refresh_token: session.refreshToken })).status).toBe(401)
  })

  it('a refresh keeps the session: the access token issued before it still works, and logout ends both', async () => {
    const user = await createUser(t.deps)
    const first = await login(user.email)
    const refreshed = await bodyOf(
      await post('/auth/refresh', { refresh_token: first.refreshToken }),
      v.object({ access_token: v.string(), refresh_token: v.string() }),
    )
    const second = `Bearer ${refreshed.access_token}`
    expect((await probe(first.authorization)).status).toBe(200)
    expect((await probe(second)).status).toBe(200)
    expect(
      (await bodyOf(await probe(first.authorization), v.object({ sessionId: v.string() }))).sessionId,
    ).toBe((await bodyOf(await probe(second), v.object({ sessionId: v.string() }))).sessionId)
    expect((await post('/auth/logout', { refresh_token: refreshed.refresh_token })).status).toBe(200)
    await expectEnded(first.authorization)
    await expectEnded(second)
  })

  it('reusing a rotated refresh token ends the access tokens of that session too', async () => {
    const user = await createUser(t.deps)
    const session = await login(user.email)
    expect((await post('/auth/refresh', { refresh_token: session.refreshToken })).status).toBe(200)
    expect((await post('/auth/refresh', { refresh_token: session.refreshToken })).status).toBe(401)
    await expectEnded(session.authorization)
  })

  it("endSessions ends one session, every session of a user, or every one but the caller's — refresh and access tokens alike", async () => {
    const user = await createUser(t.deps)
    const other = await createUser(t.deps)
    const [a, b, c, d] = [
      await sessionFor(t.deps, user.id),
      await sessionFor(t.deps, user.id),
      await sessionFor(t.deps, user.id),
      await sessionFor(t.deps, user.id),
    ]
    const bystander = await sessionFor(t.deps, other.id)
    const refreshWorks = async (refreshToken: string) =>
      (await post('/auth/refresh', { refresh_token: refreshToken })).status === 200

    await endSessions(t.deps.db, { sessionId: a.sessionId }, t.deps.now())
    await expectEnded(a.authorization)
    expect(await refreshWorks(a.refreshToken)).toBe(false)
    expect((await probe(b.authorization)).status).toBe(200)

    await endSessions(t.deps.db, { userId: user.id, except: b.sessionId }, t.deps.now())
    await expectEnded(c.authorization)
    await expectEnded(d.authorization)
    expect(await refreshWorks(c.refreshToken)).toBe(false)
    expect((await probe(b.authorization)).status).toBe(200)

    await endSessions(t.deps.db, { userId: user.id }, t.deps.now())
    await expectEnded(b.authorization)
    expect(await refreshWorks(b.refreshToken)).toBe(false)
    expect((await probe(bystander.authorization)).status).toBe(200)
    expect(await refreshWorks(bystander.refreshToken)).toBe(true)
  })

  it('a session ended or removed through another instance on the same database is refused here at once', async () => {
    const other = createApp(t.deps)
    const user = await createUser(t.deps)
    const viaOther = await sessionFor(t.deps, user.id)
    const here = await sessionFor(t.deps, user.id)
    const removed = await sessionFor(t.deps, user.id)
    expect((await probe(viaOther.authorization)).status).toBe(200)
    const logout = await other.request(
      '/api/auth/logout',
      jsonRequest('POST', { refresh_token: viaOther.refreshToken }),
    )
    expect(logout.status).toBe(200)
    await expectEnded(viaOther.authorization)
    expect((await probe(here.authorization)).status).toBe(200)
    // A row changed straight in the database (an operator, a script) counts as well.
    await t.deps.db.deleteFrom('sessions').where('id', '=', removed.sessionId).execute()
    await expectEnded(removed.authorization)
    expect((await post('/auth/refresh', { refresh_token: removed.refreshToken })).status).toBe(401)
  })

  it('refuses a token signed before tokens named their session (no sid), and one naming an unknown session', async () => {
    const user = await createUser(t.deps, { role: 'superadmin' })
    await sessionFor(t.deps, user.id)
    for (const claims of [{}, { sid: 'no-such-session' }, { sid: 42 }, { sid: 'x'.repeat(200) }]) {
      const token = await forge({ sub: String(user.id), iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, ...claims })
      await expectEnded(`Bearer ${token}`)
    }
  })

  it('refuses a session of another user named in the token', async () => {
    const victim = await createUser(t.deps)
    const attacker = await createUser(t.deps)
    const victimSession = await sessionFor(t.deps, victim.id)
    // Only the server can sign, but the session lookup must still match the subject.
    const token = await forge({
      sub: String(attacker.id),
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      sid: victimSession.sessionId,
    })
    await expectEnded(`Bearer ${token}`)
  })

  it('a session past its absolute end authorises nothing, even with a fresh-looking token', async () => {
    const user = await createUser(t.deps)
    const session = await sessionFor(t.deps, user.id)
    await t.deps.db
      .updateTable('sessions')
      .set({ expires_at: t.deps.now().toISOString() })
      .where('id', '=', session.sessionId)
      .execute()
    await expectEnded(session.authorization)
  })

  it('public routes treat an ended session as anonymous rather than refusing', async () => {
    const user = await createUser(t.deps)
    const session = await sessionFor(t.deps, user.id)
    await endSessions(t.deps.db, { sessionId: session.sessionId }, t.deps.now())
    expect(
      (await t.app.request('/api/health', { headers: { Authorization: session.authorization } })).status,
    ).toBe(200)
  })
})
