import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, sessionFor, TEST_PASSWORD } from '../../test-support/auth'
import { latestEmailChangeLink, latestPasswordResetLink, readOutbox } from '../../test-support/mail'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'
import { purgeDeletedAccounts } from './account-data-service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let addressCounter = 0
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => {
  addressCounter += 1
  return t.app.request(`/api${path}`, jsonRequest('POST', body, headers), {
    incoming: { socket: { remoteAddress: `198.51.100.${addressCounter % 250}` } },
  })
}
const get = (path: string, authorization: string) =>
  t.app.request(`/api${path}`, { headers: { Authorization: authorization } })
const auth = (authorization: string) => ({ Authorization: authorization })
// The test has just produced this value; if it is missing the test fails right here, which is the point.
const tokenFromLink = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token')!)
const mailsTo = (email: string) =>
  readOutbox(t.config.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))
const emailOf = async (id: number) =>
  (await t.deps.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email

async function memberWithProfile(fullName: string) {
  const user = await createUser(t.deps, { fullName })
  const session = await sessionFor(t.deps, user.id)
  const saved = await t.app.request(
    '/api/members/me/profile',
    jsonRequest(
      'PUT',
      { full_name: fullName, specialty: 'Trauma', city: 'Riyadh' },
      auth(session.authorization),
    ),
  )
  expect(saved.status).toBe(200)
  return { ...user, session }
}

async function emailChangeToken(authorization: string, newEmail: string): Promise<string> {
  const before = latestEmailChangeLink(t.config.dataDir, newEmail)
  const response = await post(
    '/auth/email/change',
    { new_email: newEmail, password: TEST_PASSWORD },
    auth(authorization),
  )
  expect(response.status).toBe(202)
  expect(await response.json()).toEqual({ status: 'sent' })
  await expect.poll(() => latestEmailChangeLink(t.config.dataDir, newEmail)).not.toBe(before)
  // The poll above has just seen the link.
  return tokenFromLink(latestEmailChangeLink(t.config.dataDir, newEmail)!)
}

describe("download of the member's own data", () => {
  it('holds the account, the profile and an empty list of registrations, as an attachment', async () => {
    const member = await memberWithProfile('Dr. Data Owner')
    const response = await get('/auth/me/data', member.session.authorization)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toContain('attachment')
    // The answer's shape is the contract's (AccountDataSchema); only these fields are read.
    const data = (await response.json()) as {
      account: { email: string }
      profile: { full_name: string; city: string }
      registrations: unknown[]
      exported_at: string
    }
    expect(data.account.email).toBe(member.email)
    expect(data.profile).toMatchObject({ full_name: 'Dr. Data Owner', city: 'riyadh' })
    expect(data.registrations).toEqual([])
    expect(Date.parse(data.exported_at)).not.toBeNaN()
  })

  it('is for signed-in members only', async () => {
    const response = await t.app.request('/api/auth/me/data')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'notAuthenticated' })
  })
})

describe('change of e-mail', () => {
  it('mails a single-use link to the new address (hash stored), changes the e-mail when opened, and tells the old address', async () => {
    const user = await createUser(t.deps)
    const { authorization } = await sessionFor(t.deps, user.id)
    const newEmail = `new-${Date.now()}@example.org`
    const token = await emailChangeToken(authorization, newEmail)
    // Nothing changes until the link is opened; only the hash is kept.
    expect(await emailOf(user.id)).toBe(user.email)
    const rows = await t.deps.db
      .selectFrom('email_change_tokens')
      .select(['token_hash', 'new_email'])
      .where('user_id', '=', user.id)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.token_hash).not.toContain(token)
    expect(rows[0]?.new_email).toBe(newEmail)
    const mail = mailsTo(newEmail).at(-1)
    expect(mail?.body).toContain('Confirm your new e-mail address')
    expect(mail?.body).toContain('تأكيد بريدك الإلكتروني الجديد')

    const confirmed = await post('/auth/email/confirm', { token })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ status: 'changed', email: newEmail })
    expect(await emailOf(user.id)).toBe(newEmail)
    await expect
      .poll(() =>
        mailsTo(user.email).some(
          (m) => m.body.includes('Your e-mail address was changed') && m.body.includes(newEmail),
        ),
      )
      .toBe(true)
    expect((await post('/auth/login', { email: newEmail, password: TEST_PASSWORD })).status).toBe(200)

    const again = await post('/auth/email/confirm', { token })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      detail: 'This e-mail confirmation link has already been used.',
      code: 'emailChangeTokenUsed',
    })
  })

  it('refuses a wrong password, an address already taken and the current address, changing nothing', async () => {
    const user = await createUser(t.deps)
    const other = await createUser(t.deps)
    const { authorization } = await sessionFor(t.deps, user.id)
    const sent = readOutbox(t.config.dataDir).length
    const wrong = await post(
      '/auth/email/change',
      { new_email: `x-${Date.now()}@example.org`, password: 'not-the-password' },
      auth(authorization),
    )
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ detail: 'The password is incorrect.', code: 'currentPasswordWrong' })
    const taken = await post(
      '/auth/email/change',
      { new_email: other.email.toUpperCase(), password: TEST_PASSWORD },
      auth(authorization),
    )
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ code: 'emailTaken' })
    const same = await post(
      '/auth/email/change',
      { new_email: user.email, password: TEST_PASSWORD },
      auth(authorization),
    )
    expect(same.status).toBe(400)
    expect(await same.json()).toMatchObject({ code: 'emailUnchanged' })
    const invalid = await post(
      '/auth/email/change',
      { new_email: 'not-an-email', password: TEST_PASSWORD },
      auth(authorization),
    )
    expect(invalid.status).toBe(422)
    expect(
      await t.deps.db.selectFrom('email_change_tokens').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([])
    expect(readOutbox(t.config.dataDir).length).toBe(sent)
    expect(await emailOf(user.id)).toBe(user.email)
  })

  it('accepts only its own tokens: a reset token is refused here and an e-mail token by the reset', async () => {
    const user = await createUser(t.deps)
    const { authorization } = await sessionFor(t.deps, user.id)
    const newEmail = `purpose-${Date.now()}@example.org`
    const changeToken = await emailChangeToken(authorization, newEmail)
    const before = latestPasswordResetLink(t.config.dataDir, user.email)
    expect((await post('/auth/password/forgot', { email: user.email })).status).toBe(202)
    await expect.poll(() => latestPasswordResetLink(t.config.dataDir, user.email)).not.toBe(before)
    // The poll above has just seen the link.
    const resetToken = tokenFromLink(latestPasswordResetLink(t.config.dataDir, user.email)!)

    const resetHere = await post('/auth/email/confirm', { token: resetToken })
    expect(resetHere.status).toBe(400)
    expect(await resetHere.json()).toMatchObject({ code: 'emailChangeTokenInvalid' })
    const changeThere = await post('/auth/password/reset', {
      token: changeToken,
      password: 'Brand-new-pass-1',
    })
    expect(changeThere.status).toBe(400)
    expect(await changeThere.json()).toMatchObject({ code: 'resetTokenInvalid' })
    expect(await emailOf(user.id)).toBe(user.email)
    expect((await post('/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200)
  })

  it('voids the earlier link when a newer one is asked for, and refuses an expired one', async () => {
    const user = await createUser(t.deps)
    const { authorization } = await sessionFor(t.deps, user.id)
    const first = await emailChangeToken(authorization, `first-${Date.now()}@example.org`)
    const second = await emailChangeToken(authorization, `second-${Date.now()}@example.org`)
    expect(await (await post('/auth/email/confirm', { token: first })).json()).toMatchObject({
      code: 'emailChangeTokenInvalid',
    })
    const real = t.deps.now()
    try {
      t.setNow(new Date(real.getTime() + 24 * 3600_000 + 1000))
      const late = await post('/auth/email/confirm', { token: second })
      expect(late.status).toBe(400)
      expect(await late.json()).toMatchObject({ code: 'emailChangeTokenExpired' })
    } finally {
      t.setNow(real)
    }
    expect(await emailOf(user.id)).toBe(user.email)
  })
})

describe("deleting one's own account", () => {
  it('needs the password: a wrong one changes nothing', async () => {
    const member = await memberWithProfile('Dr. Keeps Account')
    const response = await post(
      '/auth/account/delete',
      { password: 'wrong-password' },
      auth(member.session.authorization),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'currentPasswordWrong' })
    expect((await get('/auth/me', member.session.authorization)).status).toBe(200)
    expect((await get(`/members/${member.id}`, member.session.authorization)).status).toBe(200)
  })

  it('hides the member from the directory and signs them out everywhere at once, refuses sign-in, is audited, and is purged after 30 days once', async () => {
    const viewer = await memberWithProfile('Dr. Directory Reader')
    const member = await memberWithProfile('Dr. Leaving Member')
    const laptop = await sessionFor(t.deps, member.id)
    const listed = async () => {
      const response = await get(
        `/members/directory?search=${encodeURIComponent('Leaving Member')}`,
        viewer.session.authorization,
      )
      // The directory answer (DirectoryResponseSchema); only the ids are read.
      return ((await response.json()) as { items: { id: number }[] }).items.some(
        (item) => item.id === member.id,
      )
    }
    expect(await listed()).toBe(true)

    const response = await post(
      '/auth/account/delete',
      { password: TEST_PASSWORD },
      auth(member.session.authorization),
    )
    expect(response.status).toBe(200)
    // The answer of DeleteAccountResponseSchema.
    const answer = (await response.json()) as { status: string; purge_after: string }
    expect(answer.status).toBe('deleted')
    expect(Date.parse(answer.purge_after) - t.deps.now().getTime()).toBeGreaterThan(29 * 24 * 3600_000)

    expect(await listed()).toBe(false)
    expect((await get(`/members/${member.id}`, viewer.session.authorization)).status).toBe(404)
    for (const session of [member.session, laptop]) {
      expect((await get('/auth/me', session.authorization)).status).toBe(401)
      expect((await post('/auth/refresh', { refresh_token: session.refreshToken })).status).toBe(401)
    }
    const login = await post('/auth/login', { email: member.email, password: TEST_PASSWORD })
    expect(login.status).toBe(403)
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(member.id))
      .execute()
    expect(audit).toEqual([{ action: 'account.deletion_requested', actor_id: member.id }])
    await expect
      .poll(() => mailsTo(member.email).some((m) => m.body.includes('Your account was deleted')))
      .toBe(true)

    // Not before the grace period is over…
    expect(await purgeDeletedAccounts(t.deps)).toBe(0)
    const real = t.deps.now()
    try {
      t.setNow(new Date(real.getTime() + 30 * 24 * 3600_000 + 1000))
      // …then once, however many instances run the job at the same time.
      const runs = await Promise.all([
        purgeDeletedAccounts(t.deps),
        purgeDeletedAccounts(t.deps),
        purgeDeletedAccounts(t.deps),
      ])
      expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    } finally {
      t.setNow(real)
    }
    expect(
      await t.deps.db.selectFrom('users').select('id').where('id', '=', member.id).executeTakeFirst(),
    ).toBeUndefined()
    expect(
      await t.deps.db
        .selectFrom('member_profiles')
        .select('user_id')
        .where('user_id', '=', member.id)
        .executeTakeFirst(),
    ).toBeUndefined()
    const purges = await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(member.id))
      .where('action', '=', 'account.purge')
      .execute()
    expect(purges).toHaveLength(1)
    // The viewer's account, not deleted, is untouched.
    expect((await get('/auth/me', viewer.session.authorization)).status).toBe(200)
  })
})
