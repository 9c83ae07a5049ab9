import { createVerify } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PushMessageSchema, PushPublicKeySchema, PushUnsubscribedSchema } from '@contract/push'
import { signedInAs } from '../../test-support/auth'
import { bodyOf } from '../../test-support/json'
import { startPushEndpoint } from '../../test-support/push-endpoint'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'
import { notify, type NewNotification } from '../notifications/service'
import { pushPendingNotifications } from './service'

/**
 * Web push against a local push service: what the server posts is decrypted as a browser
 * would, in the member's language, with a VAPID signature of the server's public key; a
 * service that forgot a browser (404, 410) loses its subscription; the member's choice per
 * category is followed; endpoints inside the network are refused unless allowed.
 */
let t: TestApp
let push: Awaited<ReturnType<typeof startPushEndpoint>>
beforeAll(async () => {
  push = await startPushEndpoint()
  t = await createTestApp({ pushAllowPrivateEndpoints: true })
})
afterAll(async () => {
  await t.close()
  await push.close()
})

const CodeSchema = v.object({ code: v.string() })

const notice = (userId: number, n: number, fields: Partial<NewNotification> = {}): NewNotification => ({
  user_id: userId,
  kind: 'announcement',
  title_ar: `اجتماع الجمعية العمومية ${n}`,
  title_en: `General assembly ${n}`,
  body_ar: 'يُعقد الاجتماع في الرياض',
  body_en: 'The meeting is held in Riyadh',
  link: '/events/7',
  announcement_id: null,
  created_at: t.deps.now().toISOString(),
  ...fields,
})

async function subscribe(authorization: string, name: string) {
  const subscription = push.browser(name)
  const answer = await requestAs(t, authorization, 'POST', '/push/subscriptions', subscription)
  expect(answer.status).toBe(201)
  return subscription
}

const receivedBy = (name: string) => push.received.filter((message) => message.path === `/push/${name}`)

describe('web push', () => {
  it('answers one public key, a P-256 point kept across calls', async () => {
    const first = await bodyOf(await requestAs(t, null, 'GET', '/push/public-key'), PushPublicKeySchema)
    const again = await bodyOf(await requestAs(t, null, 'GET', '/push/public-key'), PushPublicKeySchema)
    expect(Buffer.from(first.public_key, 'base64url')).toHaveLength(65)
    expect(again).toEqual(first)
  })

  it('pushes a notification in the member language, encrypted to the browser and signed with the key', async () => {
    const member = await signedInAs(t.deps, {})
    await t.deps.db.updateTable('users').set({ language: 'ar' }).where('id', '=', member.id).execute()
    const english = await signedInAs(t.deps, {})
    await t.deps.db.updateTable('users').set({ language: 'en' }).where('id', '=', english.id).execute()
    await subscribe(member.authorization, 'arabic-phone')
    await subscribe(english.authorization, 'english-laptop')
    await notify(t.deps.db, [notice(member.id, 1), notice(english.id, 1)])
    expect(await pushPendingNotifications(t.deps)).toBe(2)

    const [arabic] = receivedBy('arabic-phone')
    expect(arabic?.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(arabic?.headers.ttl)).toBeGreaterThan(0)
    expect(v.parse(PushMessageSchema, JSON.parse(arabic?.payload ?? '{}'))).toMatchObject({
      title: 'اجتماع الجمعية العمومية 1',
      body: 'يُعقد الاجتماع في الرياض',
      lang: 'ar',
      link: '/events/7',
    })
    expect(JSON.parse(receivedBy('english-laptop')[0]?.payload ?? '{}')).toMatchObject({
      title: 'General assembly 1',
      lang: 'en',
    })

    // Authorization: vapid t=<JWT ES256>, k=<the public key the browser subscribed with>.
    const { public_key } = await bodyOf(
      await requestAs(t, null, 'GET', '/push/public-key'),
      PushPublicKeySchema,
    )
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(String(arabic?.headers.authorization))
    expect(vapid?.[2]).toBe(public_key)
    const [header, claims, signature] = (vapid?.[1] ?? '').split('.')
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toMatchObject({
      aud: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    })
    const point = Buffer.from(public_key, 'base64url')
    const verified = createVerify('SHA256')
      .update(`${header}.${claims}`)
      .verify(
        {
          key: {
            kty: 'EC',
            crv: 'P-256',
            x: point.subarray(1, 33).toString('base64url'),
            y: point.subarray(33).toString('base64url'),
          },
          format: 'jwk',
          dsaEncoding: 'ieee-p1363',
        },
        Buffer.from(signature ?? '', 'base64url'),
      )
    expect(verified).toBe(true)

    // Pushed once: a second round finds nothing pending.
    expect(await pushPendingNotifications(t.deps)).toBe(0)
    expect(receivedBy('arabic-phone')).toHaveLength(1)
  })

  it('pushes a row whatever wrote it, once per browser of the member', async () => {
    const member = await signedInAs(t.deps, {})
    await subscribe(member.authorization, 'desk')
    await subscribe(member.authorization, 'tablet')
    const stamp = t.deps.now().toISOString()
    await t.deps.db
      .insertInto('notifications')
      .values({ ...notice(member.id, 2), created_at: stamp, read_at: null })
      .execute()
    await pushPendingNotifications(t.deps)
    expect(receivedBy('desk')).toHaveLength(1)
    expect(receivedBy('tablet')).toHaveLength(1)
  })

  it('removes a subscription the push service answers 404 or 410 for, and keeps one it fails for otherwise', async () => {
    const member = await signedInAs(t.deps, {})
    const gone = await subscribe(member.authorization, 'gone')
    const unknown = await subscribe(member.authorization, 'unknown')
    const busy = await subscribe(member.authorization, 'busy')
    push.answer('gone', 410)
    push.answer('unknown', 404)
    push.answer('busy', 503)
    await notify(t.deps.db, [notice(member.id, 3)])
    await pushPendingNotifications(t.deps)
    const left = await t.deps.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', member.id)
      .execute()
    expect(left.map((row) => row.endpoint)).toEqual([busy.endpoint])
    expect(left.map((row) => row.endpoint)).not.toContain(gone.endpoint)
    expect(left.map((row) => row.endpoint)).not.toContain(unknown.endpoint)
  })

  it('follows the member choice: push off sends nothing, in-app off keeps it out of the centre but pushes it', async () => {
    const member = await signedInAs(t.deps, {})
    await subscribe(member.authorization, 'choosy')
    const choose = (channels: Record<string, boolean>) =>
      requestAs(t, member.authorization, 'PUT', '/members/me/notification-preferences', {
        categories: [{ category: 'announcements', channels }],
      })
    expect((await choose({ push: false })).status).toBe(200)
    await notify(t.deps.db, [notice(member.id, 4)])
    await pushPendingNotifications(t.deps)
    expect(receivedBy('choosy')).toHaveLength(0)

    await choose({ push: true, in_app: false })
    await notify(t.deps.db, [notice(member.id, 5)])
    await pushPendingNotifications(t.deps)
    expect(receivedBy('choosy').map((message) => JSON.parse(message.payload).title)).toEqual([
      expect.stringContaining('5'),
    ])
    const centre = await requestAs(t, member.authorization, 'GET', '/notifications')
    expect(await centre.json()).toMatchObject({ total: 1, unread: 1 })

    // Neither channel: nothing is written at all.
    await choose({ push: false, in_app: false })
    const before = await t.deps.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', member.id)
      .execute()
    await notify(t.deps.db, [notice(member.id, 6)])
    const after = await t.deps.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', member.id)
      .execute()
    expect(after).toHaveLength(before.length)
  })

  it('reaches no browser of a member switched off or deleting the account', async () => {
    const member = await signedInAs(t.deps, {})
    await subscribe(member.authorization, 'switched-off')
    await t.deps.db.updateTable('users').set({ is_active: 0 }).where('id', '=', member.id).execute()
    await notify(t.deps.db, [notice(member.id, 7)])
    await pushPendingNotifications(t.deps)
    expect(receivedBy('switched-off')).toHaveLength(0)
  })

  it('moves a browser to the member who subscribed it last, and lets only its owner unsubscribe it', async () => {
    const first = await signedInAs(t.deps, {})
    const second = await signedInAs(t.deps, {})
    const shared = await subscribe(first.authorization, 'shared')
    expect((await requestAs(t, second.authorization, 'POST', '/push/subscriptions', shared)).status).toBe(201)
    const refused = await requestAs(t, first.authorization, 'DELETE', '/push/subscriptions', {
      endpoint: shared.endpoint,
    })
    expect(await bodyOf(refused, PushUnsubscribedSchema)).toEqual({ removed: false })
    const removed = await requestAs(t, second.authorization, 'DELETE', '/push/subscriptions', {
      endpoint: shared.endpoint,
    })
    expect(await bodyOf(removed, PushUnsubscribedSchema)).toEqual({ removed: true })
  })

  it('needs a signed-in member to subscribe', async () => {
    expect((await requestAs(t, null, 'POST', '/push/subscriptions', push.browser('visitor'))).status).toBe(
      401,
    )
  })
})

describe('against request forgery', () => {
  let strict: TestApp
  beforeAll(async () => {
    strict = await createTestApp()
  })
  afterAll(() => strict.close())

  const keys = () => push.browser('forgery').keys

  it.each([
    'http://push.example.com/send/1',
    'https://127.0.0.1/send',
    'https://localhost/send',
    'https://portal.localhost/send',
    'https://10.1.2.3/send',
    'https://172.20.0.5/send',
    'https://192.168.1.10/send',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/send',
    'https://[::1]/send',
    'https://[fd00::1]/send',
    'https://[fe80::1]/send',
    'https://[::ffff:127.0.0.1]/send',
    'https://intranet/send',
    'https://push.example.com:8443/send',
    'https://user:secret@push.example.com/send',
    'ftp://push.example.com/send',
  ])('refuses %s', async (endpoint) => {
    const member = await signedInAs(strict.deps, {})
    const answer = await requestAs(strict, member.authorization, 'POST', '/push/subscriptions', {
      endpoint,
      keys: keys(),
    })
    expect(answer.status).toBe(422)
    expect(await bodyOf(answer, CodeSchema)).toEqual(expect.objectContaining({ code: 'pushEndpointRefused' }))
  })

  it('refuses a key that is not a point of P-256', async () => {
    const member = await signedInAs(strict.deps, {})
    const answer = await requestAs(strict, member.authorization, 'POST', '/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/bad-key',
      keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: keys().auth },
    })
    expect(answer.status).toBe(422)
    expect(await bodyOf(answer, CodeSchema)).toMatchObject({ code: 'pushEndpointRefused' })
  })

  it('accepts https on a public host, as the browsers push services are', async () => {
    const member = await signedInAs(strict.deps, {})
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx2',
    ]) {
      const answer = await requestAs(strict, member.authorization, 'POST', '/push/subscriptions', {
        endpoint,
        keys: keys(),
      })
      expect(answer.status).toBe(201)
    }
  })

  it('does not post to a local push service without the setting, even for a subscription stored before', async () => {
    const member = await signedInAs(strict.deps, {})
    const local = push.browser('stored-before')
    await strict.deps.db
      .insertInto('push_subscriptions')
      .values({
        user_id: member.id,
        endpoint: local.endpoint,
        p256dh: local.keys.p256dh,
        auth: local.keys.auth,
        user_agent: null,
        created_at: strict.deps.now().toISOString(),
      })
      .execute()
    await notify(strict.deps.db, [notice(member.id, 8)])
    await pushPendingNotifications(strict.deps)
    expect(receivedBy('stored-before')).toHaveLength(0)
  })
})
