import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, sessionFor, TEST_PASSWORD } from '../../test-support/auth'
import { latestActivationLink, latestPasswordResetLink, readOutbox } from '../../test-support/mail'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let addressCounter = 0
/** Each call from its own peer address unless one is given, so the per-address limits stay out of the way. */
const post = (
  path: string,
  body: unknown,
  options: { headers?: Record<string, string>; address?: string } = {},
) => {
  addressCounter += 1
  return t.app.request(`/api${path}`, jsonRequest('POST', body, options.headers), {
    incoming: { socket: { remoteAddress: options.address ?? `198.51.100.${addressCounter % 250}` } },
  })
}
// The test has just produced this value; if it is missing the test fails right here, which is the point.
const tokenFromLink = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token')!)
const mailsTo = (email: string) =>
  readOutbox(t.config.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))
const passwordHashOf = async (id: number) =>
  (await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
    .password_hash
const me = (authorization: string) =>
  t.app.request('/api/auth/me', { headers: { Authorization: authorization } })

/** Asks for a reset link and waits for the mail (it is sent after the answer). */
async function resetTokenFor(email: string): Promise<string> {
  const before = latestPasswordResetLink(t.config.dataDir, email)
  const response = await post('/auth/password/forgot', { email })
  expect(response.status).toBe(202)
  await expect.poll(() => latestPasswordResetLink(t.config.dataDir, email)).not.toBe(before)
  // The test has just produced this value; if it is missing the test fails right here, which is the point.
  return tokenFromLink(latestPasswordResetLink(t.config.dataDir, email)!)
}

describe('forgot password', () => {
  it('answers 202 with the same body for an active, an inactive and an unknown account, and mails only the active one', async () => {
    const active = await createUser(t.deps)
    const inactive = await createUser(t.deps, { status: 'pending_activation' })
    const unknown = `nobody-${Date.now()}@example.org`
    const answers = []
    for (const email of [active.email.toUpperCase(), inactive.email, unknown]) {
      const response = await post('/auth/password/forgot', { email })
      answers.push([response.status, await response.json()])
    }
    expect(answers).toEqual([
      [202, { status: 'sent' }],
      [202, { status: 'sent' }],
      [202, { status: 'sent' }],
    ])
    await expect
      .poll(() => latestPasswordResetLink(t.config.dataDir, active.email))
      .toMatch(/^http:\/\/portal\.test\/reset-password\?token=/)
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    const mail = mailsTo(active.email).at(-1)!
    expect(mail.body).toContain('Reset your password')
    expect(mail.body).toContain('إعادة تعيين كلمة المرور')
    expect(mail.body).toContain('60 minutes')
    expect(mailsTo(inactive.email)).toEqual([])
    expect(mailsTo(unknown)).toEqual([])
    // Only the hash is stored.
    const token = tokenFromLink(latestPasswordResetLink(t.config.dataDir, active.email)!)
    const rows = await t.deps.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', active.id)
      .execute()
    expect(rows).toHaveLength(1)
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    expect(rows[0]!.token_hash).not.toBe(token)
  })

  it('is rate limited per e-mail (unknown ones too) and per address with 429 resetRateLimited', async () => {
    const unknown = `flood-${Date.now()}@example.org`
    const statuses = []
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post('/auth/password/forgot', { email: unknown })).status)
    expect(statuses).toEqual([202, 202, 202, 429])
    const perAddress = []
    for (let i = 0; i < 31; i += 1)
      perAddress.push(
        (
          await post(
            '/auth/password/forgot',
            { email: `a${i}-${Date.now()}@example.org` },
            { address: '203.0.113.77' },
          )
        ).status,
      )
    expect(perAddress.slice(0, 30).every((status) => status === 202)).toBe(true)
    const limited = await post(
      '/auth/password/forgot',
      { email: `late-${Date.now()}@example.org` },
      { address: '203.0.113.77' },
    )
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBeTruthy()
    expect(await limited.json()).toEqual({
      detail: 'You can request another password reset email in a few minutes.',
      code: 'resetRateLimited',
    })
  })

  it.each([[{}], [{ email: 'not-an-email' }], [{ email: 42 }]])(
    'validates %j with 422 and sends nothing',
    async (body) => {
      const before = readOutbox(t.config.dataDir).length
      const response = await post('/auth/password/forgot', body)
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ code: 'validationFailed' })
      expect(readOutbox(t.config.dataDir).length).toBe(before)
    },
  )
})

describe('reset password', () => {
  it('sets the new password, ends every session (refresh tokens too), is single use, and mails a notice', async () => {
    const user = await createUser(t.deps)
    const phone = await sessionFor(t.deps, user.id)
    const laptop = await sessionFor(t.deps, user.id)
    const token = await resetTokenFor(user.email)

    const response = await post('/auth/password/reset', { token, password: 'Brand-new-pass-1' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'reset' })
    for (const session of [phone, laptop]) {
      expect((await me(session.authorization)).status).toBe(401)
      expect((await post('/auth/refresh', { refresh_token: session.refreshToken })).status).toBe(401)
    }
    expect((await post('/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(401)
    expect((await post('/auth/login', { email: user.email, password: 'Brand-new-pass-1' })).status).toBe(200)
    await expect
      .poll(() =>
        mailsTo(user.email).some(
          (m) => m.body.includes('Your password was changed') && m.body.includes('تم تغيير كلمة المرور'),
        ),
      )
      .toBe(true)

    const hash = await passwordHashOf(user.id)
    const again = await post('/auth/password/reset', { token, password: 'Another-pass-2' })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      detail: 'This password reset link has already been used.',
      code: 'resetTokenUsed',
    })
    expect(await passwordHashOf(user.id)).toBe(hash)
  })

  it('refuses an expired link after one hour with resetTokenExpired, changing nothing', async () => {
    const user = await createUser(t.deps)
    const session = await sessionFor(t.deps, user.id)
    const token = await resetTokenFor(user.email)
    const hash = await passwordHashOf(user.id)
    const real = t.deps.now()
    try {
      t.setNow(new Date(real.getTime() + 3600_000 + 1000))
      const expired = await post('/auth/password/reset', { token, password: 'Brand-new-pass-1' })
      expect(expired.status).toBe(400)
      expect(await expired.json()).toMatchObject({ code: 'resetTokenExpired' })
      expect(await passwordHashOf(user.id)).toBe(hash)
      // (The access token itself has expired by now; the session behind it has not ended.)
      expect(
        await t.deps.db
          .selectFrom('sessions')
          .select('ended_at')
          .where('id', '=', session.sessionId)
          .executeTakeFirstOrThrow(),
      ).toEqual({ ended_at: null })
      t.setNow(new Date(real.getTime() + 59 * 60_000))
      expect((await post('/auth/password/reset', { token, password: 'Brand-new-pass-1' })).status).toBe(200)
    } finally {
      t.setNow(real)
    }
  })

  it('refuses unknown tokens, tokens voided by a newer link, and activation tokens, with resetTokenInvalid', async () => {
    const user = await createUser(t.deps)
    const session = await sessionFor(t.deps, user.id)
    const older = await resetTokenFor(user.email)
    const newer = await resetTokenFor(user.email)
    expect(newer).not.toBe(older)
    const hash = await passwordHashOf(user.id)
    for (const token of ['x'.repeat(43), older]) {
      const response = await post('/auth/password/reset', { token, password: 'Brand-new-pass-1' })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        detail: 'This password reset link is invalid.',
        code: 'resetTokenInvalid',
      })
    }

    // An activation token carries its purpose: it never resets a password, and a reset token never activates.
    const pending = await createUser(t.deps, { status: 'pending_activation' })
    const admin = await createUser(t.deps, { role: 'superadmin' })
    const adminSession = await sessionFor(t.deps, admin.id)
    expect(
      (
        await post(
          `/users/${pending.id}/send-activation`,
          {},
          { headers: { Authorization: adminSession.authorization } },
        )
      ).status,
    ).toBe(200)
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    const activationToken = tokenFromLink(latestActivationLink(t.config.dataDir, pending.email)!)
    const crossed = await post('/auth/password/reset', {
      token: activationToken,
      password: 'Brand-new-pass-1',
    })
    expect(await crossed.json()).toMatchObject({ code: 'resetTokenInvalid' })
    const activatedByReset = await post('/auth/activate', { token: newer })
    expect(await activatedByReset.json()).toMatchObject({ code: 'activationInvalid' })

    expect(await passwordHashOf(user.id)).toBe(hash)
    expect((await me(session.authorization)).status).toBe(200)
    // The newer link still works.
    expect((await post('/auth/password/reset', { token: newer, password: 'Brand-new-pass-1' })).status).toBe(
      200,
    )
  })

  it('refuses a link of an account deactivated since it was sent', async () => {
    const user = await createUser(t.deps)
    const token = await resetTokenFor(user.email)
    await t.deps.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute()
    const hash = await passwordHashOf(user.id)
    const response = await post('/auth/password/reset', { token, password: 'Brand-new-pass-1' })
    expect(await response.json()).toMatchObject({ code: 'resetTokenInvalid' })
    expect(await passwordHashOf(user.id)).toBe(hash)
  })

  it('applies the registration password rules and keeps the link usable after a refusal', async () => {
    const user = await createUser(t.deps)
    const token = await resetTokenFor(user.email)
    for (const [body, msg, field] of [
      [{ token, password: 'short' }, 'validation.too_short', 'password'],
      [{ token }, 'validation.required', 'password'],
      [{ password: 'Brand-new-pass-1' }, 'validation.required', 'token'],
      [{ token, password: 'p'.repeat(1025) }, 'validation.too_long', 'password'],
    ] as const) {
      const response = await post('/auth/password/reset', body)
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        detail: expect.arrayContaining([{ msg, loc: ['body', field] }]),
        code: 'validationFailed',
      })
    }
    expect((await post('/auth/password/reset', { token, password: 'Brand-new-pass-1' })).status).toBe(200)
  })
})

describe('change password', () => {
  it('needs the current password, keeps the current session, ends the others, and mails a notice', async () => {
    const user = await createUser(t.deps)
    const current = await sessionFor(t.deps, user.id)
    const other = await sessionFor(t.deps, user.id)
    const staleLink = await resetTokenFor(user.email)
    const response = await post(
      '/auth/password/change',
      { current_password: TEST_PASSWORD, new_password: 'Changed-pass-1' },
      { headers: { Authorization: current.authorization } },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'changed' })
    expect((await me(current.authorization)).status).toBe(200)
    expect((await post('/auth/refresh', { refresh_token: current.refreshToken })).status).toBe(200)
    expect((await me(other.authorization)).status).toBe(401)
    expect((await post('/auth/refresh', { refresh_token: other.refreshToken })).status).toBe(401)
    expect((await post('/auth/login', { email: user.email, password: 'Changed-pass-1' })).status).toBe(200)
    // A reset link sent before the change no longer works.
    expect(
      await (await post('/auth/password/reset', { token: staleLink, password: 'Brand-new-pass-1' })).json(),
    ).toMatchObject({ code: 'resetTokenInvalid' })
    await expect
      .poll(() => mailsTo(user.email).some((m) => m.body.includes('changed from within the portal')))
      .toBe(true)
  })

  it('refuses a wrong current password with 400 currentPasswordWrong and a weak new one with 422, changing nothing', async () => {
    const user = await createUser(t.deps)
    const current = await sessionFor(t.deps, user.id)
    const other = await sessionFor(t.deps, user.id)
    const hash = await passwordHashOf(user.id)
    const headers = { Authorization: current.authorization }
    const wrong = await post(
      '/auth/password/change',
      { current_password: 'not-my-password', new_password: 'Changed-pass-1' },
      { headers },
    )
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      detail: 'The current password is incorrect.',
      code: 'currentPasswordWrong',
    })
    const weak = await post(
      '/auth/password/change',
      { current_password: TEST_PASSWORD, new_password: 'short' },
      { headers },
    )
    expect(weak.status).toBe(422)
    expect(await weak.json()).toEqual({
      detail: [{ msg: 'validation.too_short', loc: ['body', 'new_password'] }],
      code: 'validationFailed',
    })
    expect(await passwordHashOf(user.id)).toBe(hash)
    expect((await me(other.authorization)).status).toBe(200)
  })

  it('refuses anonymous callers and limits guesses of the current password', async () => {
    const anonymous = await post('/auth/password/change', {
      current_password: TEST_PASSWORD,
      new_password: 'Changed-pass-1',
    })
    expect(anonymous.status).toBe(401)
    const user = await createUser(t.deps)
    const headers = { Authorization: (await sessionFor(t.deps, user.id)).authorization }
    const statuses = []
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (
          await post(
            '/auth/password/change',
            { current_password: `guess-${i}`, new_password: 'Changed-pass-1' },
            { headers },
          )
        ).status,
      )
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
