import { LoginResponseSchema } from '@contract/auth'
import {
  PasskeyCreationOptionsSchema,
  PasskeyListSchema,
  PasskeyRequestOptionsSchema,
  PasskeySchema,
  ReauthResponseSchema,
} from '@contract/passkeys'
import { DeviceSessionListSchema } from '@contract/devices'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, sessionFor, TEST_PASSWORD } from '../../test-support/auth'
import { bodyOf } from '../../test-support/json'
import { TestAuthenticator } from '../../test-support/passkey-authenticator'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://portal.test' })
})
afterAll(() => t.close())

const RP = { id: 'portal.test', origin: 'http://portal.test' }
const call = (method: string, path: string, body: unknown, authorization?: string) =>
  t.app.request(
    `/api${path}`,
    jsonRequest(method, body, authorization ? { Authorization: authorization } : {}),
  )
const post = (path: string, body: unknown, authorization?: string) => call('POST', path, body, authorization)
const get = (path: string, authorization: string) =>
  t.app.request(`/api${path}`, { headers: { Authorization: authorization } })
const codeOf = async (response: Response) => (await bodyOf(response, v.object({ code: v.string() }))).code

/** An active member signed in just now. */
async function member() {
  const user = await createUser(t.deps)
  return { ...user, ...(await sessionFor(t.deps, user.id)) }
}

/** The session signed in longer ago than a dangerous action allows. */
async function makeStale(sessionId: string) {
  const longAgo = new Date(t.deps.now().getTime() - 11 * 60 * 1000).toISOString()
  await t.deps.db
    .updateTable('sessions')
    .set({ authenticated_at: longAgo })
    .where('id', '=', sessionId)
    .execute()
}

/** Adds a passkey to the account through the two calls; the authenticator holding it. */
async function addPasskey(
  authorization: string,
  name = 'My phone',
  authenticator = new TestAuthenticator(RP),
) {
  const options = await bodyOf(
    await post('/auth/passkeys/registration/options', {}, authorization),
    PasskeyCreationOptionsSchema,
  )
  const verify = await post(
    '/auth/passkeys/registration/verify',
    { name, credential: authenticator.create(options) },
    authorization,
  )
  expect(verify.status).toBe(201)
  return { authenticator, passkey: await bodyOf(verify, PasskeySchema) }
}

async function loginWith(
  authenticator: TestAuthenticator,
  flags: Parameters<TestAuthenticator['get']>[1] = {},
) {
  const options = await bodyOf(await post('/auth/passkeys/login/options', {}), PasskeyRequestOptionsSchema)
  return post('/auth/passkeys/login/verify', { credential: authenticator.get(options, flags) })
}

describe('adding a passkey', () => {
  it("asks for a discoverable credential with user verification, for PUBLIC_URL's host, and lists it by name", async () => {
    const owner = await member()
    const options = await bodyOf(
      await post('/auth/passkeys/registration/options', {}, owner.authorization),
      PasskeyCreationOptionsSchema,
    )
    expect(options.rp.id).toBe('portal.test')
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    })
    expect(options.user.name).toBe(owner.email)
    const authenticator = new TestAuthenticator(RP)
    const added = await post(
      '/auth/passkeys/registration/verify',
      { name: '  Work laptop ', credential: authenticator.create(options) },
      owner.authorization,
    )
    expect(added.status).toBe(201)
    expect(await bodyOf(added, PasskeySchema)).toMatchObject({ name: 'Work laptop', last_used_at: null })
    await addPasskey(owner.authorization, 'Phone')
    const list = await bodyOf(await get('/auth/passkeys', owner.authorization), PasskeyListSchema)
    expect(list).toMatchObject({ total: 2, available: true })
    expect(list.items.map((item) => item.name).sort()).toEqual(['Phone', 'Work laptop'])
    // The next options exclude the passkeys the account already holds.
    const next = await bodyOf(
      await post('/auth/passkeys/registration/options', {}, owner.authorization),
      PasskeyCreationOptionsSchema,
    )
    expect(next.excludeCredentials?.map((item) => item.id)).toContain(authenticator.credentialId)
    // Every passkey of one account gives the authenticator the same user handle.
    expect(next.user.id).toBe(options.user.id)
  })

  it('uses a challenge once, and not after 5 minutes', async () => {
    const owner = await member()
    const options = await bodyOf(
      await post('/auth/passkeys/registration/options', {}, owner.authorization),
      PasskeyCreationOptionsSchema,
    )
    const credential = new TestAuthenticator(RP).create(options)
    expect(
      (await post('/auth/passkeys/registration/verify', { name: 'A', credential }, owner.authorization))
        .status,
    ).toBe(201)
    const again = await post(
      '/auth/passkeys/registration/verify',
      { name: 'A', credential },
      owner.authorization,
    )
    expect(again.status).toBe(400)
    expect(await codeOf(again)).toBe('passkeyChallengeInvalid')

    const late = await bodyOf(
      await post('/auth/passkeys/registration/options', {}, owner.authorization),
      PasskeyCreationOptionsSchema,
    )
    const started = t.deps.now()
    t.setNow(new Date(started.getTime() + 5 * 60 * 1000 + 1000))
    try {
      const expired = await post(
        '/auth/passkeys/registration/verify',
        { name: 'B', credential: new TestAuthenticator(RP).create(late) },
        owner.authorization,
      )
      expect(await codeOf(expired)).toBe('passkeyChallengeInvalid')
    } finally {
      t.setNow(new Date())
    }
  })

  it("refuses another account's challenge, a credential without user verification and one already registered", async () => {
    const owner = await member()
    const other = await member()
    const options = await bodyOf(
      await post('/auth/passkeys/registration/options', {}, owner.authorization),
      PasskeyCreationOptionsSchema,
    )
    const stolen = await post(
      '/auth/passkeys/registration/verify',
      { name: 'X', credential: new TestAuthenticator(RP).create(options) },
      other.authorization,
    )
    expect(await codeOf(stolen)).toBe('passkeyChallengeInvalid')

    const fresh = await bodyOf(
      await post('/auth/passkeys/registration/options', {}, owner.authorization),
      PasskeyCreationOptionsSchema,
    )
    const unverified = await post(
      '/auth/passkeys/registration/verify',
      { name: 'X', credential: new TestAuthenticator(RP).create(fresh, { userVerified: false }) },
      owner.authorization,
    )
    expect(unverified.status).toBe(400)
    expect(await codeOf(unverified)).toBe('passkeyInvalid')

    const { authenticator } = await addPasskey(owner.authorization)
    const otherOptions = await bodyOf(
      await post('/auth/passkeys/registration/options', {}, other.authorization),
      PasskeyCreationOptionsSchema,
    )
    const twice = await post(
      '/auth/passkeys/registration/verify',
      { name: 'Mine now', credential: authenticator.create(otherOptions) },
      other.authorization,
    )
    expect(twice.status).toBe(409)
    expect(await codeOf(twice)).toBe('passkeyAlreadyRegistered')
    expect((await bodyOf(await get('/auth/passkeys', other.authorization), PasskeyListSchema)).total).toBe(0)
  })

  it('needs a sign-in within the last 10 minutes', async () => {
    const owner = await member()
    await makeStale(owner.sessionId)
    const refused = await post('/auth/passkeys/registration/options', {}, owner.authorization)
    expect(refused.status).toBe(403)
    expect(await codeOf(refused)).toBe('reauthRequired')
  })
})

describe('signing in with a passkey', () => {
  it('answers exactly like a password sign-in and records the use', async () => {
    const owner = await member()
    const { authenticator, passkey } = await addPasskey(owner.authorization)
    const options = await bodyOf(await post('/auth/passkeys/login/options', {}), PasskeyRequestOptionsSchema)
    expect(options).toMatchObject({ rpId: 'portal.test', userVerification: 'required' })
    expect(options.allowCredentials ?? []).toEqual([])
    const response = await post('/auth/passkeys/login/verify', { credential: authenticator.get(options) })
    expect(response.status).toBe(200)
    const body: unknown = await response.clone().json()
    const password = await post('/auth/login', { email: owner.email, password: TEST_PASSWORD })
    const keysOf = (value: unknown) => Object.keys(v.parse(v.record(v.string(), v.unknown()), value)).sort()
    expect(keysOf(body)).toEqual(keysOf(await password.json()))
    const tokens = v.parse(v.strictObject(LoginResponseSchema.entries), body)
    const me = await bodyOf(
      await get('/auth/me', `Bearer ${tokens.access_token}`),
      v.object({ id: v.number() }),
    )
    expect(me.id).toBe(owner.id)
    const sessions = await bodyOf(
      await get('/auth/sessions', `Bearer ${tokens.access_token}`),
      DeviceSessionListSchema,
    )
    expect(sessions.items.find((session) => session.current)?.method).toBe('passkey')
    const listed = await bodyOf(await get('/auth/passkeys', owner.authorization), PasskeyListSchema)
    expect(listed.items.find((item) => item.id === passkey.id)?.last_used_at).not.toBeNull()
    // Its session is a fresh sign-in: a dangerous action is allowed at once.
    expect(
      (await call('DELETE', `/auth/passkeys/${passkey.id}`, undefined, `Bearer ${tokens.access_token}`))
        .status,
    ).toBe(200)
  })

  it('uses a login challenge once', async () => {
    const { authenticator } = await addPasskey((await member()).authorization)
    const options = await bodyOf(await post('/auth/passkeys/login/options', {}), PasskeyRequestOptionsSchema)
    const credential = authenticator.get(options)
    expect((await post('/auth/passkeys/login/verify', { credential })).status).toBe(200)
    const replay = await post('/auth/passkeys/login/verify', { credential })
    expect(replay.status).toBe(400)
    expect(await codeOf(replay)).toBe('passkeyChallengeInvalid')
  })

  it('refuses a signature counter that did not move forward (a cloned key), and an answer without user verification', async () => {
    const { authenticator } = await addPasskey((await member()).authorization)
    expect((await loginWith(authenticator, { counter: 5 })).status).toBe(200)
    const cloned = await loginWith(authenticator, { counter: 5 })
    expect(cloned.status).toBe(401)
    expect(await codeOf(cloned)).toBe('passkeyInvalid')
    const older = await loginWith(authenticator, { counter: 3 })
    expect(await codeOf(older)).toBe('passkeyInvalid')
    const unverified = await loginWith(authenticator, { userVerified: false })
    expect(unverified.status).toBe(401)
    expect(await codeOf(unverified)).toBe('passkeyInvalid')
    expect((await loginWith(authenticator, { counter: 6 })).status).toBe(200)
  })

  it('never signs in another account: the user handle and origin must be those of the passkey', async () => {
    const first = await member()
    const second = await member()
    const { authenticator } = await addPasskey(first.authorization)
    const { authenticator: secondKey } = await addPasskey(second.authorization)
    const asSecond = await loginWith(authenticator, { userHandle: secondKey.userHandle })
    expect(asSecond.status).toBe(401)
    expect(await codeOf(asSecond)).toBe('passkeyInvalid')
    const elsewhere = await loginWith(authenticator, { origin: 'http://evil.test' })
    expect(await codeOf(elsewhere)).toBe('passkeyInvalid')
    const unknown = await loginWith(new TestAuthenticator(RP))
    expect(await codeOf(unknown)).toBe('passkeyInvalid')
    const ok = v.parse(LoginResponseSchema, await (await loginWith(authenticator)).json())
    expect(
      (await bodyOf(await get('/auth/me', `Bearer ${ok.access_token}`), v.object({ id: v.number() }))).id,
    ).toBe(first.id)
  })

  it.each([
    ['pending', { status: 'pending', is_active: 0 }],
    ['pendingAwaitingActivation', { status: 'pending_activation', is_active: 0 }],
    ['rejected', { status: 'rejected', is_active: 0 }],
    ['deactivated', { status: 'active', is_active: 0 }],
  ] as const)(
    'passes the same gate as a password: %s is refused with its code and no tokens',
    async (code, state) => {
      const owner = await member()
      const { authenticator } = await addPasskey(owner.authorization)
      await t.deps.db.updateTable('users').set(state).where('id', '=', owner.id).execute()
      const refused = await loginWith(authenticator)
      expect(refused.status).toBe(403)
      const body: unknown = await refused.json()
      expect(body).toMatchObject({ code })
      expect(JSON.stringify(body)).not.toMatch(/token/)
      const password = await post('/auth/login', { email: owner.email, password: TEST_PASSWORD })
      expect(password.status).toBe(403)
      expect(await codeOf(password)).toBe(code)
    },
  )

  it('still works for the owner when password guesses have throttled the e-mail', async () => {
    const owner = await member()
    const { authenticator } = await addPasskey(owner.authorization)
    for (let i = 0; i < 10; i += 1)
      await post('/auth/login', { email: owner.email, password: 'wrong-password' })
    expect((await post('/auth/login', { email: owner.email, password: TEST_PASSWORD })).status).toBe(429)
    expect((await loginWith(authenticator)).status).toBe(200)
  })
})

describe('renaming and removing', () => {
  it('renames and removes only my own passkeys; removing needs a fresh sign-in', async () => {
    const owner = await member()
    const other = await member()
    const { passkey } = await addPasskey(owner.authorization)
    const renamed = await call(
      'PATCH',
      `/auth/passkeys/${passkey.id}`,
      { name: 'Old phone' },
      owner.authorization,
    )
    expect(await bodyOf(renamed, PasskeySchema)).toMatchObject({ id: passkey.id, name: 'Old phone' })
    const notMine = await call('PATCH', `/auth/passkeys/${passkey.id}`, { name: 'Mine' }, other.authorization)
    expect(notMine.status).toBe(404)
    expect(await codeOf(notMine)).toBe('passkeyNotFound')
    expect(
      await codeOf(await call('DELETE', `/auth/passkeys/${passkey.id}`, undefined, other.authorization)),
    ).toBe('passkeyNotFound')

    await makeStale(owner.sessionId)
    const stale = await call('DELETE', `/auth/passkeys/${passkey.id}`, undefined, owner.authorization)
    expect(stale.status).toBe(403)
    expect(await codeOf(stale)).toBe('reauthRequired')
    expect(
      await bodyOf(
        await post('/auth/reauth', { password: TEST_PASSWORD }, owner.authorization),
        ReauthResponseSchema,
      ),
    ).toMatchObject({ status: 'ok' })
    expect(
      (await call('DELETE', `/auth/passkeys/${passkey.id}`, undefined, owner.authorization)).status,
    ).toBe(200)
    expect((await bodyOf(await get('/auth/passkeys', owner.authorization), PasskeyListSchema)).total).toBe(0)
  })
})

describe('a fresh sign-in for dangerous actions', () => {
  it("is given again by the password (a wrong one refused) or by one of my passkeys, never by another account's", async () => {
    const owner = await member()
    const other = await member()
    const { authenticator } = await addPasskey(owner.authorization)
    const { authenticator: othersKey } = await addPasskey(other.authorization)
    await makeStale(owner.sessionId)
    const wrong = await post('/auth/reauth', { password: 'not-my-password' }, owner.authorization)
    expect(wrong.status).toBe(400)
    expect(await codeOf(wrong)).toBe('currentPasswordWrong')

    const options = await bodyOf(
      await post('/auth/reauth/passkey/options', {}, owner.authorization),
      PasskeyRequestOptionsSchema,
    )
    expect(options.allowCredentials?.map((item) => item.id)).toEqual([authenticator.credentialId])
    const foreignKey = await post(
      '/auth/reauth/passkey/verify',
      { credential: othersKey.get(options) },
      owner.authorization,
    )
    expect(foreignKey.status).toBe(400)
    expect(await codeOf(foreignKey)).toBe('passkeyInvalid')
    const again = await bodyOf(
      await post('/auth/reauth/passkey/options', {}, owner.authorization),
      PasskeyRequestOptionsSchema,
    )
    const foreignSession = await post(
      '/auth/reauth/passkey/verify',
      { credential: othersKey.get(again) },
      other.authorization,
    )
    expect(await codeOf(foreignSession)).toBe('passkeyChallengeInvalid')
    expect((await post('/auth/passkeys/registration/options', {}, owner.authorization)).status).toBe(403)

    const mine = await bodyOf(
      await post('/auth/reauth/passkey/options', {}, owner.authorization),
      PasskeyRequestOptionsSchema,
    )
    const ok = await post(
      '/auth/reauth/passkey/verify',
      { credential: authenticator.get(mine) },
      owner.authorization,
    )
    expect(await bodyOf(ok, ReauthResponseSchema)).toMatchObject({ status: 'ok' })
    expect((await post('/auth/passkeys/registration/options', {}, owner.authorization)).status).toBe(200)
  })

  it('guards the e-mail change, a role change and a permanent delete, not a tier change', async () => {
    const owner = await member()
    await makeStale(owner.sessionId)
    const email = await post(
      '/auth/email/change',
      { new_email: `new-${owner.id}@example.org`, password: TEST_PASSWORD },
      owner.authorization,
    )
    expect(email.status).toBe(403)
    expect(await codeOf(email)).toBe('reauthRequired')

    const admin = await createUser(t.deps, { role: 'superadmin' })
    const adminSession = await sessionFor(t.deps, admin.id)
    const target = await createUser(t.deps)
    await makeStale(adminSession.sessionId)
    const role = await call('PUT', `/users/${target.id}`, { role: 'admin' }, adminSession.authorization)
    expect(role.status).toBe(403)
    expect(await codeOf(role)).toBe('reauthRequired')
    expect(
      (await call('PUT', `/users/${target.id}`, { tier: 'consultant' }, adminSession.authorization)).status,
    ).toBe(200)
    const removal = await call(
      'DELETE',
      `/users/${target.id}/permanent`,
      undefined,
      adminSession.authorization,
    )
    expect(await codeOf(removal)).toBe('reauthRequired')

    await post('/auth/reauth', { password: TEST_PASSWORD }, adminSession.authorization)
    expect(
      (await call('PUT', `/users/${target.id}`, { role: 'admin' }, adminSession.authorization)).status,
    ).toBe(200)
    expect(
      (await call('DELETE', `/users/${target.id}/permanent`, undefined, adminSession.authorization)).status,
    ).toBe(200)
  })
})

describe('a server reached by an IP address', () => {
  it('offers no passkeys: the calls answer passkeysUnavailable and the list says so', async () => {
    const own = await createTestApp({ publicUrl: 'http://127.0.0.1:8080' })
    try {
      const user = await createUser(own.deps)
      const { authorization } = await sessionFor(own.deps, user.id)
      const options = await own.app.request('/api/auth/passkeys/login/options', jsonRequest('POST', {}))
      expect(options.status).toBe(400)
      expect(await codeOf(options)).toBe('passkeysUnavailable')
      const adding = await own.app.request(
        '/api/auth/passkeys/registration/options',
        jsonRequest('POST', {}, { Authorization: authorization }),
      )
      expect(await codeOf(adding)).toBe('passkeysUnavailable')
      const list = await own.app.request('/api/auth/passkeys', { headers: { Authorization: authorization } })
      expect(await bodyOf(list, PasskeyListSchema)).toEqual({ items: [], total: 0, available: false })
    } finally {
      await own.close()
    }
  })
})
