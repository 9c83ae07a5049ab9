import { createPublicKey, verify } from 'node:crypto'
import { AdminEventSchema } from '@contract/events'
import { AdminSessionResponseSchema } from '@contract/programme'
import {
  AttendeeListSchema,
  CheckInDataSchema,
  CheckInResultSchema,
  RegistrationSchema,
} from '@contract/registrations'
import { decodeTicket, encodeFacts, fromBase64Url, ticketCode } from '@contract/ticket-code'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

let t: TestApp
let superadmin: string
let staff: string
beforeAll(async () => {
  t = await createTestApp()
  superadmin = (await signedInAs(t.deps, { role: 'superadmin' })).authorization
  staff = (await signedInAs(t.deps, { role: 'staff' })).authorization
})
afterAll(() => t.close())

const call = (authorization: string | null, method: string, path: string, body?: unknown) => {
  const auth: Record<string, string> = authorization ? { Authorization: authorization } : {}
  return t.app.request(
    `/api${path}`,
    body === undefined ? { method, headers: auth } : jsonRequest(method, body, auth),
  )
}

const congress = {
  type: 'conference',
  status: 'published',
  title_ar: 'المؤتمر السنوي',
  title_en: 'Annual congress',
  starts_at: '2099-09-01T05:00:00.000Z',
  ends_at: '2099-09-02T15:00:00.000Z',
  location: 'Riyadh',
  registration_mode: 'internal',
  capacity: 100,
}

async function newEvent(): Promise<number> {
  const res = await call(superadmin, 'POST', '/events', congress)
  return v.parse(AdminEventSchema, await res.json()).id
}

async function registered(eventId: number, fullName: string) {
  const who = await signedInAs(t.deps, { fullName })
  const res = await call(who.authorization, 'POST', `/events/${eventId}/registrations`)
  expect(res.status).toBe(201)
  return { ...who, ticket: v.parse(RegistrationSchema, await res.json()) }
}

const scan = (eventId: number, body: Record<string, unknown>, as = staff) =>
  call(as, 'POST', `/events/${eventId}/check-ins`, body)

describe('check-in at the door', () => {
  it('admits a ticket once, answers already_checked_in after, and replays a scan exactly once', async () => {
    const eventId = await newEvent()
    const huda = await registered(eventId, 'د. هدى القحطاني')
    const first = await scan(eventId, {
      ticket_code: huda.ticket.ticket_code,
      client_id: 'scan-000001',
      device_id: 'gate-a-0001',
    })
    expect(first.status).toBe(200)
    const admitted = v.parse(CheckInResultSchema, await first.json())
    expect(admitted).toMatchObject({
      status: 'checked_in',
      attendee: { full_name: 'د. هدى القحطاني' },
      flagged: false,
      session_id: null,
    })

    const replay = v.parse(
      CheckInResultSchema,
      await (
        await scan(eventId, {
          ticket_code: huda.ticket.ticket_code,
          client_id: 'scan-000001',
          device_id: 'gate-a-0001',
        })
      ).json(),
    )
    expect(replay).toEqual(admitted)
    const again = v.parse(
      CheckInResultSchema,
      await (
        await scan(eventId, {
          ticket_code: huda.ticket.ticket_code,
          client_id: 'scan-000002',
          device_id: 'gate-a-0001',
        })
      ).json(),
    )
    expect(again).toMatchObject({
      status: 'already_checked_in',
      checked_in_at: admitted.checked_in_at,
      flagged: false,
    })

    const list = v.parse(
      AttendeeListSchema,
      await (await call(staff, 'GET', `/admin/events/${eventId}/registrations`)).json(),
    )
    expect(list.items[0]?.checked_in_at).toBe(admitted.checked_in_at)
    const data = v.parse(
      CheckInDataSchema,
      await (await call(staff, 'GET', `/events/${eventId}/check-in-data`)).json(),
    )
    // Two scans recorded (the replay added none).
    expect(data.check_ins).toHaveLength(2)
  })

  it('takes offline scans as facts: the earlier scan admits, and a second device admitting the same ticket is flagged', async () => {
    const eventId = await newEvent()
    const sami = await registered(eventId, 'Dr Sami')
    // Gate B synced first, but gate A scanned earlier while both were offline.
    const b = v.parse(
      CheckInResultSchema,
      await (
        await scan(eventId, {
          ticket_code: sami.ticket.ticket_code,
          client_id: 'scan-b-000001',
          device_id: 'gate-b-0001',
          scanned_at: '2099-09-01T05:10:00.000Z',
        })
      ).json(),
    )
    expect(b).toMatchObject({ status: 'checked_in', flagged: false })
    const a = v.parse(
      CheckInResultSchema,
      await (
        await scan(eventId, {
          ticket_code: sami.ticket.ticket_code,
          client_id: 'scan-a-000001',
          device_id: 'gate-a-0001',
          scanned_at: '2099-09-01T05:05:00.000Z',
        })
      ).json(),
    )
    expect(a).toMatchObject({
      status: 'checked_in',
      checked_in_at: '2099-09-01T05:05:00.000Z',
      flagged: true,
    })
    const data = v.parse(
      CheckInDataSchema,
      await (await call(staff, 'GET', `/events/${eventId}/check-in-data`)).json(),
    )
    expect(data.check_ins.filter((c) => c.flagged)).toHaveLength(1)
  })

  it('refuses forged, altered, foreign and cancelled tickets, and members', async () => {
    const eventId = await newEvent()
    const otherEvent = await newEvent()
    const nora = await registered(eventId, 'Nora')
    const foreign = await registered(otherEvent, 'Elsewhere')
    const notFound = async (code: string) => {
      const res = await scan(eventId, { ticket_code: code })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ code: 'ticketNotFound' })
    }
    await notFound(foreign.ticket.ticket_code)
    await notFound('not-a-ticket')
    // Same facts for another registration, signature kept: the signature no longer matches.
    const decoded = decodeTicket(nora.ticket.ticket_code)
    if (!decoded) throw new Error('the ticket did not decode')
    await notFound(
      ticketCode(encodeFacts({ ...decoded, registrationId: decoded.registrationId + 1 }), decoded.signature),
    )
    await notFound(ticketCode(decoded.facts, new Uint8Array(64)))

    const member = await signedInAs(t.deps)
    expect((await scan(eventId, { ticket_code: nora.ticket.ticket_code }, member.authorization)).status).toBe(
      403,
    )
    expect((await call(member.authorization, 'GET', `/events/${eventId}/check-in-data`)).status).toBe(403)

    expect((await call(nora.authorization, 'DELETE', `/events/${eventId}/registrations/me`)).status).toBe(200)
    const revoked = await scan(eventId, { ticket_code: nora.ticket.ticket_code })
    expect(revoked.status).toBe(409)
    expect(await revoked.json()).toMatchObject({ code: 'ticketRevoked' })
    expect((await scan(eventId, { ticket_code: nora.ticket.ticket_code, client_id: 'bad id!' })).status).toBe(
      422,
    )
    // None of the refusals recorded a scan.
    const data = v.parse(
      CheckInDataSchema,
      await (await call(staff, 'GET', `/events/${eventId}/check-in-data`)).json(),
    )
    expect(data.check_ins).toEqual([])
  })

  it('checks in by registration id (found by name, no ticket) as the same scan, and refuses one of another event or both ways at once', async () => {
    const eventId = await newEvent()
    const other = await newEvent()
    const nadia = await registered(eventId, 'د. نادية الشهري')
    const stranger = await registered(other, 'Dr. Elsewhere')
    const byName = await scan(eventId, {
      registration_id: nadia.ticket.registration_id,
      client_id: 'by-name-0001',
    })
    expect(byName.status).toBe(200)
    expect(v.parse(CheckInResultSchema, await byName.json())).toMatchObject({
      status: 'checked_in',
      attendee: { full_name: 'د. نادية الشهري' },
    })
    const ticketAfter = v.parse(
      CheckInResultSchema,
      await (await scan(eventId, { ticket_code: nadia.ticket.ticket_code })).json(),
    )
    expect(ticketAfter.status).toBe('already_checked_in')
    const foreign = await scan(eventId, { registration_id: stranger.ticket.registration_id })
    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toMatchObject({ code: 'ticketNotFound' })
    expect((await scan(eventId, {})).status).toBe(422)
    expect(
      (
        await scan(eventId, {
          ticket_code: nadia.ticket.ticket_code,
          registration_id: nadia.ticket.registration_id,
        })
      ).status,
    ).toBe(422)
  })

  it('counts attendance per session hall separately from the door', async () => {
    const eventId = await newEvent()
    const res = await call(superadmin, 'POST', `/admin/events/${eventId}/sessions`, {
      title_en: 'Keynote',
      starts_at: '2099-09-01T06:00:00.000Z',
      ends_at: '2099-09-01T07:00:00.000Z',
    })
    const sessionId = v.parse(AdminSessionResponseSchema, await res.json()).session.id
    const ali = await registered(eventId, 'Ali')
    expect(
      v.parse(
        CheckInResultSchema,
        await (await scan(eventId, { ticket_code: ali.ticket.ticket_code })).json(),
      ).status,
    ).toBe('checked_in')
    const hall = v.parse(
      CheckInResultSchema,
      await (await scan(eventId, { ticket_code: ali.ticket.ticket_code, session_id: sessionId })).json(),
    )
    expect(hall).toMatchObject({ status: 'checked_in', session_id: sessionId })
    expect((await scan(eventId, { ticket_code: ali.ticket.ticket_code, session_id: 999999 })).status).toBe(
      404,
    )
  })
})

describe('check-in data', () => {
  it('gives a door the public key to verify tickets offline, names only, and only changes after `since`', async () => {
    const eventId = await newEvent()
    const one = await registered(eventId, 'One')
    const full = v.parse(
      CheckInDataSchema,
      await (await call(staff, 'GET', `/events/${eventId}/check-in-data`)).json(),
    )
    expect(full.roster).toEqual([
      {
        registration_id: one.ticket.registration_id,
        full_name: 'One',
        full_name_ar: '',
        full_name_en: 'One',
        status: 'registered',
      },
    ])
    expect(JSON.stringify(full)).not.toContain(one.email)

    // The door's own check: the published key verifies the ticket's signature.
    const ticket = decodeTicket(one.ticket.ticket_code)
    const key = full.keys.find((k) => k.kid === ticket?.keyId)
    const raw = key ? fromBase64Url(key.public_key) : undefined
    if (!ticket || !raw) throw new Error('no key for the ticket')
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(raw)])
    expect(
      verify(
        null,
        ticket.facts,
        createPublicKey({ key: spki, format: 'der', type: 'spki' }),
        ticket.signature,
      ),
    ).toBe(true)

    t.setNow(new Date(t.deps.now().getTime() + 60_000))
    const two = await registered(eventId, 'Two')
    await scan(eventId, { ticket_code: two.ticket.ticket_code })
    const delta = v.parse(
      CheckInDataSchema,
      await (
        await call(
          staff,
          'GET',
          `/events/${eventId}/check-in-data?since=${encodeURIComponent(t.deps.now().toISOString())}`,
        )
      ).json(),
    )
    expect(delta.roster.map((r) => r.full_name)).toEqual(['Two'])
    expect(delta.check_ins.map((c) => c.registration_id)).toEqual([two.ticket.registration_id])
    expect((await call(staff, 'GET', `/events/${eventId}/check-in-data?since=yesterday`)).status).toBe(422)
  })
})
