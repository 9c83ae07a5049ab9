import { existsSync } from 'node:fs'
import { join } from 'node:path'
import {
  CertificateListSchema,
  CertificateVerificationSchema,
  EligibleAttendeesSchema,
} from '@contract/certificates'
import { computeEventStatus } from '@contract/event-status'
import { EventListResponseSchema, EventSchema } from '@contract/events'
import { AdminProgrammeSchema, AgendaSchema, ProgrammeSchema } from '@contract/programme'
import {
  CheckInDataSchema,
  CheckInResultSchema,
  MyRegistrationSchema,
  MyTicketsSchema,
} from '@contract/registrations'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../../lib/pdf/poppler'
import { verifyTicket } from '../../lib/tickets'
import { bearerFor, signedInAs } from '../../test-support/auth'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'
import { seedContent } from './content'
import { PAST_SYMPOSIUM, UPCOMING_CONGRESS } from './content-congress'
import { seedCongress } from './congress'
import { seedMembers } from './members'
import { seedStaff } from './staff'

const NOW = new Date('2026-11-23T07:30:00.000Z')

let t: TestApp
let member: string
let cme: string
let admin: string

async function get<T extends v.GenericSchema>(
  schema: T,
  path: string,
  authorization: string | null = null,
): Promise<v.InferOutput<T>> {
  const res = await requestAs(t, authorization, 'GET', path)
  expect(res.status, path).toBe(200)
  return v.parse(schema, await res.json())
}

const userId = async (email: string) =>
  (await t.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id

async function eventTitled(title: string) {
  const list = await get(EventListResponseSchema, `/api/events?limit=100&search=${encodeURIComponent(title)}`)
  const event = list.items.find((e) => e.title_en === title)
  expect(event, title).toBeDefined()
  return v.parse(EventSchema, event)
}

/** The Saudi calendar day of an instant. */
const saudiDay = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10)

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  await seedStaff(t.deps.db, NOW, { dataDir: t.config.dataDir })
  await seedMembers(t.deps.db, NOW, { storage: t.deps.storage })
  await seedContent(t.deps.db, NOW, { storage: t.deps.storage })
  await seedCongress(t.deps.db, NOW)
  member = await bearerFor(t.deps, await userId('member@demo.portal'))
  cme = await bearerFor(t.deps, await userId('cme@demo.portal'))
  admin = await bearerFor(t.deps, await userId('admin@demo.portal'))
}, 120_000)
afterAll(() => t.close())

describe('demo congress seed', () => {
  it('adds a congress open for registration in the portal, with two days of programme in two halls and tracks', async () => {
    const event = await eventTitled(UPCOMING_CONGRESS.title_en)
    expect(event.title_ar).toMatch(/[\u0600-\u06FF]/)
    expect(event.registration_mode).toBe('internal')
    expect(computeEventStatus(event, NOW)).toBe('upcoming')
    expect([event.current_participants, event.max_participants]).toEqual([24, UPCOMING_CONGRESS.capacity])

    const programme = await get(ProgrammeSchema, `/api/events/${event.id}/programme`)
    const sessions = programme.sessions
    expect(sessions).toHaveLength(UPCOMING_CONGRESS.sessions.length)
    const days = new Set(sessions.map((s) => saudiDay(s.starts_at)))
    expect(days.size).toBe(2)
    // Working days: no Friday or Saturday.
    for (const day of days) expect([5, 6]).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay())
    expect(new Set(sessions.map((s) => s.room)).size).toBe(2)
    expect(new Set(sessions.map((s) => s.track).filter(Boolean)).size).toBe(2)
    expect(sessions.filter((s) => s.type === 'keynote')).toHaveLength(1)
    expect(sessions.filter((s) => s.type === 'workshop')).toHaveLength(2)
    // Breaks earn nothing by default; every talk, panel and workshop earns its length.
    const breaks = sessions.filter((s) => s.type === 'break')
    expect(breaks.length).toBeGreaterThanOrEqual(3)
    expect(breaks.every((s) => s.cme_credits === 0)).toBe(true)
    expect(
      sessions.filter((s) => !['break', 'ceremony'].includes(s.type)).every((s) => s.cme_credits >= 1),
    ).toBe(true)
    // Speakers in both languages; the demo members among them show their portraits.
    const speakers = sessions.flatMap((s) => s.speakers)
    expect(
      speakers.every(
        (s) =>
          /[\u0600-\u06FF]/.test(s.name_ar) &&
          /^(Dr|Prof)\. /.test(s.name_en) &&
          s.affiliation_ar &&
          s.affiliation_en,
      ),
    ).toBe(true)
    const photos = speakers.flatMap((s) => s.photo_url ?? [])
    expect(photos.length).toBeGreaterThan(0)
    for (const photo of photos) expect(existsSync(join(t.config.dataDir, photo)), photo).toBe(true)
    // Planned without a room or speaker in two places at once.
    expect(
      (await get(AdminProgrammeSchema, `/api/admin/events/${event.id}/sessions`, admin)).warnings,
    ).toEqual([])
  })

  it('takes registrations in the portal until its deadline', async () => {
    const event = await eventTitled(UPCOMING_CONGRESS.title_en)
    const newcomer = await signedInAs(t.deps, { fullName: 'د. ماجد القرني' })
    const res = await requestAs(t, newcomer.authorization, 'POST', `/api/events/${event.id}/registrations`)
    expect(res.status).toBe(201)
    expect((await eventTitled(UPCOMING_CONGRESS.title_en)).current_participants).toBe(25)
  })

  it('registers the demo member with a ticket that opens the door today, and stars four sessions', async () => {
    const event = await eventTitled(UPCOMING_CONGRESS.title_en)
    const mine = await get(MyRegistrationSchema, `/api/events/${event.id}/registrations/me`, member)
    const ticket = mine.registration?.ticket_code ?? ''
    expect(mine.registration?.status).toBe('registered')
    expect(await verifyTicket(t.deps.db, ticket)).toMatchObject({
      eventId: event.id,
      registrationId: mine.registration?.registration_id,
    })
    expect(mine.registration?.valid_from).toBe(NOW.toISOString().slice(0, 10))
    const tickets = await get(MyTicketsSchema, '/api/members/me/tickets', member)
    expect(tickets.items.map((item) => item.event.id)).toEqual([event.id])

    const agenda = await get(AgendaSchema, `/api/members/me/agenda/${event.id}`, member)
    expect(agenda.session_ids).toHaveLength(4)

    // The door knows every registered member (the seeded 24 and the newcomer above), and admits the demo member's ticket.
    const door = await get(CheckInDataSchema, `/api/events/${event.id}/check-in-data`, cme)
    expect(door.roster).toHaveLength(25)
    const scan = await requestAs(t, cme, 'POST', `/api/events/${event.id}/check-ins`, { ticket_code: ticket })
    expect(scan.status).toBe(200)
    expect(v.parse(CheckInResultSchema, await scan.json())).toMatchObject({
      status: 'checked_in',
      attendee: { full_name: 'د. سارة العتيبي', full_name_en: 'Dr. Sara Al-Otaibi' },
    })
  })

  it('has a past symposium whose checked-in attendees hold the certificates the back office would issue', async () => {
    const event = await eventTitled(PAST_SYMPOSIUM.title_en)
    expect(computeEventStatus(event, NOW)).toBe('completed')
    const eligible = await get(
      EligibleAttendeesSchema,
      `/api/admin/events/${event.id}/certificates/eligible`,
      cme,
    )
    // 15 registered, one never came.
    expect(eligible.items).toHaveLength(14)
    expect(eligible.items.every((item) => item.certificate_code !== null)).toBe(true)

    const mine = await get(CertificateListSchema, '/api/members/me/certificates', member)
    expect(mine.items).toHaveLength(1)
    const certificate = mine.items[0]
    expect(certificate?.event.id).toBe(event.id)
    // The lectures and the panel: 1 + 1 + 1.5 credits, the break none.
    expect(certificate?.credits).toBe(3.5)
    const code = certificate?.code ?? ''
    expect(eligible.items.find((item) => item.certificate_code === code)?.credits).toBe(3.5)
    // Every seeded certificate carries the credits the back office computes for its holder.
    const issued = await t.deps.db
      .selectFrom('cme_certificates')
      .select(['code', 'credit_quarters'])
      .where('event_id', '=', event.id)
      .execute()
    const computed = new Map(eligible.items.map((item) => [item.certificate_code, item.credits]))
    for (const row of issued) expect(row.credit_quarters / 4, row.code).toBe(computed.get(row.code))

    expect(await get(CertificateVerificationSchema, `/api/certificates/${code}`)).toMatchObject({
      valid: true,
      full_name: 'د. سارة العتيبي',
      full_name_en: 'Dr. Sara Al-Otaibi',
      credits: 3.5,
    })
    const pdf = await requestAs(t, null, 'GET', `/api/certificates/${code}/pdf`)
    expect(pdf.status).toBe(200)
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()), 1).replace(/\s+/g, ' ')
    expect(text).toContain('Riyadh Knee and ACL Symposium')
    expect(text).toContain('CME credits: 3.5')
    expect(text).toMatch(/Accreditation number: \d{4}-OR-0388/)
  }, 60_000)

  it('brings the demo to 26 events, 22 of them public', async () => {
    expect(await t.deps.db.selectFrom('events').select('id').execute()).toHaveLength(26)
    expect((await get(EventListResponseSchema, '/api/events?limit=100')).total).toBe(22)
  })
})
