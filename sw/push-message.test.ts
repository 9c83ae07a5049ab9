import { describe, expect, it } from 'vitest'
import { notificationOfPush } from './push-message'

const ORIGIN = 'https://portal.example.sa'

describe('a push message shown by the service worker', () => {
  it('shows an Arabic notification right to left, opening its page', () => {
    const shown = notificationOfPush(
      JSON.stringify({ id: 4, title: 'تغيّرت قاعة الجلسة', body: 'القاعة ب', lang: 'ar', link: '/events/3' }),
      ORIGIN,
    )
    expect(shown).toMatchObject({
      title: 'تغيّرت قاعة الجلسة',
      options: {
        body: 'القاعة ب',
        lang: 'ar',
        dir: 'rtl',
        tag: 'notification-4',
        data: { url: `${ORIGIN}/events/3` },
      },
    })
  })

  it('opens the notification centre for no link or one off the portal', () => {
    for (const link of [null, 'https://elsewhere.example/x', '//elsewhere.example/x'])
      expect(
        notificationOfPush(JSON.stringify({ id: 1, title: 'Notice', body: '', lang: 'en', link }), ORIGIN)
          ?.options.data.url,
      ).toBe(`${ORIGIN}/notifications`)
  })

  it('shows nothing for data it cannot read', () => {
    expect(notificationOfPush('not json', ORIGIN)).toBeUndefined()
    expect(notificationOfPush(JSON.stringify({ title: 'no id' }), ORIGIN)).toBeUndefined()
    expect(notificationOfPush(undefined, ORIGIN)).toBeUndefined()
  })
})
