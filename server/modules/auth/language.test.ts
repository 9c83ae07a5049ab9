import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test-support/auth'
import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import { createTestApp, jsonRequest, requestAs, type TestApp } from '../../test-support/test-app'

/** The language a member reads in: given at registration, kept by the toggle while signed in, told by /auth/me. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const languageOf = async (email: string) =>
  (
    await t.deps.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).language
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.org`

describe('the member language', () => {
  it('is the reader language at registration, Arabic when an older app sends none', async () => {
    const english = uniqueEmail('en')
    expect(
      (
        await t.app.request(
          '/api/auth/register',
          jsonRequest('POST', { email: english, password: 'Secret-pass-1', language: 'en' }),
        )
      ).status,
    ).toBe(201)
    expect(await languageOf(english)).toBe('en')
    const older = uniqueEmail('older')
    expect(
      (
        await t.app.request(
          '/api/auth/register',
          jsonRequest('POST', { email: older, password: 'Secret-pass-1' }),
        )
      ).status,
    ).toBe(201)
    expect(await languageOf(older)).toBe('ar')
  })

  it('refuses a language the portal is not written in', async () => {
    const response = await t.app.request(
      '/api/auth/register',
      jsonRequest('POST', { email: uniqueEmail('fr'), password: 'Secret-pass-1', language: 'fr' }),
    )
    expect(response.status).toBe(422)
    expect(await bodyOf(response, v.object({ code: v.string() }))).toMatchObject({ code: 'validationFailed' })
  })

  it('follows the toggle of a signed-in member and shows in /auth/me', async () => {
    const member = await signedInAs(t.deps, {})
    const me = async () =>
      bodyOf(await requestAs(t, member.authorization, 'GET', '/auth/me'), v.object({ language: v.string() }))
    expect(await me()).toMatchObject({ language: 'ar' })
    const saved = await requestAs(t, member.authorization, 'PUT', '/auth/me/language', { language: 'en' })
    expect(saved.status).toBe(200)
    expect(await bodyOf(saved, v.object({ language: v.string() }))).toEqual({ language: 'en' })
    expect(await me()).toMatchObject({ language: 'en' })
    expect(await languageOf(member.email)).toBe('en')
  })

  it('needs a signed-in member and a known language', async () => {
    const anonymous = await requestAs(t, null, 'PUT', '/auth/me/language', { language: 'en' })
    expect(anonymous.status).toBe(401)
    const member = await signedInAs(t.deps, {})
    const bad = await requestAs(t, member.authorization, 'PUT', '/auth/me/language', { language: 'de' })
    expect(bad.status).toBe(422)
  })
})
