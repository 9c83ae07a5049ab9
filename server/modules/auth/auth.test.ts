import { present } from '@contract/narrow'
import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearerFor, createUser, signedInAs, TEST_PASSWORD } from '../../test-support/auth'
import { verifyPassword } from '../../lib/auth/passwords'
import { latestActivationLink, readOutbox } from '../../test-support/mail'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api${path}`, jsonRequest('POST', body, headers))
/** A request from a given peer address (as @hono/node-server hands it over). */
const postFrom = (address: string, path: string, body: unknown) =>
  t.app.request(`/api${path}`, jsonRequest('POST', body), {
    incoming: { socket: { remoteAddress: address } },
  })
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.org`

async function approve(userId: number): Promise<string> {
  const admin = await signedInAs(t.deps, { role: 'admin' })
  const response = await post(
    `/members/${userId}/approve`,
    { action: 'approve' },
    { Authorization: admin.authorization },
  )
  expect(response.status).toBe(200)
  return tokenFromLink(
    present(
      latestActivationLink(t.config.dataDir, (await bodyOf(response, v.object({ email: v.string() }))).email),
      'an activation link',
    ),
  )
}
const tokenFromLink = (link: string) =>
  decodeURIComponent(present(new URL(link).searchParams.get('token'), 'a token in the link'))

describe('register', () => {
  it('creates a pending, inactive member and e-mails "application received"', async () => {
    const email = uniqueEmail('Reg')
    const response = await post('/auth/register', { email, password: 'Secret-pass-1', tier: 'resident' })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({ status: 'pending', is_active: false, must_complete_profile: true })
    const row = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ role: 'member', tier: 'resident', status: 'pending', is_active: 0 })
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    await expect
      .poll(() => readOutbox(t.config.dataDir).filter((m) => m.to.includes(email.toLowerCase())).length)
      .toBe(1)
    const mail = present(
      readOutbox(t.config.dataDir).find((m) => m.to.includes(email.toLowerCase())),
      'the mail to the new account',
    )
    expect(mail.body).toContain('We received your membership application')
    expect(mail.body).toContain('استلمنا طلب عضويتك')
  })

  it('answers a taken address exactly like a new one, leaves its account alone and e-mails its owner', async () => {
    const email = uniqueEmail('dup').toLowerCase()
    const first = await post('/auth/register', { email, password: 'Secret-pass-1' })
    const again = await post('/auth/register', {
      email: email.toUpperCase(),
      password: 'Secret-pass-2',
      tier: 'resident',
    })
    expect([first.status, again.status]).toEqual([201, 201])
    const answers = [await first.json(), await again.json()]
    expect(answers[1]).toEqual(answers[0])
    expect(answers[0]).toEqual({ status: 'pending', is_active: false, must_complete_profile: true })
    const rows = await t.deps.db
      .selectFrom('users')
      .select(['tier', 'password_hash'])
      .where('email', '=', email)
      .execute()
    expect(rows.map((row) => row.tier)).toEqual(['public'])
    expect(await verifyPassword(present(rows[0], 'the account').password_hash, 'Secret-pass-1')).toBe(true)
    const mails = readOutbox(t.config.dataDir).filter((m) => m.to.includes(email))
    expect(mails.map((m) => m.body.includes('We received your membership application'))).toEqual([
      true,
      false,
    ])
    const notice = present(mails[1], 'the notice to the owner')
    expect(notice.body).toContain('Someone tried to register with your address')
    expect(notice.body).toContain('حاول أحدهم التسجيل ببريدك الإلكتروني')
    expect(notice.body).toContain('http://portal.test/forgot-password')
  })

  it('tells the owner of a taken address at most three times an hour, and answers the same every time', async () => {
    const email = uniqueEmail('often').toLowerCase()
    expect((await post('/auth/register', { email, password: 'Secret-pass-1' })).status).toBe(201)
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1)
      statuses.push((await post('/auth/register', { email, password: 'Secret-pass-1' })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201])
    expect(
      readOutbox(t.config.dataDir).filter(
        (m) => m.to.includes(email) && m.body.includes('Someone tried to register'),
      ),
    ).toHaveLength(3)
  })

  it.each([
    [{ email: 'not-an-email', password: 'Secret-pass-1' }, 'validation.email', 'email'],
    [{ email: 'a@b.org', password: 'short' }, 'validation.too_short', 'password'],
    [{ email: 'a@b.org' }, 'validation.required', 'password'],
    [{ email: 'a@b.org', password: 'Secret-pass-1', tier: 'gold' }, 'validation.one_of', 'tier'],
  ])('validates %j', async (body, msg, field) => {
    const response = await post('/auth/register', body)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      detail: expect.arrayContaining([{ msg, loc: ['body', field] }]),
      code: 'validationFailed',
    })
  })
})

describe('login', () => {
  it('gives tokens and must_complete_profile to an active account', async () => {
    const user = await createUser(t.deps, { mustCompleteProfile: true })
    const response = await post('/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD })
    expect(response.status).toBe(200)
    const body = await bodyOf(
      response,
      v.object({ access_token: v.string(), refresh_token: v.string(), must_complete_profile: v.boolean() }),
    )
    expect(body.must_complete_profile).toBe(true)
    const me = await t.app.request('/api/auth/me', {
      headers: { Authorization: `Bearer ${body.access_token}` },
    })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      id: user.id,
      email: user.email,
      status: 'active',
      is_active: true,
      role: 'member',
    })
  })

  it.each([
    ['pending', false, 'pending', 'Your account is pending approval.'],
    [
      'pending_activation',
      false,
      'pendingAwaitingActivation',
      'Your account was approved. Please activate it using the link we emailed you.',
    ],
    ['rejected', false, 'rejected', 'Your account was rejected. Please contact support.'],
    [
      'active',
      false,
      'deactivated',
      'Your account has been deactivated. Please contact the society to have it reactivated.',
    ],
  ] as const)(
    'refuses status %s (is_active %s) with 403 and code %s, no tokens',
    async (status, isActive, code, detail) => {
      const user = await createUser(t.deps, { status, isActive })
      const response = await post('/auth/login', { email: user.email, password: TEST_PASSWORD })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ detail, code })
    },
  )

  it('tells a member whom an administrator deactivated that the account is deactivated, not rejected, and gives no tokens', async () => {
    const member = await createUser(t.deps)
    const admin = await signedInAs(t.deps, { role: 'admin' })
    const switchedOff = await t.app.request(
      `/api/users/${member.id}`,
      jsonRequest('PUT', { is_active: false }, { Authorization: admin.authorization }),
    )
    expect(switchedOff.status).toBe(200)

    const response = await postFrom('10.0.0.9', '/auth/login', {
      email: member.email,
      password: TEST_PASSWORD,
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      detail: 'Your account has been deactivated. Please contact the society to have it reactivated.',
      code: 'deactivated',
    })
    // Only the password's owner learns it: a wrong password is told nothing about the account.
    expect(
      (await postFrom('10.0.0.10', '/auth/login', { email: member.email, password: 'Wrong-password-9' }))
        .status,
    ).toBe(401)
  })

  it('answers an unknown e-mail exactly like a wrong password, in similar time', async () => {
    const user = await createUser(t.deps)
    const timed = async (body: unknown, address: string) => {
      const started = performance.now()
      const response = await postFrom(address, '/auth/login', body)
      return { status: response.status, body: await response.json(), ms: performance.now() - started }
    }
    // Alternating runs and medians, so load on the machine hits both sides alike.
    const wrongRuns: Awaited<ReturnType<typeof timed>>[] = []
    const unknownRuns: Awaited<ReturnType<typeof timed>>[] = []
    for (let i = 0; i < 5; i += 1) {
      wrongRuns.push(await timed({ email: user.email, password: `Wrong-password-${i}` }, `10.0.1.${i}`))
      unknownRuns.push(
        await timed({ email: uniqueEmail('nobody'), password: `Wrong-password-${i}` }, `10.0.2.${i}`),
      )
    }
    const median = (runs: { ms: number }[]) =>
      present(runs.map((r) => r.ms).sort((a, b) => a - b)[2], 'a median of five runs')
    const wrong = present(wrongRuns[0], 'a run')
    const unknown = present(unknownRuns[0], 'a run')
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password', code: 'invalidCredentials' })
    // Both pay one argon2id verification; neither answers in a fraction of the other's time.
    expect(median(unknownRuns)).toBeGreaterThan(median(wrongRuns) / 4)
    expect(median(wrongRuns)).toBeGreaterThan(median(unknownRuns) / 4)
  })

  it('does not reveal the status of an account to a wrong password', async () => {
    const user = await createUser(t.deps, { status: 'rejected' })
    const response = await postFrom('10.0.0.3', '/auth/login', {
      email: user.email,
      password: 'Wrong-password-1',
    })
    expect(response.status).toBe(401)
  })
})

describe('refresh and logout', () => {
  async function loginTokens() {
    const user = await createUser(t.deps)
    const response = await post('/auth/login', { email: user.email, password: TEST_PASSWORD })
    return {
      user,
      ...(await bodyOf(response, v.object({ access_token: v.string(), refresh_token: v.string() }))),
    }
  }

  it('rotates the refresh token on every use', async () => {
    const first = await loginTokens()
    const response = await post('/auth/refresh', { refresh_token: first.refresh_token })
    expect(response.status).toBe(200)
    const body = await bodyOf(response, v.object({ access_token: v.string(), refresh_token: v.string() }))
    expect(body.refresh_token).not.toBe(first.refresh_token)
    const me = await t.app.request('/api/auth/me', {
      headers: { Authorization: `Bearer ${body.access_token}` },
    })
    expect(me.status).toBe(200)
  })

  it('revokes the whole family when a rotated token is used again', async () => {
    const first = await loginTokens()
    const second = await bodyOf(
      await post('/auth/refresh', { refresh_token: first.refresh_token }),
      v.object({ refresh_token: v.string() }),
    )
    const reuse = await post('/auth/refresh', { refresh_token: first.refresh_token })
    expect(reuse.status).toBe(401)
    expect(await reuse.json()).toMatchObject({ code: 'invalidRefreshToken' })
    // The thief's reuse also ends the legitimate holder's newer token.
    expect((await post('/auth/refresh', { refresh_token: second.refresh_token })).status).toBe(401)
  })

  it('refuses a refresh token used as an access token, and an access token used as a refresh token', async () => {
    const tokens = await loginTokens()
    const me = await t.app.request('/api/auth/me', {
      headers: { Authorization: `Bearer ${tokens.refresh_token}` },
    })
    expect(me.status).toBe(401)
    expect((await post('/auth/refresh', { refresh_token: tokens.access_token })).status).toBe(401)
  })

  it('ends at the absolute expiry even when rotated all along', async () => {
    let { refresh_token } = await loginTokens()
    const real = t.deps.now()
    try {
      for (let day = 10; day <= 29; day += 10) {
        t.setNow(new Date(real.getTime() + day * 86400_000))
        const response = await post('/auth/refresh', { refresh_token })
        expect(response.status).toBe(200)
        refresh_token = (await bodyOf(response, v.object({ refresh_token: v.string() }))).refresh_token
      }
      t.setNow(new Date(real.getTime() + 31 * 86400_000))
      expect((await post('/auth/refresh', { refresh_token })).status).toBe(401)
    } finally {
      t.setNow(real)
    }
  })

  it('logout revokes the refresh token', async () => {
    const tokens = await loginTokens()
    const response = await post('/auth/logout', { refresh_token: tokens.refresh_token })
    expect(response.status).toBe(200)
    expect((await post('/auth/refresh', { refresh_token: tokens.refresh_token })).status).toBe(401)
  })

  it('deactivation, rejection and deletion end every session', async () => {
    for (const change of ['deactivate', 'reject', 'delete'] as const) {
      const tokens = await loginTokens()
      const admin = await signedInAs(t.deps, { role: 'admin' })
      if (change === 'deactivate')
        await t.deps.db.updateTable('users').set({ is_active: 0 }).where('id', '=', tokens.user.id).execute()
      if (change === 'reject')
        expect(
          (
            await post(
              `/members/${tokens.user.id}/approve`,
              { action: 'reject' },
              { Authorization: admin.authorization },
            )
          ).status,
        ).toBe(200)
      if (change === 'delete') await t.deps.db.deleteFrom('users').where('id', '=', tokens.user.id).execute()
      expect((await post('/auth/refresh', { refresh_token: tokens.refresh_token })).status, change).toBe(401)
      const me = await t.app.request('/api/auth/me', {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      })
      expect(me.status, change).toBe(401)
    }
  })
})

describe('activation', () => {
  async function pendingMember() {
    const email = uniqueEmail('act')
    expect((await post('/auth/register', { email, password: 'Secret-pass-1' })).status).toBe(201)
    // The answer carries no account id (it is the same for a taken address): the row tells it.
    const { id } = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow()
    return { id, email }
  }

  it('approve e-mails a bilingual link; the token activates once', async () => {
    const member = await pendingMember()
    const token = await approve(member.id)
    expect(token.length).toBeGreaterThanOrEqual(22)
    // The application-received e-mail is sent in the background and may land after it.
    const mail = readOutbox(t.config.dataDir)
      .filter((m) => m.to.includes(member.email) && m.body.includes('/activate?token='))
      .at(-1)!
    expect(mail.body).toContain(`http://portal.test/activate?token=`)
    expect(mail.body).toContain('Activate account')
    expect(mail.body).toContain('تفعيل الحساب')
    // Only a hash is stored.
    const stored = await t.deps.db
      .selectFrom('activation_tokens')
      .select('token_hash')
      .where('user_id', '=', member.id)
      .execute()
    expect(stored.map((s) => s.token_hash)).not.toContain(token)

    const login = await post('/auth/login', { email: member.email, password: 'Secret-pass-1' })
    expect(await login.json()).toMatchObject({ code: 'pendingAwaitingActivation' })

    const first = await post('/auth/activate', { token })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ status: 'success' })
    // Opening the same link again counts as success: the account is active.
    const reused = await post('/auth/activate', { token })
    expect(reused.status).toBe(200)
    expect(await reused.json()).toEqual({ status: 'already_active' })
    const loggedIn = await post('/auth/login', { email: member.email, password: 'Secret-pass-1' })
    expect(loggedIn.status).toBe(200)
    expect(await loggedIn.json()).toMatchObject({ must_complete_profile: true })
  })

  it('expires after 48 hours', async () => {
    const member = await pendingMember()
    const token = await approve(member.id)
    const real = t.deps.now()
    try {
      t.setNow(new Date(real.getTime() + 48 * 3600_000 + 1000))
      const expired = await post('/auth/activate', { token })
      expect(expired.status).toBe(400)
      expect(await expired.json()).toEqual({
        detail: 'This activation link has expired.',
        code: 'activationExpired',
      })
      const row = await t.deps.db
        .selectFrom('users')
        .select(['status', 'is_active'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ status: 'pending_activation', is_active: 0 })
      t.setNow(new Date(real.getTime() + 47 * 3600_000))
      expect((await post('/auth/activate', { token })).status).toBe(200)
    } finally {
      t.setNow(real)
    }
  })

  it('a new token voids the old one', async () => {
    const member = await pendingMember()
    const oldToken = await approve(member.id)
    const admin = await signedInAs(t.deps, { role: 'superadmin' })
    expect(
      (await post(`/users/${member.id}/send-activation`, {}, { Authorization: admin.authorization })).status,
    ).toBe(200)
    const newToken = tokenFromLink(
      present(latestActivationLink(t.config.dataDir, member.email), 'an activation link'),
    )
    expect(newToken).not.toBe(oldToken)
    const voided = await post('/auth/activate', { token: oldToken })
    expect(voided.status).toBe(400)
    expect(await voided.json()).toMatchObject({ code: 'activationInvalid' })
    expect(await (await post('/auth/activate', { token: newToken })).json()).toEqual({ status: 'success' })
    // Once the account is active, even the voided link answers already_active.
    expect(await (await post('/auth/activate', { token: oldToken })).json()).toEqual({
      status: 'already_active',
    })
  })

  it('answers already_active when the account was activated another way meanwhile', async () => {
    const member = await pendingMember()
    const token = await approve(member.id)
    // e.g. an admin switched it on from the Users screen (PUT /users/{id}).
    await t.deps.db
      .updateTable('users')
      .set({ status: 'active', is_active: 1 })
      .where('id', '=', member.id)
      .execute()
    expect(await (await post('/auth/activate', { token })).json()).toEqual({ status: 'already_active' })
  })

  it('POST /users/{id}/approve activates at once; the pending link then answers already_active', async () => {
    const member = await pendingMember()
    const token = await approve(member.id)
    const admin = await signedInAs(t.deps, { role: 'admin' })
    expect(
      (await post(`/users/${member.id}/approve`, {}, { Authorization: admin.authorization })).status,
    ).toBe(200)
    const opened = await post('/auth/activate', { token })
    expect(opened.status).toBe(200)
    expect(await opened.json()).toEqual({ status: 'already_active' })
    const row = await t.deps.db
      .selectFrom('users')
      .select(['status', 'is_active'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'active', is_active: 1 })
  })

  it('a used link of an account deactivated since then does not answer already_active, nor reactivate it', async () => {
    const member = await pendingMember()
    const token = await approve(member.id)
    expect((await post('/auth/activate', { token })).status).toBe(200)
    await t.deps.db.updateTable('users').set({ is_active: 0 }).where('id', '=', member.id).execute()
    const again = await post('/auth/activate', { token })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'activationInvalid' })
    const row = await t.deps.db
      .selectFrom('users')
      .select(['status', 'is_active'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'active', is_active: 0 })
  })

  it('refuses unknown tokens', async () => {
    expect(await (await post('/auth/activate', { token: 'x'.repeat(43) })).json()).toMatchObject({
      code: 'activationInvalid',
    })
    expect((await post('/auth/activate', {})).status).toBe(422)
  })
})

describe('resend activation', () => {
  it('answers the spec cases without revealing unknown e-mails', async () => {
    const pendingActivation = await createUser(t.deps, { status: 'pending_activation' })
    const pending = await createUser(t.deps, { status: 'pending' })
    const rejected = await createUser(t.deps, { status: 'rejected' })
    const active = await createUser(t.deps)
    const ask = (email: string, address: string) => postFrom(address, '/auth/activation/resend', { email })

    const unknown = await ask(uniqueEmail('unknown'), '192.0.2.1')
    const sent = await ask(pendingActivation.email, '192.0.2.2')
    expect([unknown.status, sent.status]).toEqual([200, 200])
    expect(await unknown.json()).toEqual({ status: 'sent' })
    expect(await sent.json()).toEqual({ status: 'sent' })
    expect(latestActivationLink(t.config.dataDir, pendingActivation.email)).toBeDefined()

    expect(await (await ask(active.email, '192.0.2.3')).json()).toEqual({ status: 'already_active' })
    const awaiting = await ask(pending.email, '192.0.2.4')
    expect(awaiting.status).toBe(403)
    expect(await awaiting.json()).toMatchObject({ code: 'activation.resend.awaitingApproval' })
    const notAllowed = await ask(rejected.email, '192.0.2.5')
    expect(notAllowed.status).toBe(403)
    expect(await notAllowed.json()).toMatchObject({ code: 'activation.resend.notAllowed' })
  })

  it('is rate limited per account and per address (unknown ones too) with 429 activation.resend.rateLimited', async () => {
    const user = await createUser(t.deps, { status: 'pending_activation' })
    const statuses: number[] = []
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (await postFrom(`192.0.2.${20 + i}`, '/auth/activation/resend', { email: user.email })).status,
      )
    expect(statuses).toEqual([200, 200, 429])
    const unknownEmail = uniqueEmail('flood')
    const unknownStatuses: number[] = []
    for (let i = 0; i < 4; i += 1)
      unknownStatuses.push(
        (await postFrom(`192.0.2.${40 + i}`, '/auth/activation/resend', { email: unknownEmail })).status,
      )
    expect(unknownStatuses).toEqual([200, 200, 200, 429])
    const limited = await postFrom('192.0.2.50', '/auth/activation/resend', { email: unknownEmail })
    expect(await limited.json()).toEqual({
      detail: 'You can request another activation email in a few minutes.',
      code: 'activation.resend.rateLimited',
    })
    expect(limited.headers.get('Retry-After')).toBeTruthy()
  })
})

describe('no input makes an auth call answer 500', () => {
  const bodies: unknown[] = [
    null,
    42,
    'text',
    [],
    {},
    { email: null },
    { email: ['a'] },
    { email: 'a@b.org', password: { $gt: '' } },
    { token: 12 },
    { refresh_token: [] },
    { token: 'x', password: ['a'] },
    { current_password: 1, new_password: null },
    { current_password: 'a', new_password: 'b'.repeat(2000) },
    { email: 'x'.repeat(10000) + '@b.org', password: 'p'.repeat(5000) },
    { email: '\u0000@b.org', password: '\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000' },
  ]
  const paths = [
    '/auth/register',
    '/auth/login',
    '/auth/refresh',
    '/auth/logout',
    '/auth/activate',
    '/auth/activation/resend',
    '/auth/password/forgot',
    '/auth/password/reset',
    '/auth/password/change',
  ]
  it.each(paths)('%s', async (path) => {
    // The signed-in route is called signed in, so the body is what gets refused.
    const user = await createUser(t.deps)
    const headers: Record<string, string> =
      path === '/auth/password/change' ? { Authorization: await bearerFor(t.deps, user.id) } : {}
    const incoming = { incoming: { socket: { remoteAddress: `198.18.0.${paths.indexOf(path)}` } } }
    for (const body of bodies) {
      const response = await t.app.request(`/api${path}`, jsonRequest('POST', body, headers), incoming)
      expect(response.status, JSON.stringify(body)).toBeLessThan(500)
    }
    const raw = await t.app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: '{"email":',
    })
    expect(raw.status).toBe(400)
    const noType = await t.app.request(`/api${path}`, { method: 'POST', headers, body: 'email=a' })
    expect(noType.status).toBeLessThan(500)
    expect(
      (await postFrom('198.18.1.1', '/auth/login', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200)
  })

  it('GET /auth/me with odd headers', async () => {
    for (const header of [
      'Bearer',
      'Bearer ',
      'Basic abc',
      'Bearer a.b.c',
      `Bearer ${'a'.repeat(10000)}`,
      'Bearer ../../etc',
    ]) {
      expect((await t.app.request('/api/auth/me', { headers: { Authorization: header } })).status).toBe(401)
    }
    const user = await createUser(t.deps)
    expect(
      (await t.app.request('/api/auth/me', { headers: { Authorization: await bearerFor(t.deps, user.id) } }))
        .status,
    ).toBe(200)
  })
})
