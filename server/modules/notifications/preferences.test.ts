import { createECDH } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountDataSchema } from '@contract/auth'
import { NotificationPreferencesSchema } from '@contract/notification-preferences'
import { signedInAs, TEST_PASSWORD } from '../../test-support/auth'
import { bodyOf } from '../../test-support/json'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'
import { unsubscribeToken } from '../announcements/unsubscribe-links'
import { wantsChannel } from './service'

/**
 * The member's channels per category: all on but promotional announcements (opt-in), account
 * and security notices always on, a change of some categories keeps the others, and a
 * one-click unsubscribe turns off that category's e-mail only.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ pushAllowPrivateEndpoints: true })
})
afterAll(() => t.close())

const PATH = '/members/me/notification-preferences'
const browserKey = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return ecdh.getPublicKey().toString('base64url')
}
const CodeSchema = v.object({ code: v.string() })

const preferences = async (authorization: string) =>
  bodyOf(await requestAs(t, authorization, 'GET', PATH), NotificationPreferencesSchema)
const channelsOf = async (authorization: string, category: string) =>
  (await preferences(authorization)).categories.find((entry) => entry.category === category)?.channels

describe('notification preferences', () => {
  it('start with everything on except promotional announcements, which wait for the member opt-in', async () => {
    const member = await signedInAs(t.deps, {})
    const all = await preferences(member.authorization)
    expect(all.categories.map((entry) => entry.category)).toEqual([
      'announcements',
      'promotions',
      'events',
      'programme',
      'cpd',
      'account',
    ])
    for (const entry of all.categories)
      expect(entry.channels).toEqual(
        entry.category === 'promotions'
          ? { email: false, in_app: false, push: false }
          : { email: true, in_app: true, push: true },
      )
    expect(all.categories.filter((entry) => entry.locked).map((entry) => entry.category)).toEqual(['account'])
    expect(await wantsChannel(t.deps.db, member.id, 'promotions', 'email')).toBe(false)

    const opted = await requestAs(t, member.authorization, 'PUT', PATH, {
      categories: [{ category: 'promotions', channels: { email: true } }],
    })
    expect((await bodyOf(opted, NotificationPreferencesSchema)).categories[1]?.channels).toEqual({
      email: true,
      in_app: false,
      push: false,
    })
    expect(await wantsChannel(t.deps.db, member.id, 'promotions', 'email')).toBe(true)
  })

  it('change only the categories and channels given', async () => {
    const member = await signedInAs(t.deps, {})
    await requestAs(t, member.authorization, 'PUT', PATH, {
      categories: [
        { category: 'events', channels: { push: false } },
        { category: 'cpd', channels: { email: false, in_app: false } },
      ],
    })
    expect(await channelsOf(member.authorization, 'events')).toEqual({
      email: true,
      in_app: true,
      push: false,
    })
    expect(await channelsOf(member.authorization, 'cpd')).toEqual({ email: false, in_app: false, push: true })
    await requestAs(t, member.authorization, 'PUT', PATH, {
      categories: [{ category: 'cpd', channels: { email: true } }],
    })
    expect(await channelsOf(member.authorization, 'cpd')).toEqual({ email: true, in_app: false, push: true })
    expect(await channelsOf(member.authorization, 'events')).toEqual({
      email: true,
      in_app: true,
      push: false,
    })
  })

  it('refuse turning account and security notices off, and write nothing of that change', async () => {
    const member = await signedInAs(t.deps, {})
    const refused = await requestAs(t, member.authorization, 'PUT', PATH, {
      categories: [
        { category: 'announcements', channels: { email: false } },
        { category: 'account', channels: { push: false } },
      ],
    })
    expect(refused.status).toBe(422)
    expect(await bodyOf(refused, CodeSchema)).toMatchObject({ code: 'preferenceLocked' })
    expect(await channelsOf(member.authorization, 'announcements')).toEqual({
      email: true,
      in_app: true,
      push: true,
    })
    expect(await wantsChannel(t.deps.db, member.id, 'account', 'push')).toBe(true)
  })

  it('refuse an unknown category or channel', async () => {
    const member = await signedInAs(t.deps, {})
    for (const categories of [
      [{ category: 'newsletters', channels: { email: false } }],
      [{ category: 'events', channels: { sms: false } }],
      [{ category: 'events', channels: { email: 'no' } }],
    ]) {
      const refused = await requestAs(t, member.authorization, 'PUT', PATH, { categories })
      expect(refused.status).toBe(422)
      expect(await bodyOf(refused, CodeSchema)).toMatchObject({ code: 'validationFailed' })
    }
  })

  it('are turned off by a one-click unsubscribe for that category e-mail only', async () => {
    const member = await signedInAs(t.deps, {})
    const token = await unsubscribeToken(t.deps.db, member.id, 'announcements')
    const oneClick = await t.app.request(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await channelsOf(member.authorization, 'announcements')).toEqual({
      email: false,
      in_app: true,
      push: true,
    })
    for (const category of ['promotions', 'events', 'programme', 'cpd', 'account'])
      expect(await channelsOf(member.authorization, category)).toEqual(
        (await preferences((await signedInAs(t.deps, {})).authorization)).categories.find(
          (entry) => entry.category === category,
        )?.channels,
      )
  })

  it('need a signed-in member', async () => {
    expect((await requestAs(t, null, 'GET', PATH)).status).toBe(401)
    expect((await requestAs(t, null, 'PUT', PATH, { categories: [] })).status).toBe(401)
  })
})

describe('the member own data', () => {
  it('include the preferences and the browsers push is on in, which deleting the account forgets at once', async () => {
    const member = await signedInAs(t.deps, {})
    await requestAs(t, member.authorization, 'PUT', PATH, {
      categories: [{ category: 'events', channels: { email: false } }],
    })
    const subscribed = await requestAs(
      t,
      member.authorization,
      'POST',
      '/push/subscriptions',
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/own-data',
        keys: { p256dh: browserKey(), auth: Buffer.alloc(16, 1).toString('base64url') },
      },
      { 'User-Agent': 'Mozilla/5.0 (Android 14) Chrome/131' },
    )
    expect(subscribed.status).toBe(201)
    const data = await bodyOf(
      await requestAs(t, member.authorization, 'GET', '/auth/me/data'),
      AccountDataSchema,
    )
    expect(
      data.notification_preferences.categories.find((entry) => entry.category === 'events')?.channels,
    ).toEqual({
      email: false,
      in_app: true,
      push: true,
    })
    expect(data.push_subscriptions).toEqual([
      {
        endpoint_host: 'fcm.googleapis.com',
        user_agent: 'Mozilla/5.0 (Android 14) Chrome/131',
        created_at: expect.any(String),
      },
    ])
    expect(JSON.stringify(data)).not.toContain(Buffer.alloc(16, 1).toString('base64url'))

    const deleted = await requestAs(t, member.authorization, 'POST', '/auth/account/delete', {
      password: TEST_PASSWORD,
    })
    expect(deleted.status).toBe(200)
    const left = await t.deps.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', member.id)
      .execute()
    expect(left).toEqual([])
  })
})
