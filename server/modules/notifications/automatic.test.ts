import { AdminEventSchema } from '@contract/events'
import { NotificationListSchema } from '@contract/notifications'
import { AdminSessionResponseSchema } from '@contract/programme'
import { RegistrationSchema } from '@contract/registrations'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test-support/auth'
import { bodyOf } from '../../test-support/json'
import { readOutbox } from '../../test-support/mail'
import { openSecondInstance } from '../../test-support/second-instance'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'
import { remindUpcomingEvents } from '../registrations/service'
import { reminderNotification } from './automatic'

/**
 * The notifications the portal writes on its own: a seat confirmed or given from the waiting
 * list, the reminder a day ahead (once), a starred session that moved, a certificate issued.
 * Each lands in the member's notification centre with its category; no e-mail is added.
 */
let t: TestApp
let admin: string
let staff: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await signedInAs(t.deps, { role: 'superadmin' })).authorization
  staff = (await signedInAs(t.deps, { role: 'staff' })).authorization
})
afterAll(() => t.close())

const HOUR = 3600_000

async function newEvent(startsAt: Date, over: Record<string, unknown> = {}): Promise<number> {
  const response = await requestAs(t, admin, 'POST', '/events', {
    type: 'workshop',
    status: 'published',
    title_ar: 'ورشة تثبيت الكسور',
    title_en: 'Fracture fixation workshop',
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 8 * HOUR).toISOString(),
    location: 'Jeddah',
    registration_mode: 'internal',
    ...over,
  })
  expect(response.status).toBe(201)
  return v.parse(AdminEventSchema, await response.json()).id
}

const register = async (authorization: string, eventId: number) =>
  bodyOf(await requestAs(t, authorization, 'POST', `/events/${eventId}/registrations`), RegistrationSchema)

const centre = async (authorization: string) =>
  (await bodyOf(await requestAs(t, authorization, 'GET', '/notifications'), NotificationListSchema)).items

const categoriesOf = async (userId: number) =>
  (
    await t.deps.db
      .selectFrom('notifications')
      .select(['kind', 'category'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => `${row.kind}:${row.category}`)

describe('automatic notifications', () => {
  it('tells a member of the seat they took and of one given from the waiting list, beside the one e-mail each', async () => {
    const eventId = await newEvent(new Date('2099-06-01T06:00:00.000Z'), { capacity: 1 })
    const first = await signedInAs(t.deps, {})
    const waiting = await signedInAs(t.deps, {})
    await register(first.authorization, eventId)
    expect(await centre(first.authorization)).toMatchObject([
      {
        kind: 'registration_confirmed',
        title_en: 'Registration confirmed: “Fracture fixation workshop”',
        title_ar: 'تم تأكيد تسجيلك في «ورشة تثبيت الكسور»',
        link: `/events/${eventId}`,
        read_at: null,
      },
    ])

    expect((await requestAs(t, waiting.authorization, 'POST', `/events/${eventId}/waitlist`)).status).toBe(
      201,
    )
    expect(await centre(waiting.authorization)).toEqual([])
    expect(
      (await requestAs(t, first.authorization, 'DELETE', `/events/${eventId}/registrations/me`)).status,
    ).toBe(200)
    const [promoted] = await centre(waiting.authorization)
    expect(promoted).toMatchObject({ kind: 'registration_promoted', link: `/events/${eventId}` })
    expect(promoted?.body_en).toContain('moved from the waiting list')

    await t.mailDelivered()
    const mailsTo = (email: string) => readOutbox(t.config.dataDir).filter((m) => m.to.includes(email))
    expect(mailsTo(first.email)).toHaveLength(1)
    expect(mailsTo(waiting.email)).toHaveLength(1)
    expect(await categoriesOf(waiting.id)).toEqual(['registration_promoted:events'])
  })

  it('reminds each registrant a day ahead, once, whichever instance runs the job', async () => {
    const now = t.deps.now()
    const startsAt = new Date(now.getTime() + 3 * 24 * HOUR)
    const eventId = await newEvent(startsAt)
    const early = await signedInAs(t.deps, {})
    await t.deps.db.updateTable('users').set({ gender: 'female' }).where('id', '=', early.id).execute()
    const cancelled = await signedInAs(t.deps, {})
    await register(early.authorization, eventId)
    await register(cancelled.authorization, eventId)
    await requestAs(t, cancelled.authorization, 'DELETE', `/events/${eventId}/registrations/me`)
    try {
      // Two days later, not yet within a day: nothing.
      t.setNow(new Date(startsAt.getTime() - 30 * HOUR))
      expect(await remindUpcomingEvents(t.deps)).toBe(0)
      t.setNow(new Date(startsAt.getTime() - 20 * HOUR))
      const late = await signedInAs(t.deps, {})
      await register(late.authorization, eventId)
      expect(await remindUpcomingEvents(t.deps)).toBe(1)
      expect(await remindUpcomingEvents(t.deps)).toBe(0)
      const second = await openSecondInstance(t)
      try {
        expect(await remindUpcomingEvents({ ...t.deps, db: second.db })).toBe(0)
      } finally {
        await second.close()
      }
      // Read as stored: the access tokens made before the clock moved have lapsed.
      const kindsOf = async (userId: number) =>
        (
          await t.deps.db
            .selectFrom('notifications')
            .select('kind')
            .where('user_id', '=', userId)
            .orderBy('id')
            .execute()
        ).map((row) => row.kind)
      expect(await kindsOf(cancelled.id)).toEqual(['registration_confirmed'])
      // Registered inside the day: the confirmation is enough.
      expect((await centre(late.authorization)).map((n) => n.kind)).toEqual(['registration_confirmed'])
      expect(await categoriesOf(early.id)).toEqual(['registration_confirmed:events', 'event_reminder:events'])
    } finally {
      t.setNow(now)
    }
    {
      const [reminder] = await centre(early.authorization)
      expect(reminder).toMatchObject({ kind: 'event_reminder', link: `/events/${eventId}` })
      expect(reminder?.title_en).toBe('Reminder: “Fracture fixation workshop” is within a day')
      expect(reminder?.body_en).toContain('(Riyadh time), at Jeddah')
      expect(reminder?.body_ar).toContain('(بتوقيت الرياض)')
      // The Arabic asks her in the feminine.
      expect(reminder?.body_ar).toContain('اعرضي تذكرتك عند الدخول.')
    }
  })

  it('asks a man in the masculine and a member whose gender is unset without a verb of address', () => {
    const event = {
      id: 1,
      title_ar: 'ورشة',
      title_en: 'Workshop',
      starts_at: '2099-06-01T06:00:00.000Z',
      location_ar: null,
      location_en: null,
    }
    const bodyFor = (gender: string | null) =>
      reminderNotification({ user_id: 1, gender }, event, '2099-05-31T06:00:00.000Z').body_ar
    expect(bodyFor('male')).toContain('اعرض تذكرتك عند الدخول.')
    expect(bodyFor(null)).toContain('يُرجى إبراز التذكرة عند الدخول.')
    expect(bodyFor(null)).not.toMatch(/اعرض/)
  })

  it('tells the members who starred a session of its new time or room, and no one of other edits', async () => {
    const eventId = await newEvent(new Date('2099-10-01T05:00:00.000Z'), { type: 'conference' })
    const session = async (title: string) =>
      bodyOf(
        await requestAs(t, admin, 'POST', `/admin/events/${eventId}/sessions`, {
          title_en: title,
          starts_at: '2099-10-01T06:00:00.000Z',
          ends_at: '2099-10-01T07:00:00.000Z',
          room: 'Hall A',
        }),
        AdminSessionResponseSchema,
      )
    const keynote = (await session('Keynote')).session.id
    const other = (await session('Other talk')).session.id
    const starring = await signedInAs(t.deps, {})
    const elsewhere = await signedInAs(t.deps, {})
    const star = (authorization: string, ids: number[]) =>
      requestAs(t, authorization, 'PUT', `/members/me/agenda/${eventId}`, { session_ids: ids })
    expect((await star(starring.authorization, [keynote])).status).toBe(200)
    expect((await star(elsewhere.authorization, [other])).status).toBe(200)
    const edit = (change: Record<string, unknown>) =>
      requestAs(t, admin, 'PUT', `/admin/events/${eventId}/sessions/${keynote}`, {
        title_en: 'Keynote',
        starts_at: '2099-10-01T06:00:00.000Z',
        ends_at: '2099-10-01T07:00:00.000Z',
        room: 'Hall A',
        ...change,
      })

    expect((await edit({ title_en: 'Keynote lecture' })).status).toBe(200)
    expect(await centre(starring.authorization)).toEqual([])
    expect((await edit({ title_en: 'Keynote lecture', room: 'Hall C' })).status).toBe(200)
    const [moved] = await centre(starring.authorization)
    expect(moved).toMatchObject({
      kind: 'session_changed',
      title_en: '“Keynote lecture” has a new time or room',
      link: `/events/${eventId}`,
    })
    expect(moved?.body_en).toContain('room: Hall C')
    // The same instant written another way is no move; an hour later is.
    expect((await edit({ room: 'Hall C', starts_at: '2099-10-01T09:00:00+03:00' })).status).toBe(200)
    expect(await centre(starring.authorization)).toHaveLength(1)
    expect(
      (
        await edit({
          room: 'Hall C',
          starts_at: '2099-10-01T07:00:00.000Z',
          ends_at: '2099-10-01T08:00:00.000Z',
        })
      ).status,
    ).toBe(200)
    const [later] = await centre(starring.authorization)
    expect(later?.body_en).toContain('Now: ')
    expect(await centre(elsewhere.authorization)).toEqual([])
    expect(await categoriesOf(starring.id)).toEqual([
      'session_changed:programme',
      'session_changed:programme',
    ])
  })

  it('tells a member their certificate is ready to download', async () => {
    const eventId = await newEvent(new Date('2099-11-01T05:00:00.000Z'), { type: 'course' })
    const attendee = await signedInAs(t.deps, {})
    const ticket = await register(attendee.authorization, eventId)
    const scan = await requestAs(t, staff, 'POST', `/events/${eventId}/check-ins`, {
      ticket_code: ticket.ticket_code,
    })
    expect(scan.status).toBeLessThan(300)
    const cme = (await signedInAs(t.deps, { role: 'cme' })).authorization
    expect((await requestAs(t, cme, 'POST', `/admin/events/${eventId}/certificates`, {})).status).toBe(201)
    const [ready] = await centre(attendee.authorization)
    expect(ready).toMatchObject({
      kind: 'certificate_ready',
      title_en: 'Your certificate for “Fracture fixation workshop” is ready to download',
      link: '/certificates',
    })
    expect(await categoriesOf(attendee.id)).toEqual([
      'registration_confirmed:events',
      'certificate_ready:cpd',
    ])
  })

  it('puts every notification in the member data export', async () => {
    const member = await signedInAs(t.deps, {})
    const eventId = await newEvent(new Date('2099-12-01T05:00:00.000Z'))
    await register(member.authorization, eventId)
    const data = await bodyOf(
      await requestAs(t, member.authorization, 'GET', '/auth/me/data'),
      v.object({ notifications: NotificationListSchema.entries.items }),
    )
    expect(data.notifications.map((n) => n.kind)).toEqual(['registration_confirmed'])
  })
})
