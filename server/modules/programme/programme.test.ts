import { AdminEventSchema } from '@contract/events'
import {
  AdminProgrammeSchema,
  AdminSessionResponseSchema,
  AgendaSchema,
  ProgrammeSchema,
  type SessionWrite,
} from '@contract/programme'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorizationsFor, signedInAs } from '../../test-support/auth'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let superadmin: string
let admin: string
let cme: string
let member: string
beforeAll(async () => {
  t = await createTestApp()
  ;({ superadmin, admin, cme, member } = await authorizationsFor(t.deps, [
    'superadmin',
    'admin',
    'cme',
    'member',
  ]))
})
afterAll(() => t.close())

const call = (
  authorization: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => requestAs(t, authorization, method, path, body, headers)

const congress = {
  type: 'conference',
  title_ar: 'المؤتمر السنوي لجراحة العظام',
  title_en: 'Annual Orthopaedic Congress',
  starts_at: '2099-05-10T05:00:00.000Z',
  ends_at: '2099-05-11T15:00:00.000Z',
  location: 'Riyadh',
}

async function newEvent(status: 'draft' | 'published' = 'draft'): Promise<number> {
  const res = await call(superadmin, 'POST', '/events', { ...congress, status })
  expect(res.status).toBe(201)
  return v.parse(AdminEventSchema, await res.json()).id
}

const session = (over: Partial<SessionWrite> = {}): SessionWrite => ({
  title_ar: 'الركبة الصناعية: ما الجديد؟',
  title_en: 'Knee arthroplasty: what is new?',
  starts_at: '2099-05-10T06:00:00.000Z',
  ends_at: '2099-05-10T07:30:00.000Z',
  room: 'Hall A',
  track: 'Arthroplasty',
  type: 'lecture',
  speakers: [
    {
      name_ar: 'د. سارة العتيبي',
      name_en: 'Dr Sarah Alotaibi',
      affiliation_en: 'King Saud University',
      affiliation_ar: 'جامعة الملك سعود',
    },
  ],
  ...over,
})

async function addSession(eventId: number, over: Partial<SessionWrite> = {}, as = superadmin) {
  const res = await call(as, 'POST', `/admin/events/${eventId}/sessions`, session(over))
  expect(res.status).toBe(201)
  return v.parse(AdminSessionResponseSchema, await res.json())
}

describe('event programme', () => {
  it("keeps a draft event's programme in the back office and shows it once published, ordered by start then room", async () => {
    const eventId = await newEvent()
    await addSession(eventId, {
      title_en: 'Second',
      starts_at: '2099-05-10T08:00:00.000Z',
      ends_at: '2099-05-10T09:00:00.000Z',
      room: 'Hall B',
    })
    await addSession(eventId, { title_en: 'First B', room: 'Hall B', speakers: [] })
    await addSession(eventId, { title_en: 'First A', room: 'Hall A', speakers: [] })

    expect((await call(null, 'GET', `/events/${eventId}/programme`)).status).toBe(404)
    const draft = v.parse(
      AdminProgrammeSchema,
      await (await call(cme, 'GET', `/admin/events/${eventId}/sessions`)).json(),
    )
    expect(draft.sessions.map((s) => s.title_en)).toEqual(['First A', 'First B', 'Second'])

    expect(
      (await call(superadmin, 'PUT', `/events/${eventId}`, { ...congress, status: 'published' })).status,
    ).toBe(200)
    const res = await call(null, 'GET', `/events/${eventId}/programme`)
    expect(res.status).toBe(200)
    const programme = v.parse(ProgrammeSchema, await res.json())
    expect(programme.event_id).toBe(eventId)
    expect(programme.sessions.map((s) => s.title_en)).toEqual(['First A', 'First B', 'Second'])
    expect(programme.sessions[2]?.speakers[0]).toEqual({
      name_ar: 'د. سارة العتيبي',
      name_en: 'Dr Sarah Alotaibi',
      affiliation_ar: 'جامعة الملك سعود',
      affiliation_en: 'King Saud University',
      photo_url: null,
    })
    // The public reading carries no back-office fields.
    expect(Object.keys(programme.sessions[0] ?? {})).not.toContain('credits_set')
  })

  it('answers an ETag, 304 while nothing changed, and a new ETag and time after a removal', async () => {
    const eventId = await newEvent('published')
    const added = await addSession(eventId)
    await addSession(eventId, { title_en: 'Other', room: 'Hall C', speakers: [] })
    const first = await call(null, 'GET', `/events/${eventId}/programme`)
    const tag = first.headers.get('etag')
    expect(tag).toBeTruthy()
    const before = v.parse(ProgrammeSchema, await first.json())
    // An ETag header exists (checked above); the header value type is string | null.
    const again = await call(null, 'GET', `/events/${eventId}/programme`, undefined, {
      'If-None-Match': tag ?? '',
    })
    expect(again.status).toBe(304)

    t.setNow(new Date(t.deps.now().getTime() + 60_000))
    expect(
      (await call(admin, 'DELETE', `/admin/events/${eventId}/sessions/${added.session.id}`)).status,
    ).toBe(200)
    const changed = await call(null, 'GET', `/events/${eventId}/programme`, undefined, {
      'If-None-Match': tag ?? '',
    })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(tag)
    const after = v.parse(ProgrammeSchema, await changed.json())
    expect(after.sessions).toHaveLength(1)
    expect(after.updated_at > before.updated_at).toBe(true)
  })

  it('gives a session one credit per hour in quarters unless the CME office sets them; an admin may not change them', async () => {
    const eventId = await newEvent()
    const ninety = await addSession(eventId, { speakers: [] }, admin)
    expect(ninety.session).toMatchObject({ cme_credits: 1.5, credits_set: false })
    const fifty = await addSession(eventId, {
      starts_at: '2099-05-10T10:00:00.000Z',
      ends_at: '2099-05-10T10:50:00.000Z',
      room: 'Hall Z',
      speakers: [],
    })
    expect(fifty.session.cme_credits).toBe(0.75)

    const set = await call(
      cme,
      'PUT',
      `/admin/events/${eventId}/sessions/${ninety.session.id}`,
      session({ speakers: [], cme_credits: 2.25 }),
    )
    expect(set.status).toBe(200)
    expect(v.parse(AdminSessionResponseSchema, await set.json()).session).toMatchObject({
      cme_credits: 2.25,
      credits_set: true,
    })

    const refused = await call(
      admin,
      'PUT',
      `/admin/events/${eventId}/sessions/${ninety.session.id}`,
      session({ speakers: [], title_en: 'Renamed', cme_credits: 3 }),
    )
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'cmeCreditsRestricted' })
    // An admin editing other fields keeps the office's credits (sent back as shown, or left out).
    const kept = await call(
      admin,
      'PUT',
      `/admin/events/${eventId}/sessions/${ninety.session.id}`,
      session({ speakers: [], title_en: 'Renamed' }),
    )
    expect(v.parse(AdminSessionResponseSchema, await kept.json()).session).toMatchObject({
      title_en: 'Renamed',
      cme_credits: 2.25,
      credits_set: true,
    })
    const programme = v.parse(
      AdminProgrammeSchema,
      await (await call(admin, 'GET', `/admin/events/${eventId}/sessions`)).json(),
    )
    expect(programme.sessions.find((s) => s.id === ninety.session.id)?.title_en).toBe('Renamed')
  })

  it('gives a break no credits by default, in the programme and in the credits it adds up to; the CME office may still set some', async () => {
    const eventId = await newEvent('published')
    const lunch = await addSession(
      eventId,
      {
        title_en: 'Lunch',
        type: 'break',
        starts_at: '2099-05-10T09:00:00.000Z',
        ends_at: '2099-05-10T10:00:00.000Z',
        speakers: [],
      },
      admin,
    )
    expect(lunch.session).toMatchObject({ cme_credits: 0, credits_set: false })
    // Turning a lecture into a break drops its default too.
    const talk = await addSession(eventId, { speakers: [] }, admin)
    expect(talk.session.cme_credits).toBe(1.5)
    const renamed = await call(
      admin,
      'PUT',
      `/admin/events/${eventId}/sessions/${talk.session.id}`,
      session({ speakers: [], type: 'break' }),
    )
    expect(v.parse(AdminSessionResponseSchema, await renamed.json()).session).toMatchObject({
      cme_credits: 0,
      credits_set: false,
    })
    // An admin may not give a break credits; the CME office may (a lunch symposium).
    const refused = await call(
      admin,
      'PUT',
      `/admin/events/${eventId}/sessions/${lunch.session.id}`,
      session({
        title_en: 'Lunch',
        type: 'break',
        starts_at: '2099-05-10T09:00:00.000Z',
        ends_at: '2099-05-10T10:00:00.000Z',
        speakers: [],
        cme_credits: 1,
      }),
    )
    expect(refused.status).toBe(403)
    const set = await call(
      cme,
      'PUT',
      `/admin/events/${eventId}/sessions/${lunch.session.id}`,
      session({
        title_en: 'Lunch',
        type: 'break',
        starts_at: '2099-05-10T09:00:00.000Z',
        ends_at: '2099-05-10T10:00:00.000Z',
        speakers: [],
        cme_credits: 0.5,
      }),
    )
    expect(v.parse(AdminSessionResponseSchema, await set.json()).session).toMatchObject({
      cme_credits: 0.5,
      credits_set: true,
    })
    const programme = v.parse(
      ProgrammeSchema,
      await (await call(null, 'GET', `/events/${eventId}/programme`)).json(),
    )
    expect(programme.sessions.map((s) => [s.type, s.cme_credits])).toEqual([
      ['break', 0],
      ['break', 0.5],
    ])
  })

  it('warns about a room or a speaker in two places at once, without refusing', async () => {
    const eventId = await newEvent()
    const first = await addSession(eventId)
    // Same room, overlapping; the speaker's Arabic name typed with another alef/taa-marbuta form.
    const clash = await addSession(eventId, {
      title_en: 'Clash',
      starts_at: '2099-05-10T07:00:00.000Z',
      ends_at: '2099-05-10T08:00:00.000Z',
      room: ' hall a ',
      speakers: [{ name_ar: 'د. ساره العتيبي', name_en: '' }],
    })
    expect(clash.warnings).toEqual(
      expect.arrayContaining([
        { kind: 'room', session_ids: [first.session.id, clash.session.id], subject: 'Hall A' },
        { kind: 'speaker', session_ids: [first.session.id, clash.session.id], subject: 'Dr Sarah Alotaibi' },
      ]),
    )
    // Back to back is no clash; a break in the same hall is none either.
    const next = await addSession(eventId, {
      title_en: 'Next',
      starts_at: '2099-05-10T08:00:00.000Z',
      ends_at: '2099-05-10T09:00:00.000Z',
    })
    expect(next.warnings).toEqual([])
    const coffee = await addSession(eventId, {
      title_en: 'Coffee',
      type: 'break',
      starts_at: '2099-05-10T08:30:00.000Z',
      ends_at: '2099-05-10T09:00:00.000Z',
      speakers: [],
    })
    expect(coffee.warnings).toEqual([])
  })

  it('refuses bad sessions field by field and stores nothing', async () => {
    const eventId = await newEvent()
    const res = await call(superadmin, 'POST', `/admin/events/${eventId}/sessions`, {
      ...session(),
      ends_at: '2099-05-10T05:00:00.000Z',
      type: 'party',
      cme_credits: 0.3,
      speakers: [{ name_en: 'X', photo_url: 'https://elsewhere.example/x.png' }],
    })
    expect(res.status).toBe(422)
    // The body is JSON the server wrote for this route; the assertions below check the fields read.
    const body = (await res.json()) as { code: string; detail: { loc: (string | number)[] }[] }
    expect(body.code).toBe('validationFailed')
    expect(body.detail.map((d) => d.loc.slice(1).join('.'))).toEqual(
      expect.arrayContaining(['type', 'cme_credits', 'speakers.0.photo_url']),
    )
    const order = await call(superadmin, 'POST', `/admin/events/${eventId}/sessions`, {
      ...session(),
      ends_at: '2099-05-10T05:00:00.000Z',
    })
    // The body is JSON the server wrote for this route; the assertions below check the fields read.
    expect(((await order.json()) as { detail: { loc: string[] }[] }).detail.map((d) => d.loc[1])).toEqual([
      'ends_at',
    ])
    expect(
      (await call(superadmin, 'POST', `/admin/events/${eventId}/sessions`, { ...session(), surprise: 1 }))
        .status,
    ).toBe(422)
    const programme = v.parse(
      AdminProgrammeSchema,
      await (await call(superadmin, 'GET', `/admin/events/${eventId}/sessions`)).json(),
    )
    expect(programme.sessions).toEqual([])
  })

  it('answers 404 for a session of another event, an unknown session or event, and keeps members and visitors out', async () => {
    const one = await newEvent()
    const other = await newEvent()
    const added = await addSession(one)
    const wrongEvent = await call(
      superadmin,
      'PUT',
      `/admin/events/${other}/sessions/${added.session.id}`,
      session(),
    )
    expect(wrongEvent.status).toBe(404)
    expect(await wrongEvent.json()).toMatchObject({ code: 'sessionNotFound' })
    expect((await call(superadmin, 'DELETE', `/admin/events/${one}/sessions/999999`)).status).toBe(404)
    const noEvent = await call(superadmin, 'POST', '/admin/events/999999/sessions', session())
    expect(await noEvent.json()).toMatchObject({ code: 'eventNotFound' })
    expect((await call(member, 'POST', `/admin/events/${one}/sessions`, session())).status).toBe(403)
    expect((await call(null, 'GET', `/admin/events/${one}/sessions`)).status).toBe(401)
    // The refused calls changed nothing.
    const programme = v.parse(
      AdminProgrammeSchema,
      await (await call(superadmin, 'GET', `/admin/events/${one}/sessions`)).json(),
    )
    expect(programme.sessions.map((s) => s.id)).toEqual([added.session.id])
  })

  it('records programme changes in the audit log', async () => {
    const eventId = await newEvent()
    const added = await addSession(eventId, {}, cme)
    // The body is JSON the server wrote for this route; the assertions below check the fields read.
    const audit = (await (await call(superadmin, 'GET', '/admin/audit?entity=event_session')).json()) as {
      items: { action: string; entity_id: string }[]
    }
    expect(audit.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'create', entity_id: String(added.session.id) }),
      ]),
    )
  })
})

describe('my agenda', () => {
  it('keeps the sessions a member starred, refuses sessions of other events by position, and forgets removed sessions', async () => {
    const eventId = await newEvent('published')
    const a = await addSession(eventId, { speakers: [] })
    const b = await addSession(eventId, { room: 'Hall B', speakers: [] })
    const elsewhere = await addSession(await newEvent('published'), { speakers: [] })

    const empty = v.parse(
      AgendaSchema,
      await (await call(member, 'GET', `/members/me/agenda/${eventId}`)).json(),
    )
    expect(empty).toEqual({ event_id: eventId, session_ids: [], updated_at: null })

    const saved = await call(member, 'PUT', `/members/me/agenda/${eventId}`, {
      session_ids: [b.session.id, a.session.id, b.session.id],
    })
    expect(saved.status).toBe(200)
    expect(v.parse(AgendaSchema, await saved.json()).session_ids).toEqual([b.session.id, a.session.id])

    const refused = await call(member, 'PUT', `/members/me/agenda/${eventId}`, {
      session_ids: [a.session.id, elsewhere.session.id],
    })
    expect(refused.status).toBe(422)
    // The body is JSON the server wrote for this route; the assertions below check the fields read.
    expect(
      ((await refused.json()) as { detail: { loc: (string | number)[] }[] }).detail.map((d) => d.loc),
    ).toEqual([['body', 'session_ids', 1]])

    expect(
      (await call(superadmin, 'DELETE', `/admin/events/${eventId}/sessions/${b.session.id}`)).status,
    ).toBe(200)
    const now = v.parse(
      AgendaSchema,
      await (await call(member, 'GET', `/members/me/agenda/${eventId}`)).json(),
    )
    expect(now.session_ids).toEqual([a.session.id])
    // Another member's agenda is their own.
    const someoneElse = (await signedInAs(t.deps)).authorization
    expect(
      v.parse(AgendaSchema, await (await call(someoneElse, 'GET', `/members/me/agenda/${eventId}`)).json())
        .session_ids,
    ).toEqual([])
  })

  it('applies a replayed offline save once, and needs a signed-in member and a published event', async () => {
    const eventId = await newEvent('published')
    const a = await addSession(eventId, { speakers: [] })
    const key = { 'Idempotency-Key': 'agenda-replay-0001' }
    const first = await call(
      member,
      'PUT',
      `/members/me/agenda/${eventId}`,
      { session_ids: [a.session.id] },
      key,
    )
    const replay = await call(
      member,
      'PUT',
      `/members/me/agenda/${eventId}`,
      { session_ids: [a.session.id] },
      key,
    )
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toEqual(await first.json())
    expect((await call(null, 'GET', `/members/me/agenda/${eventId}`)).status).toBe(401)
    const draft = await newEvent()
    expect((await call(member, 'PUT', `/members/me/agenda/${draft}`, { session_ids: [] })).status).toBe(404)
    expect((await call(member, 'PUT', `/members/me/agenda/${eventId}`, { session_ids: ['x'] })).status).toBe(
      422,
    )
  })
})
