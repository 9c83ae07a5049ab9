import { AdminEventSchema, EventSchema } from '@contract/events'
import {
  AttendeeListSchema,
  MyRegistrationSchema,
  MyTicketsSchema,
  RegistrationSchema,
  WaitlistEntrySchema,
} from '@contract/registrations'
import { decodeTicket, TICKET_CODE_LENGTH } from '@contract/ticket-code'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorizationsFor, signedInAs } from '../../test-support/auth'
import { readOutbox } from '../../test-support/mail'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let superadmin: string
let staff: string
beforeAll(async () => {
  t = await createTestApp()
  ;({ superadmin, staff } = await authorizationsFor(t.deps, ['superadmin', 'staff']))
})
afterAll(() => t.close())

const call = (
  authorization: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => requestAs(t, authorization, method, path, body, headers)

const workshop = {
  type: 'workshop',
  status: 'published',
  title_ar: 'ورشة تثبيت الكسور',
  title_en: 'Fracture fixation workshop',
  starts_at: '2099-06-01T06:00:00.000Z',
  ends_at: '2099-06-02T14:00:00.000Z',
  location: 'Jeddah',
  registration_mode: 'internal',
}

async function newEvent(over: Record<string, unknown> = {}): Promise<number> {
  const res = await call(superadmin, 'POST', '/events', { ...workshop, ...over })
  expect(res.status).toBe(201)
  return v.parse(AdminEventSchema, await res.json()).id
}

const member = async (fullName = 'Dr Huda Alqahtani') => signedInAs(t.deps, { fullName })
const mailsTo = (email: string) =>
  readOutbox(t.config.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(check()).toBe(true)
}

describe('registration in the portal', () => {
  it('registers with one tap: 201 with a signed ticket, then 200 with the same ticket; the count is real and an e-mail carries the ticket', async () => {
    const eventId = await newEvent({ capacity: 10 })
    const huda = await member()
    const first = await call(huda.authorization, 'POST', `/events/${eventId}/registrations`)
    expect(first.status).toBe(201)
    const ticket = v.parse(RegistrationSchema, await first.json())
    expect(ticket.ticket_code).toHaveLength(TICKET_CODE_LENGTH)
    expect(decodeTicket(ticket.ticket_code)).toMatchObject({
      registrationId: ticket.registration_id,
      eventId,
    })
    // No personal data in the code: the e-mail address and name are not in its bytes.
    expect(Buffer.from(ticket.ticket_code, 'base64url').toString('latin1')).not.toContain('Huda')
    expect(ticket).toMatchObject({ status: 'registered', valid_until: '2099-06-03' })

    const again = await call(huda.authorization, 'POST', `/events/${eventId}/registrations`)
    expect(again.status).toBe(200)
    expect(v.parse(RegistrationSchema, await again.json()).ticket_code).toBe(ticket.ticket_code)

    const publicEvent = v.parse(EventSchema, await (await call(null, 'GET', `/events/${eventId}`)).json())
    expect(publicEvent).toMatchObject({
      registration_mode: 'internal',
      current_participants: 1,
      max_participants: 10,
    })
    const mine = v.parse(
      MyRegistrationSchema,
      await (await call(huda.authorization, 'GET', `/events/${eventId}/registrations/me`)).json(),
    )
    expect(mine.registration?.ticket_code).toBe(ticket.ticket_code)
    await eventually(() => mailsTo(huda.email).some((m) => m.body.includes(ticket.ticket_code)))
    // The member's data export lists the registration.
    const exported = (await (await call(huda.authorization, 'GET', '/auth/me/data')).json()) as {
      registrations: { event_id: number; status: string }[]
    } // the export's JSON, checked by the assertion
    expect(exported.registrations).toEqual([
      expect.objectContaining({ event_id: eventId, status: 'registered' }),
    ])
  })

  it('takes one seat for concurrent taps and a replayed request', async () => {
    const eventId = await newEvent({ capacity: 5 })
    const member1 = await member()
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(member1.authorization, 'POST', `/events/${eventId}/registrations`)),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201])
    const key = { 'Idempotency-Key': 'register-replay-1' }
    const member2 = await member()
    const a = await call(member2.authorization, 'POST', `/events/${eventId}/registrations`, undefined, key)
    const b = await call(member2.authorization, 'POST', `/events/${eventId}/registrations`, undefined, key)
    expect([a.status, b.status]).toEqual([201, 201])
    expect(b.headers.get('idempotent-replayed')).toBe('true')
    const list = v.parse(
      AttendeeListSchema,
      await (await call(staff, 'GET', `/admin/events/${eventId}/registrations`)).json(),
    )
    expect(list.items).toHaveLength(2)
    // The body is JSON the server wrote for this route; the assertions below check the fields read.
    const event = v.parse(
      AdminEventSchema,
      ((await (await call(superadmin, 'GET', '/admin/events')).json()) as { items: unknown[] }).items.find(
        (e) => (e as { id: number }).id === eventId,
      ),
    )
    expect(event.registration_count).toBe(2)
  })

  it('refuses a full event with eventFull, offers the waiting list, and promotes in order when a seat frees, with an e-mail', async () => {
    const eventId = await newEvent({ capacity: 1 })
    const seated = await member('Seated')
    const second = await member('Second')
    const third = await member('Third')
    expect((await call(seated.authorization, 'POST', `/events/${eventId}/registrations`)).status).toBe(201)

    const full = await call(second.authorization, 'POST', `/events/${eventId}/registrations`)
    expect(full.status).toBe(409)
    expect(await full.json()).toMatchObject({ code: 'eventFull' })
    const joined = await call(second.authorization, 'POST', `/events/${eventId}/waitlist`)
    expect(joined.status).toBe(201)
    expect(v.parse(WaitlistEntrySchema, await joined.json()).position).toBe(1)
    expect((await call(second.authorization, 'POST', `/events/${eventId}/waitlist`)).status).toBe(200)
    expect(
      v.parse(
        WaitlistEntrySchema,
        await (await call(third.authorization, 'POST', `/events/${eventId}/waitlist`)).json(),
      ).position,
    ).toBe(2)
    expect((await call(seated.authorization, 'POST', `/events/${eventId}/waitlist`)).status).toBe(409)

    expect((await call(seated.authorization, 'DELETE', `/events/${eventId}/registrations/me`)).status).toBe(
      200,
    )
    const promoted = v.parse(
      MyRegistrationSchema,
      await (await call(second.authorization, 'GET', `/events/${eventId}/registrations/me`)).json(),
    )
    expect(promoted.registration?.status).toBe('registered')
    expect(promoted.waitlist_position).toBeNull()
    const still = v.parse(
      MyRegistrationSchema,
      await (await call(third.authorization, 'GET', `/events/${eventId}/registrations/me`)).json(),
    )
    expect(still).toMatchObject({ registration: null, waitlist_position: 1 })
    await eventually(() => mailsTo(second.email).some((m) => m.body.includes('You now have a seat')))

    const list = v.parse(
      AttendeeListSchema,
      await (await call(staff, 'GET', `/admin/events/${eventId}/registrations`)).json(),
    )
    expect(list.items.map((i) => [i.full_name, i.status])).toEqual([
      ['Seated', 'cancelled'],
      ['Second', 'registered'],
    ])
    expect(list.waitlist.map((w) => w.full_name)).toEqual(['Third'])
    // Leaving the waiting list, then nothing left to cancel.
    expect((await call(third.authorization, 'DELETE', `/events/${eventId}/registrations/me`)).status).toBe(
      200,
    )
    const none = await call(third.authorization, 'DELETE', `/events/${eventId}/registrations/me`)
    expect(none.status).toBe(404)
    expect(await none.json()).toMatchObject({ code: 'notRegistered' })
  })

  it('names attendees and the waiting list in both languages', async () => {
    const eventId = await newEvent({ capacity: 1 })
    const sara = await member('سارة العتيبي')
    const omar = await member('Omar Alharbi')
    await t.deps.db
      .updateTable('users')
      .set({ full_name_ar: 'سارة العتيبي', full_name_en: 'Sara Alotaibi' })
      .where('id', '=', sara.id)
      .execute()
    await t.deps.db
      .updateTable('users')
      .set({ full_name_ar: '', full_name_en: 'Omar Alharbi' })
      .where('id', '=', omar.id)
      .execute()
    expect((await call(sara.authorization, 'POST', `/events/${eventId}/registrations`)).status).toBe(201)
    expect((await call(omar.authorization, 'POST', `/events/${eventId}/waitlist`)).status).toBe(201)
    const list = v.parse(
      AttendeeListSchema,
      await (await call(staff, 'GET', `/admin/events/${eventId}/registrations`)).json(),
    )
    expect(
      list.items.map(({ full_name, full_name_ar, full_name_en }) => ({
        full_name,
        full_name_ar,
        full_name_en,
      })),
    ).toEqual([{ full_name: 'سارة العتيبي', full_name_ar: 'سارة العتيبي', full_name_en: 'Sara Alotaibi' }])
    expect(
      list.waitlist.map(({ full_name, full_name_ar, full_name_en }) => ({
        full_name,
        full_name_ar,
        full_name_en,
      })),
    ).toEqual([{ full_name: 'Omar Alharbi', full_name_ar: '', full_name_en: 'Omar Alharbi' }])
  })

  it('refuses closed, external and unknown events, and seats are not taken by a refusal', async () => {
    const someone = await member()
    const closed = await newEvent({ registration_deadline: '2000-01-01T00:00:00.000Z', capacity: 3 })
    const res = await call(someone.authorization, 'POST', `/events/${closed}/registrations`)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'registrationClosed' })
    const external = await newEvent({
      registration_mode: 'external',
      registration_link: 'https://example.org/r',
    })
    expect(
      await (await call(someone.authorization, 'POST', `/events/${external}/registrations`)).json(),
    ).toMatchObject({ code: 'registrationNotOffered' })
    expect((await call(someone.authorization, 'POST', '/events/999999/registrations')).status).toBe(404)
    const draft = await newEvent({ status: 'draft' })
    expect((await call(someone.authorization, 'POST', `/events/${draft}/registrations`)).status).toBe(404)
    expect((await call(null, 'POST', `/events/${closed}/registrations`)).status).toBe(401)
    const free = await newEvent({ capacity: 3 })
    expect(
      await (await call(someone.authorization, 'POST', `/events/${free}/waitlist`)).json(),
    ).toMatchObject({ code: 'seatsAvailable' })
    const list = v.parse(
      AttendeeListSchema,
      await (await call(staff, 'GET', `/admin/events/${closed}/registrations`)).json(),
    )
    expect(list.items).toEqual([])
  })

  it('shows attendee lists to door staff and the back office only', async () => {
    const eventId = await newEvent()
    expect(
      (await call((await member()).authorization, 'GET', `/admin/events/${eventId}/registrations`)).status,
    ).toBe(403)
    expect(
      (
        await call(
          (await signedInAs(t.deps, { role: 'editor' })).authorization,
          'GET',
          `/admin/events/${eventId}/registrations`,
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await call(
          (await signedInAs(t.deps, { role: 'cme' })).authorization,
          'GET',
          `/admin/events/${eventId}/registrations`,
        )
      ).status,
    ).toBe(200)
  })

  it("lists the member's live tickets whose door is still open, soonest event first, and only to the member", async () => {
    const later = await newEvent({
      title_en: 'Annual congress',
      starts_at: '2099-09-01T06:00:00.000Z',
      ends_at: '2099-09-03T14:00:00.000Z',
    })
    const sooner = await newEvent({
      title_en: 'Spine course',
      starts_at: '2099-05-01T06:00:00.000Z',
      ends_at: '2099-05-01T14:00:00.000Z',
    })
    const cancelled = await newEvent()
    const over = await newEvent()
    const reem = await member('Dr Reem Alharbi')
    for (const id of [later, sooner, cancelled, over])
      expect((await call(reem.authorization, 'POST', `/events/${id}/registrations`)).status).toBe(201)
    expect((await call(reem.authorization, 'DELETE', `/events/${cancelled}/registrations/me`)).status).toBe(
      200,
    )
    // An event moved into the past: its ticket no longer opens a door, so it leaves the list.
    const moved = await call(superadmin, 'PUT', `/events/${over}`, {
      ...workshop,
      starts_at: '2001-01-01T06:00:00.000Z',
      ends_at: '2001-01-01T14:00:00.000Z',
      registration_deadline: null,
    })
    expect(moved.status).toBe(200)

    const res = await call(reem.authorization, 'GET', '/members/me/tickets')
    expect(res.status).toBe(200)
    const tickets = v.parse(MyTicketsSchema, await res.json())
    expect(tickets.items.map((item) => item.event.id)).toEqual([sooner, later])
    expect(tickets.items[0]).toMatchObject({
      event: { title_en: 'Spine course', location: 'Jeddah' },
      registration: { status: 'registered', event_id: sooner, valid_until: '2099-05-02' },
    })
    const mine = v.parse(
      MyRegistrationSchema,
      await (await call(reem.authorization, 'GET', `/events/${later}/registrations/me`)).json(),
    )
    expect(tickets.items[1]?.registration.ticket_code).toBe(mine.registration?.ticket_code)

    expect(
      v.parse(
        MyTicketsSchema,
        await (await call((await member()).authorization, 'GET', '/members/me/tickets')).json(),
      ).items,
    ).toEqual([])
    expect((await call(null, 'GET', '/members/me/tickets')).status).toBe(401)
  })
})
