import { createECDH, randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, CDPSession, Page } from '@playwright/test'
import { signInThroughApi } from '../support/e2e'
import { newMember } from '../support/e2e-accounts'
import { expect, test } from '../support/test'

/**
 * Push notifications from the member's side: turning push on for this device from the
 * notification centre, the service worker showing a pushed Arabic notification right to left
 * with its page (delivered through CDP, ServiceWorker.deliverPushMessage), and the choice of
 * channels per category on /account. Chromium's own push service is not reachable from the
 * test machine, so the browser's subscribe is played by a subscription with a real key on a
 * public push host; the server keeps it as it would a real one.
 */
/** Screenshots of the screens this spec walks, for a person to look at (outside test-results/, which each run empties). */
const SHOTS = join(tmpdir(), 'portal-push-screens')
mkdirSync(SHOTS, { recursive: true })

/** The browser's PushManager with a subscription of its own (a P-256 key made here), kept for the page's life. */
async function playPushService(context: BrowserContext): Promise<void> {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  await context.addInitScript(
    ({ p256dh, auth, id }) => {
      let current: PushSubscription | null = null
      const make = (endpoint: string) =>
        // Only the fields the app reads of a PushSubscription: endpoint, toJSON and unsubscribe.
        ({
          endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => {
            current = null
            return true
          },
        }) as unknown as PushSubscription
      PushManager.prototype.subscribe = async () => (current = make(`https://push.example.com/e2e/${id}`))
      PushManager.prototype.getSubscription = async () => current
    },
    {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
      id: randomBytes(6).toString('hex'),
    },
  )
}

/** The id of the service worker registration of the page's origin, as CDP names it (the session's ServiceWorker domain is left on for delivering). */
async function registrationId(page: Page, cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((entry) => entry.scopeURL.startsWith(new URL(page.url()).origin))
      if (mine && !mine.isDeleted) resolve(mine.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  return found
}

test.describe('push notifications', () => {
  test('an Arabic member turns push on at 360 px and the service worker shows a pushed notification right to left', async ({
    page,
    context,
  }) => {
    const member = await newMember(page.request, { full_name: 'نورة الحربي' })
    await context.grantPermissions(['notifications'])
    await playPushService(context)
    await page.setViewportSize({ width: 360, height: 760 })
    await signInThroughApi(page, member, 'ar')
    await page.goto('/notifications')
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), {
        timeout: 30_000,
      })
      .toBe(true)

    const control = page.getByRole('region', { name: 'الإشعارات الفورية على هذا الجهاز' })
    await control.getByRole('button', { name: 'تفعيل الإشعارات الفورية' }).click()
    await expect(control.getByText('الإشعارات الفورية مفعّلة على هذا الجهاز.')).toBeVisible()
    await page.mouse.move(0, 0)
    await page.screenshot({ path: join(SHOTS, 'centre-push-ar-360.png') })
    const token = await page.evaluate(() => localStorage.getItem('access_token'))
    const data = await page.request.get('/api/auth/me/data', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect((await data.json()).push_subscriptions).toEqual([
      expect.objectContaining({ endpoint_host: 'push.example.com' }),
    ])

    const cdp = await context.newCDPSession(page)
    const registration = await registrationId(page, cdp)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: registration,
      data: JSON.stringify({
        id: 41,
        title: 'تغيّرت قاعة جلستك',
        body: 'انتقلت جلسة جراحة العمود الفقري إلى القاعة ب',
        lang: 'ar',
        link: '/events',
      }),
    })
    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          lang: n.lang,
          dir: n.dir,
          tag: n.tag,
          // The worker puts the page to open on tap in `data.url` (sw/push-message.ts).
          url: (n.data as { url: string }).url,
        })),
      )
    await expect.poll(shown).toEqual([
      {
        title: 'تغيّرت قاعة جلستك',
        body: 'انتقلت جلسة جراحة العمود الفقري إلى القاعة ب',
        lang: 'ar',
        dir: 'rtl',
        tag: 'notification-41',
        url: `${new URL(page.url()).origin}/events`,
      },
    ])

    await control.getByRole('button', { name: 'إيقافها على هذا الجهاز' }).click()
    await expect(control.getByRole('button', { name: 'تفعيل الإشعارات الفورية' })).toBeVisible()
    const after = await page.request.get('/api/auth/me/data', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect((await after.json()).push_subscriptions).toEqual([])
  })

  test('the choice of channels per category is kept, account notices stay on (Arabic 360 px, English desktop)', async ({
    page,
    context,
  }) => {
    const member = await newMember(page.request, { full_name: 'Faisal Alqahtani' })
    await context.grantPermissions(['notifications'])
    await page.setViewportSize({ width: 360, height: 760 })
    await signInThroughApi(page, member, 'ar')
    await page.goto('/account')
    const section = page.getByRole('region', { name: 'الإشعارات' })
    const reminders = section.getByRole('group', { name: 'تذكيرات الفعاليات والمؤتمرات' })
    await reminders.getByRole('checkbox', { name: 'إشعار فوري على الأجهزة' }).uncheck()
    await expect(section.getByText('تم الحفظ.')).toBeVisible()
    const account = section.getByRole('group', { name: 'إشعارات الحساب والأمان' })
    for (const box of await account.getByRole('checkbox').all()) {
      await expect(box).toBeChecked()
      await expect(box).toBeDisabled()
    }
    await expect(
      section.getByRole('group', { name: 'الإعلانات الترويجية' }).getByRole('checkbox').first(),
    ).not.toBeChecked()
    await page.screenshot({ path: join(SHOTS, 'preferences-ar-360.png'), fullPage: true })

    await page.evaluate(() => localStorage.setItem('lang', 'en'))
    await context.addCookies([{ name: 'lang', value: 'en', url: new URL('/', page.url()).href }])
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.reload()
    const english = page.getByRole('region', { name: 'Notifications' })
    await expect(
      english
        .getByRole('group', { name: 'Event and congress reminders' })
        .getByRole('checkbox', { name: 'Push on devices' }),
    ).not.toBeChecked()
    await expect(
      english
        .getByRole('group', { name: 'Event and congress reminders' })
        .getByRole('checkbox', { name: 'E-mail' }),
    ).toBeChecked()
    await page.screenshot({ path: join(SHOTS, 'preferences-en-desktop.png'), fullPage: true })
    await page.goto('/notifications')
    await expect(page.getByRole('button', { name: 'Turn on push notifications' })).toBeVisible()
    await page.screenshot({ path: join(SHOTS, 'centre-push-en-desktop.png') })
  })
})
