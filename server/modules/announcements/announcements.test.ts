import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AnnouncementSchema,
  AudienceCountSchema,
  DeliveryReportSchema,
  UnsubscribeSchema,
} from '@contract/announcements'
import { NotificationListSchema } from '@contract/notifications'
import { signedInAs } from '../../test-support/auth'
import { bodyOf, FieldErrorsSchema } from '../../test-support/json'
import { parseMessage } from '../../test-support/mail'
import { startTestSmtp, type SmtpMessage } from '../../test-support/smtp-server'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'

/**
 * Announcements end to end against a real SMTP server: who an audience reaches, each member's
 * language, the unsubscribe headers and the one-click POST, the refusals, and sending once.
 */
let t: TestApp
let smtp: Awaited<ReturnType<typeof startTestSmtp>>
const received: SmtpMessage[] = []
let admin: { id: number; email: string; authorization: string }
type Member = { id: number; email: string; authorization: string }
let riyadhSpineEn: Member
let listedSpineRiyadhAr: Member
let jeddahSpine: Member
let riyadhHand: Member
let leaving: Member

/** The SMTP server refuses this address for good (550), as a mailbox that does not exist. */
let refusedAddress = ''
const ErrorSchema = v.object({ code: v.string() })
const spineInRiyadh = { specialties: ['spine'], cities: ['riyadh'] }
const written = {
  subject_ar: 'دورة العمود الفقري في الرياض',
  subject_en: 'Spine course in Riyadh',
  body_ar: 'ندعوكم إلى **دورة** العمود الفقري.',
  body_en: 'Join the **spine** course. [Programme](/events/1)',
  link: '/events',
}

async function member(profile: Record<string, unknown>, language: 'ar' | 'en'): Promise<Member> {
  const user = await signedInAs(t.deps, {})
  const saved = await requestAs(t, user.authorization, 'PUT', '/members/me/profile', {
    full_name: `Dr ${user.id}`,
    ...profile,
  })
  expect(saved.status).toBe(200)
  await t.deps.db.updateTable('users').set({ language }).where('id', '=', user.id).execute()
  return user
}

/** The messages the SMTP server received for `email`, read back with mailparser. */
const messagesTo = (email: string) =>
  Promise.all(received.filter((m) => m.to.includes(email)).map((m) => parseMessage(m.raw)))

async function draft(body: Record<string, unknown>, authorization = admin.authorization) {
  const response = await requestAs(t, authorization, 'POST', '/admin/announcements', body)
  expect(response.status).toBe(201)
  return bodyOf(response, AnnouncementSchema)
}

beforeAll(async () => {
  smtp = await startTestSmtp((message) => {
    if (message.to.includes(refusedAddress)) return { refuse: 'Mailbox unavailable: no such user' }
    received.push(message)
    return true
  })
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, announcementMailsPerMinute: 0 })
  admin = await signedInAs(t.deps, { role: 'admin' })
  riyadhSpineEn = await member({ specialty: 'spine', city: 'riyadh' }, 'en')
  listedSpineRiyadhAr = await member(
    { specialty: 'trauma', specialties: ['spine'], city: 'jeddah', cities: ['riyadh'] },
    'ar',
  )
  jeddahSpine = await member({ specialty: 'spine', city: 'jeddah' }, 'ar')
  riyadhHand = await member({ specialty: 'hand-upper-extremity', city: 'riyadh' }, 'ar')
  leaving = await member({ specialty: 'spine', city: 'riyadh' }, 'ar')
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('announcements', () => {
  it('counts an audience whose specialty and city match the main value or a listed one', async () => {
    const response = await requestAs(t, admin.authorization, 'POST', '/admin/announcements/audience-count', {
      audience: spineInRiyadh,
    })
    expect(await bodyOf(response, AudienceCountSchema)).toEqual({
      count: 3,
      by_language: { ar: 2, en: 1 },
      left_out: 0,
    })
  })

  it('sends each member the e-mail in their language with one-click unsubscribe, once, and to nobody deactivated', async () => {
    const announcement = await draft({ ...written, audience: spineInRiyadh })
    expect(announcement.status).toBe('draft')
    // Deactivated after the draft was written and before it was sent: gets nothing.
    await t.deps.db.updateTable('users').set({ is_active: 0 }).where('id', '=', leaving.id).execute()
    const sent = await requestAs(
      t,
      admin.authorization,
      'POST',
      `/admin/announcements/${announcement.id}/send`,
      {},
    )
    expect(sent.status).toBe(200)
    expect(await bodyOf(sent, AnnouncementSchema)).toMatchObject({ status: 'sent', recipients: 2 })
    await t.mailDelivered()

    const [english] = await messagesTo(riyadhSpineEn.email)
    expect(english?.subject).toBe('Spine course in Riyadh')
    expect(english?.header('Content-Language')).toBe('en')
    expect(english?.html).toContain('<strong>spine</strong>')
    expect(english?.html).toContain('href="http://portal.test/events/1"')
    expect(english?.text).toContain('Join the')
    expect(english?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const [arabic] = await messagesTo(listedSpineRiyadhAr.email)
    expect(arabic?.subject).toBe('دورة العمود الفقري في الرياض')
    expect(arabic?.header('Content-Language')).toBe('ar')
    expect(arabic?.text).toContain('العمود الفقري')
    expect(await messagesTo(jeddahSpine.email)).toEqual([])
    expect(await messagesTo(riyadhHand.email)).toEqual([])
    expect(await messagesTo(leaving.email)).toEqual([])

    // A second send of the same announcement is refused and reaches nobody again.
    const again = await requestAs(
      t,
      admin.authorization,
      'POST',
      `/admin/announcements/${announcement.id}/send`,
      {},
    )
    expect(again.status).toBe(409)
    expect(await bodyOf(again, ErrorSchema)).toEqual(
      expect.objectContaining({ code: 'announcementNotEditable' }),
    )
    await t.mailDelivered()
    expect(await messagesTo(riyadhSpineEn.email)).toHaveLength(1)
  })

  it('puts the announcement in the notification centre of each recipient', async () => {
    const list = await bodyOf(
      await requestAs(t, riyadhSpineEn.authorization, 'GET', '/notifications'),
      NotificationListSchema,
    )
    expect(list).toMatchObject({ total: 1, unread: 1 })
    expect(list.items[0]).toMatchObject({
      title_en: 'Spine course in Riyadh',
      link: '/events',
      read_at: null,
    })
    const other = await bodyOf(
      await requestAs(t, jeddahSpine.authorization, 'GET', '/notifications'),
      NotificationListSchema,
    )
    expect(other).toMatchObject({ total: 0, unread: 0 })
  })

  it('unsubscribes with the header address by a form POST without signing in; a GET changes nothing', async () => {
    const [english] = await messagesTo(riyadhSpineEn.email)
    const address = /^<(.+)>$/.exec(english?.header('List-Unsubscribe') ?? '')?.[1] ?? ''
    expect(address).toMatch(/^http:\/\/portal\.test\/api\/unsubscribe\?token=/)
    const path = address.replace('http://portal.test/api', '')
    const looked = await requestAs(t, null, 'GET', path)
    expect(await bodyOf(looked, UnsubscribeSchema)).toEqual({
      category: 'announcements',
      unsubscribed: false,
    })
    const oneClick = await t.app.request(address.replace('http://portal.test', ''), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await bodyOf(oneClick, UnsubscribeSchema)).toEqual({
      category: 'announcements',
      unsubscribed: true,
    })
    expect(await bodyOf(await requestAs(t, null, 'GET', path), UnsubscribeSchema)).toMatchObject({
      unsubscribed: true,
    })

    // The next announcement reaches that member in the notification centre only.
    const next = await draft({
      ...written,
      subject_ar: 'تذكير',
      subject_en: 'Reminder',
      audience: spineInRiyadh,
    })
    expect(
      (await requestAs(t, admin.authorization, 'POST', `/admin/announcements/${next.id}/send`, {})).status,
    ).toBe(200)
    await t.mailDelivered()
    expect(await messagesTo(riyadhSpineEn.email)).toHaveLength(1)
    expect(await messagesTo(listedSpineRiyadhAr.email)).toHaveLength(2)
    const list = await bodyOf(
      await requestAs(t, riyadhSpineEn.authorization, 'GET', '/notifications'),
      NotificationListSchema,
    )
    expect(list.items.map((n) => n.title_en)).toEqual(['Reminder', 'Spine course in Riyadh'])

    const forged = await requestAs(
      t,
      null,
      'POST',
      path.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')),
    )
    expect(forged.status).toBe(400)
    expect(await bodyOf(forged, ErrorSchema)).toEqual(
      expect.objectContaining({ code: 'unsubscribeLinkInvalid' }),
    )
  })

  it('sends a one-language announcement to everyone in that language', async () => {
    const englishOnly = await draft({
      subject_en: 'Only English',
      body_en: 'Text.',
      audience: { specialties: ['hand-upper-extremity'] },
    })
    expect(
      (await requestAs(t, admin.authorization, 'POST', `/admin/announcements/${englishOnly.id}/send`, {}))
        .status,
    ).toBe(200)
    await t.mailDelivered()
    const [message] = await messagesTo(riyadhHand.email)
    expect(message?.subject).toBe('Only English')
    expect(message?.header('Content-Language')).toBe('en')
  })

  it('schedules on the Saudi clock, dispatches when due, and lets a scheduled one be cancelled', async () => {
    const { dispatchDueAnnouncements } = await import('./service')
    const later = await draft({
      ...written,
      subject_en: 'Later',
      audience: { specialties: ['hand-upper-extremity'] },
    })
    const now = t.deps.now()
    const tomorrow = new Date(now.getTime() + 24 * 3600_000)
    const wall = new Date(tomorrow.getTime() + 3 * 3600_000).toISOString().slice(0, 16)
    const scheduled = await bodyOf(
      await requestAs(t, admin.authorization, 'POST', `/admin/announcements/${later.id}/send`, { at: wall }),
      AnnouncementSchema,
    )
    expect(scheduled).toMatchObject({ status: 'scheduled' })
    expect(Math.abs(Date.parse(scheduled.send_at ?? '') - tomorrow.getTime())).toBeLessThan(60_000)
    expect(await dispatchDueAnnouncements(t.deps)).toBe(0)

    const cancelled = await bodyOf(
      await requestAs(t, admin.authorization, 'POST', `/admin/announcements/${later.id}/cancel`),
      AnnouncementSchema,
    )
    expect(cancelled).toMatchObject({ status: 'draft', send_at: null })

    await requestAs(t, admin.authorization, 'POST', `/admin/announcements/${later.id}/send`, {
      at: new Date(now.getTime() + 60_000).toISOString(),
    })
    t.setNow(new Date(now.getTime() + 120_000))
    try {
      expect(await dispatchDueAnnouncements(t.deps)).toBe(1)
      await t.mailDelivered()
      expect((await messagesTo(riyadhHand.email)).map((m) => m.subject)).toContain(written.subject_ar)
      expect(
        await bodyOf(
          await requestAs(t, admin.authorization, 'GET', `/admin/announcements/${later.id}`),
          AnnouncementSchema,
        ),
      ).toMatchObject({ status: 'sent', recipients: 1 })
    } finally {
      t.setNow(now)
    }
  })

  it.each([
    [
      'a past send-at',
      async (id: number) =>
        requestAs(t, admin.authorization, 'POST', `/admin/announcements/${id}/send`, {
          at: '2020-01-01T09:00',
        }),
      422,
      'sendAtPast',
    ],
    [
      'an empty audience',
      async (id: number) => {
        await requestAs(t, admin.authorization, 'PUT', `/admin/announcements/${id}`, {
          ...written,
          audience: { tiers: ['student'], cities: ['tabuk'] },
        })
        return requestAs(t, admin.authorization, 'POST', `/admin/announcements/${id}/send`, {})
      },
      422,
      'audienceEmpty',
    ],
  ])('refuses %s', async (_label, act, status, code) => {
    const announcement = await draft({ ...written, audience: spineInRiyadh })
    const response = await act(announcement.id)
    expect(response.status).toBe(status)
    expect(await bodyOf(response, ErrorSchema)).toEqual(expect.objectContaining({ code }))
  })

  it.each([
    ['a body over 50,000 characters', { body_en: 'a'.repeat(50_001) }, 'body_en', 'validation.too_long'],
    ['HTML in the body', { body_ar: 'نص <script>alert(1)</script>' }, 'body_ar', 'validation.markdown'],
    ['a javascript: link', { body_en: '[click](javascript:alert(1))' }, 'body_en', 'validation.markdown'],
    [
      'no language written',
      { subject_ar: '', body_ar: '', subject_en: '', body_en: '' },
      'subject_ar',
      'validation.required',
    ],
    ['a subject without its body', { body_en: '' }, 'body_en', 'validation.required'],
    ['a link outside the portal', { link: 'https://example.org' }, 'link', 'validation.invalid'],
  ])('refuses %s', async (_label, change, field, msg) => {
    const response = await requestAs(t, admin.authorization, 'POST', '/admin/announcements', {
      ...written,
      ...change,
    })
    expect(response.status).toBe(422)
    const body = await bodyOf(response, FieldErrorsSchema)
    expect(body.detail).toContainEqual({ msg, loc: ['body', field] })
  })

  it('lets cme write to an event audience only, and members not at all', async () => {
    const cme = await signedInAs(t.deps, { role: 'cme' })
    const refused = await requestAs(t, cme.authorization, 'POST', '/admin/announcements', {
      ...written,
      audience: spineInRiyadh,
    })
    expect(refused.status).toBe(403)
    expect(await bodyOf(refused, ErrorSchema)).toEqual(expect.objectContaining({ code: 'eventAudienceOnly' }))
    await draft({ ...written, audience: { event: { id: 1, who: 'checked_in' } } }, cme.authorization)
    const list = await bodyOf(
      await requestAs(t, cme.authorization, 'GET', '/admin/announcements'),
      v.object({ items: v.array(AnnouncementSchema), total: v.number() }),
    )
    expect(list.items.every((a) => a.audience.event !== null)).toBe(true)
    expect((await requestAs(t, riyadhSpineEn.authorization, 'GET', '/admin/announcements')).status).toBe(403)
  })

  it('sends a test of each written language to the admin alone', async () => {
    const announcement = await draft({ ...written, audience: spineInRiyadh })
    const before = received.length
    const response = await requestAs(
      t,
      admin.authorization,
      'POST',
      `/admin/announcements/${announcement.id}/test`,
    )
    expect(await bodyOf(response, v.object({ sent: v.number() }))).toEqual({ sent: 2 })
    await t.mailDelivered()
    const tests = await Promise.all(
      received.slice(before).map(async (m) => ({ to: m.to, subject: (await parseMessage(m.raw)).subject })),
    )
    expect(tests).toEqual([
      { to: [admin.email], subject: '[تجربة] دورة العمود الفقري في الرياض' },
      { to: [admin.email], subject: '[Test] Spine course in Riyadh' },
    ])
    expect(
      await bodyOf(
        await requestAs(t, admin.authorization, 'GET', `/admin/announcements/${announcement.id}`),
        AnnouncementSchema,
      ),
    ).toMatchObject({ status: 'draft' })
  })

  it('reports recipients, e-mails queued, sent, failed with the SMTP reason, and unsubscribed since, past the queue forgetting', async () => {
    const { settleAnnouncementDeliveries } = await import('./service')
    const reached = await member({ specialty: 'spine', city: 'dammam' }, 'en')
    const bouncing = await member({ specialty: 'spine', city: 'dammam' }, 'ar')
    const silent = await member({ specialty: 'spine', city: 'dammam' }, 'ar')
    refusedAddress = bouncing.email
    await t.deps.db
      .insertInto('notification_preferences')
      .values({
        user_id: silent.id,
        category: 'announcements',
        channel: 'email',
        enabled: 0,
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute()
    const announcement = await draft({ ...written, audience: { cities: ['dammam'] } })
    const report = async () =>
      bodyOf(
        await requestAs(t, admin.authorization, 'GET', `/admin/announcements/${announcement.id}/report`),
        DeliveryReportSchema,
      )
    expect(await report()).toMatchObject({ recipients: 0, queued: 0, sent: 0, failed: 0, failures: [] })
    await requestAs(t, admin.authorization, 'POST', `/admin/announcements/${announcement.id}/send`, {})
    await t.mailDelivered()
    const [message] = await messagesTo(reached.email)
    const address = /^<(.+)>$/.exec(message?.header('List-Unsubscribe') ?? '')?.[1] ?? ''
    await t.app.request(address.replace('http://portal.test', ''), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    const expected = {
      announcement_id: announcement.id,
      // The one who had turned e-mail off is reached in the notification centre only.
      recipients: 3,
      queued: 2,
      pending: 0,
      sent: 1,
      failed: 1,
      failures: [
        { email: bouncing.email, reason: expect.stringContaining('Mailbox unavailable: no such user') },
      ],
      unsubscribed_since: 1,
    }
    expect(await report()).toEqual(expected)

    expect(await settleAnnouncementDeliveries(t.deps)).toBeGreaterThanOrEqual(2)
    expect(await settleAnnouncementDeliveries(t.deps)).toBe(0)
    await t.deps.db.deleteFrom('mail_queue').where('status', 'in', ['sent', 'failed']).execute()
    expect(await report()).toEqual(expected)
  })

  it('reaches the members whose current CPD cycle is short of its required hours', async () => {
    const withLicence = async (required: number, earned: number | null) => {
      const user = await member({ specialty: 'spine', city: 'abha' }, 'ar')
      const licence = await requestAs(t, user.authorization, 'PUT', '/members/me/cpd/licence', {
        classification: 'other',
        cycle_years: 3,
        cycle_end: '2027-06-30',
        required_hours: required,
      })
      expect(licence.status).toBe(200)
      if (earned !== null) {
        const added = await requestAs(t, user.authorization, 'POST', '/members/me/cpd/activities', {
          title: 'Course',
          activity_type: 'course',
          date: '2025-03-10',
          hours: earned,
        })
        expect(added.status).toBe(201)
      }
      return user
    }
    await withLicence(10, 12)
    const short = await withLicence(10, 4)
    await withLicence(5, null)
    await member({ specialty: 'spine', city: 'abha' }, 'ar')
    const count = await requestAs(t, admin.authorization, 'POST', '/admin/announcements/audience-count', {
      audience: { cities: ['abha'], cpd_short: true },
    })
    expect(await bodyOf(count, AudienceCountSchema)).toEqual({
      count: 2,
      by_language: { ar: 2, en: 0 },
      left_out: 0,
    })
    const announcement = await draft({ ...written, audience: { cities: ['abha'], cpd_short: true } })
    await requestAs(t, admin.authorization, 'POST', `/admin/announcements/${announcement.id}/send`, {})
    await t.mailDelivered()
    expect(await messagesTo(short.email)).toHaveLength(1)
  })

  it('sends a promotion only to the members who opted in, and its link turns off promotions only', async () => {
    const optedIn = await member({ specialty: 'spine', city: 'tabuk' }, 'en')
    const notOptedIn = await member({ specialty: 'spine', city: 'tabuk' }, 'en')
    const chose = await requestAs(t, optedIn.authorization, 'PUT', '/members/me/notification-preferences', {
      categories: [{ category: 'promotions', channels: { email: true, in_app: true } }],
    })
    expect(chose.status).toBe(200)
    const promotion = await draft({ ...written, promotional: true, audience: { cities: ['tabuk'] } })
    expect(promotion.promotional).toBe(true)
    const sent = await requestAs(
      t,
      admin.authorization,
      'POST',
      `/admin/announcements/${promotion.id}/send`,
      {},
    )
    // Reached: the member who opted in; the other is no recipient at all.
    expect(await bodyOf(sent, AnnouncementSchema)).toMatchObject({ status: 'sent', recipients: 1 })
    await t.mailDelivered()

    const [mail] = await messagesTo(optedIn.email)
    expect(mail?.text).toContain('Stop promotional e-mails')
    expect(await messagesTo(notOptedIn.email)).toEqual([])
    const centre = async (member: Member) =>
      bodyOf(await requestAs(t, member.authorization, 'GET', '/notifications'), NotificationListSchema)
    expect((await centre(optedIn)).items.map((n) => n.kind)).toEqual(['promotion'])
    expect((await centre(notOptedIn)).total).toBe(0)

    const path = (/^<(.+)>$/.exec(mail?.header('List-Unsubscribe') ?? '')?.[1] ?? '').replace(
      'http://portal.test/api',
      '',
    )
    expect(await bodyOf(await requestAs(t, null, 'POST', path), UnsubscribeSchema)).toEqual({
      category: 'promotions',
      unsubscribed: true,
    })
    // The society's other announcements still reach that member by e-mail.
    const news = await draft({ ...written, subject_en: 'Society news', audience: { cities: ['tabuk'] } })
    await requestAs(t, admin.authorization, 'POST', `/admin/announcements/${news.id}/send`, {})
    await t.mailDelivered()
    expect((await messagesTo(optedIn.email)).map((m) => m.subject)).toEqual([
      'Spine course in Riyadh',
      'Society news',
    ])
  })

  it('counts before sending the members the send reaches, leaving out those whose choices exclude them', async () => {
    const choose = async (user: Member, category: string, channels: Record<string, boolean>) => {
      const response = await requestAs(t, user.authorization, 'PUT', '/members/me/notification-preferences', {
        categories: [{ category, channels }],
      })
      expect(response.status).toBe(200)
    }
    await member({ specialty: 'spine', city: 'hail' }, 'ar')
    const silent = await member({ specialty: 'spine', city: 'hail' }, 'ar')
    await choose(silent, 'announcements', { email: false, in_app: false, push: false })
    const centreOnly = await member({ specialty: 'spine', city: 'hail' }, 'en')
    await choose(centreOnly, 'announcements', { email: false })
    const promotionsByMail = await member({ specialty: 'spine', city: 'hail' }, 'en')
    await choose(promotionsByMail, 'promotions', { email: true })
    const audience = { cities: ['hail'] }
    const count = async (promotional: boolean) =>
      bodyOf(
        await requestAs(t, admin.authorization, 'POST', '/admin/announcements/audience-count', {
          audience,
          promotional,
        }),
        AudienceCountSchema,
      )
    expect(await count(false)).toEqual({ count: 3, by_language: { ar: 1, en: 2 }, left_out: 1 })
    expect(await count(true)).toEqual({ count: 1, by_language: { ar: 0, en: 1 }, left_out: 3 })

    // The count shown is the number the send reaches and its delivery report tells.
    for (const promotional of [false, true]) {
      const before = await count(promotional)
      const announcement = await draft({ ...written, promotional, audience })
      const sent = await requestAs(
        t,
        admin.authorization,
        'POST',
        `/admin/announcements/${announcement.id}/send`,
        {},
      )
      expect((await bodyOf(sent, AnnouncementSchema)).recipients).toBe(before.count)
      const report = await requestAs(
        t,
        admin.authorization,
        'GET',
        `/admin/announcements/${announcement.id}/report`,
      )
      expect((await bodyOf(report, DeliveryReportSchema)).recipients).toBe(before.count)
    }
    await t.mailDelivered()

    // A promotion nobody of the audience opted in to reaches no member: refused like an empty audience.
    await choose(promotionsByMail, 'promotions', { email: false })
    expect(await count(true)).toEqual({ count: 0, by_language: { ar: 0, en: 0 }, left_out: 4 })
    const nobody = await draft({ ...written, promotional: true, audience })
    const refused = await requestAs(
      t,
      admin.authorization,
      'POST',
      `/admin/announcements/${nobody.id}/send`,
      {},
    )
    expect(refused.status).toBe(422)
    expect(await bodyOf(refused, ErrorSchema)).toEqual(expect.objectContaining({ code: 'audienceEmpty' }))
  })
})
