import {
  AccreditationSchema,
  CertificateListSchema,
  EligibleAttendeesSchema,
  CertificateVerificationSchema,
  IssueResultSchema,
} from '@contract/certificates'
import { AdminEventSchema } from '@contract/events'
import { AdminSessionResponseSchema } from '@contract/programme'
import { RegistrationSchema } from '@contract/registrations'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'
import { creditQuarters } from './service'

let t: TestApp
let cme: string
let staff: string
beforeAll(async () => {
  t = await createTestApp()
  cme = (await signedInAs(t.deps, { role: 'cme' })).authorization
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

const at = (hour: number, minute = 0) => new Date(Date.UTC(2099, 9, 1, hour, minute)).toISOString()

describe('credits typed in Arabic-Indic digits', () => {
  it("reads a session's credits and the accreditation's maximum typed with Arabic digits and decimal mark", async () => {
    const created = await call(cme, 'POST', '/events', {
      type: 'conference',
      status: 'published',
      title_ar: 'مؤتمر الكتف',
      title_en: 'Shoulder congress',
      starts_at: at(5),
      ends_at: at(15),
      location: 'Riyadh',
      registration_mode: 'internal',
    })
    const eventId = v.parse(AdminEventSchema, await created.json()).id
    const session = await call(cme, 'POST', `/admin/events/${eventId}/sessions`, {
      title_en: 'Keynote',
      starts_at: at(6),
      ends_at: at(7),
      cme_credits: '١٫٢٥',
    })
    expect(session.status).toBe(201)
    expect(v.parse(AdminSessionResponseSchema, await session.json()).session).toMatchObject({
      cme_credits: 1.25,
      credits_set: true,
    })
    const accreditation = await call(cme, 'PUT', `/admin/events/${eventId}/accreditation`, {
      body: 'SCFHS',
      number: '2099-7',
      max_credits: '٤٫٥',
    })
    expect(accreditation.status).toBe(200)
    expect(v.parse(AccreditationSchema, await accreditation.json()).max_credits).toBe(4.5)
    // A maximum past the quarter steps is refused, whatever its digits.
    const offStep = await call(cme, 'PUT', `/admin/events/${eventId}/accreditation`, {
      body: 'SCFHS',
      number: '2099-7',
      max_credits: '٤٫٣',
    })
    expect(offStep.status).toBe(422)
  })
})

describe('credits of attended sessions', () => {
  const s = (from: number, to: number, credits: number) => ({
    starts_at: at(from),
    ends_at: at(to),
    cme_credits: credits,
  })
  it('counts parallel sessions once, by the richest of each overlapping block', () => {
    expect(creditQuarters([])).toBe(0)
    expect(creditQuarters([s(6, 7, 1), s(8, 9, 1)])).toBe(8)
    // 6–8 and 7–9 overlap (one block, best 2); 9–10 touches but does not overlap.
    expect(creditQuarters([s(7, 9, 1.5), s(6, 8, 2), s(9, 10, 0.75)])).toBe(11)
    // A chain: 6–8, 7.5–9, 8.5–10 form one block.
    expect(
      creditQuarters([
        s(6, 8, 1),
        { starts_at: at(7, 30), ends_at: at(9), cme_credits: 1.25 },
        { starts_at: at(8, 30), ends_at: at(10), cme_credits: 1 },
      ]),
    ).toBe(5)
  })
})

describe('CME certificates', () => {
  it('issues to checked-in attendees with credits from the halls they attended, capped by the accreditation; anyone verifies; a revoked one is invalid', async () => {
    const created = await call(cme, 'POST', '/events', {
      type: 'conference',
      status: 'published',
      title_ar: 'مؤتمر العمود الفقري',
      title_en: 'Spine congress',
      starts_at: at(5),
      ends_at: at(15),
      location: 'Dammam',
      registration_mode: 'internal',
    })
    const eventId = v.parse(AdminEventSchema, await created.json()).id
    const session = async (from: number, to: number, room: string) =>
      v.parse(
        AdminSessionResponseSchema,
        await (
          await call(cme, 'POST', `/admin/events/${eventId}/sessions`, {
            title_en: `${room} ${from}`,
            starts_at: at(from),
            ends_at: at(to),
            room,
          })
        ).json(),
      ).session.id
    const hallA = await session(6, 8, 'A') // 2 credits
    const hallB = await session(6, 7, 'B') // parallel to A: 1 credit
    await session(9, 12, 'A') // 3 credits

    const accreditation = await call(cme, 'PUT', `/admin/events/${eventId}/accreditation`, {
      body: 'SCFHS',
      number: '2099-123',
      accredited_on: '2099-09-01',
      max_credits: 4.5,
    })
    expect(v.parse(AccreditationSchema, await accreditation.json())).toMatchObject({
      body: 'SCFHS',
      max_credits: 4.5,
      accredited_on: '2099-09-01',
    })

    const register = async (fullName: string) => {
      const who = await signedInAs(t.deps, { fullName })
      const ticket = v.parse(
        RegistrationSchema,
        await (await call(who.authorization, 'POST', `/events/${eventId}/registrations`)).json(),
      )
      return { ...who, ticket }
    }
    const halls = await register('د. ريم الزهراني')
    const doorOnly = await register('Dr Faisal')
    const absent = await register('Absent')
    const scan = (ticket: string, sessionId?: number) =>
      call(staff, 'POST', `/events/${eventId}/check-ins`, {
        ticket_code: ticket,
        ...(sessionId ? { session_id: sessionId } : {}),
      })
    await scan(halls.ticket.ticket_code)
    await scan(halls.ticket.ticket_code, hallA)
    await scan(halls.ticket.ticket_code, hallB)
    await scan(doorOnly.ticket.ticket_code)

    // The CME office sees who may receive one and what each would earn before issuing.
    const eligible = v.parse(
      EligibleAttendeesSchema,
      await (await call(cme, 'GET', `/admin/events/${eventId}/certificates/eligible`)).json(),
    )
    expect(
      eligible.items.map(({ full_name, full_name_ar, full_name_en, credits, certificate_code }) => ({
        full_name,
        full_name_ar,
        full_name_en,
        credits,
        certificate_code,
      })),
    ).toEqual([
      {
        full_name: 'د. ريم الزهراني',
        full_name_ar: 'د. ريم الزهراني',
        full_name_en: '',
        credits: 2,
        certificate_code: null,
      },
      {
        full_name: 'Dr Faisal',
        full_name_ar: '',
        full_name_en: 'Dr Faisal',
        credits: 4.5,
        certificate_code: null,
      },
    ])
    expect((await call(staff, 'GET', `/admin/events/${eventId}/certificates/eligible`)).status).toBe(403)

    // Naming someone never checked in refuses the whole request.
    const refused = await call(cme, 'POST', `/admin/events/${eventId}/certificates`, {
      registration_ids: [halls.ticket.registration_id, absent.ticket.registration_id],
    })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({
      code: 'notCheckedIn',
      detail: [{ loc: ['body', 'registration_ids', 1] }],
    })
    expect(
      v.parse(
        CertificateListSchema,
        await (await call(cme, 'GET', `/admin/events/${eventId}/certificates`)).json(),
      ).items,
    ).toEqual([])

    const issued = await call(cme, 'POST', `/admin/events/${eventId}/certificates`, {})
    expect(issued.status).toBe(201)
    const result = v.parse(IssueResultSchema, await issued.json())
    const credits = Object.fromEntries(result.issued.map((c) => [c.full_name, c.credits]))
    // Halls A and B in parallel count once (2); the door alone earns the programme (2 + 3 = 5), capped at 4.5.
    expect(credits).toEqual({ 'د. ريم الزهراني': 2, 'Dr Faisal': 4.5 })
    const again = v.parse(
      IssueResultSchema,
      await (await call(cme, 'POST', `/admin/events/${eventId}/certificates`, {})).json(),
    )
    expect(again).toMatchObject({ issued: [], already_issued: 2 })
    const holders = v.parse(
      EligibleAttendeesSchema,
      await (await call(cme, 'GET', `/admin/events/${eventId}/certificates/eligible`)).json(),
    )
    expect(holders.items.map((item) => item.certificate_code)).toEqual(result.issued.map((c) => c.code))

    const mine = v.parse(
      CertificateListSchema,
      await (await call(halls.authorization, 'GET', '/members/me/certificates')).json(),
    )
    expect(mine.items).toHaveLength(1)
    const code = mine.items[0]?.code ?? ''
    const verified = v.parse(
      CertificateVerificationSchema,
      await (await call(null, 'GET', `/certificates/${code.toLowerCase()}`)).json(),
    )
    expect(verified).toMatchObject({
      valid: true,
      full_name: 'د. ريم الزهراني',
      credits: 2,
      event: { id: eventId, title_en: 'Spine congress' },
      accreditation: { body: 'SCFHS', number: '2099-123' },
    })

    expect((await call(halls.authorization, 'POST', `/admin/certificates/${code}/revoke`)).status).toBe(403)
    expect((await call(cme, 'POST', `/admin/certificates/${code}/revoke`)).status).toBe(200)
    const twice = await call(cme, 'POST', `/admin/certificates/${code}/revoke`)
    expect(twice.status).toBe(409)
    expect(await twice.json()).toMatchObject({ code: 'certificateAlreadyRevoked' })
    const revoked = v.parse(
      CertificateVerificationSchema,
      await (await call(null, 'GET', `/certificates/${code}`)).json(),
    )
    expect(revoked.valid).toBe(false)
    expect(revoked.revoked_at).not.toBeNull()
  })

  it('answers 404 for an unknown code and 422 for one that cannot be a code', async () => {
    const unknown = await call(null, 'GET', '/certificates/0000-0000-0000')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'certificateNotFound' })
    expect((await call(null, 'GET', '/certificates/not-a-code')).status).toBe(422)
    expect((await call(null, 'GET', '/members/me/certificates')).status).toBe(401)
    expect((await call(staff, 'POST', '/admin/events/1/certificates', {})).status).toBe(403)
  })
})
