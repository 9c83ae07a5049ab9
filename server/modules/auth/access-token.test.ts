import { SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedIn, requireRole } from '../../lib/access'
import { signingSecret, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../lib/auth/tokens'
import { bearerFor, createUser, signedInAs } from '../../test-support/auth'
import { createTestApp, type TestApp } from '../../test-support/test-app'

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
    expect(await response.json()).toEqual({ id: user.id, role: 'editor', status: 'active', isActive: true })
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
    ['alg none', async (sub: string) => new UnsecuredJWT({ typ: 'access', sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE }).setIssuedAt().setExpirationTime('10m').encode()],
    ['a tampered signature', async (sub: string) => {
      // The signature's first character, not its last: the last base64url character of a
      // 32-byte signature carries 2 padding bits, so changing it can leave the bytes as they were.
      const [header, payload, signature] = (await forge({ sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE })).split('.')
      const first = signature!.startsWith('A') ? 'B' : 'A'
      return `${header}.${payload}.${first}${signature!.slice(1)}`
    }],
    ['another key', async (sub: string) => forge({ sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE }, { secret: new Uint8Array(32).fill(7) })],
    ['a wrong audience', async (sub: string) => forge({ sub, iss: TOKEN_ISSUER, aud: 'someone-else' })],
    ['a wrong issuer', async (sub: string) => forge({ sub, iss: 'someone-else', aud: TOKEN_AUDIENCE })],
    ['another algorithm', async (sub: string) => forge({ sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE }, { alg: 'HS512' })],
    ['a non-access token type', async (sub: string) => forge({ sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, typ: 'refresh' })],
    ['a claim swapped in the payload', async (sub: string) => {
      const [header, , signature] = (await forge({ sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE })).split('.')
      const payload = Buffer.from(JSON.stringify({ typ: 'access', sub: '1', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: 9999999999, iat: 1 })).toString('base64url')
      return `${header}.${payload}.${signature}`
    }],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s', async (_name, make) => {
    const user = await createUser(t.deps, { role: 'superadmin' })
    const token = await make(String(user.id))
    const response = await probe(`Bearer ${token}`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'Not authenticated', code: 'notAuthenticated' })
  })
})
