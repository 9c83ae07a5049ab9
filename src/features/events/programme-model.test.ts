import type { ProgrammeSession } from '@contract/programme'
import { describe, expect, it } from 'vitest'
import {
  filterSessions,
  initialDay,
  mergeAgenda,
  programmeDays,
  programmeTracks,
  registrationState,
  seatsLeft,
  sessionDay,
  sessionMatches,
  toggleStar,
  type ProgrammeFilter,
} from './programme-model'

const session = (id: number, over: Partial<ProgrammeSession> = {}): ProgrammeSession => ({
  id,
  event_id: 1,
  title_ar: 'محاضرة',
  title_en: 'Lecture',
  description_ar: '',
  description_en: '',
  starts_at: '2099-03-01T06:00:00.000Z',
  ends_at: '2099-03-01T07:00:00.000Z',
  room: 'Hall A',
  track: '',
  type: 'lecture',
  cme_credits: 1,
  speakers: [],
  ...over,
})

const sessions = [
  session(1, { title_ar: 'جراحة الركبة', title_en: 'Knee surgery', track: 'Knee' }),
  session(2, {
    title_ar: 'إصابات الكتف',
    title_en: 'Shoulder injuries',
    track: 'Shoulder',
    speakers: [
      {
        name_ar: 'د. سارة العتيبي',
        name_en: 'Dr Sara Alotaibi',
        affiliation_ar: 'مستشفى الملك فهد',
        affiliation_en: 'King Fahad Hospital',
        photo_url: null,
      },
    ],
  }),
  // 22:30 UTC on 1 March is 01:30 on 2 March in Riyadh: the next congress day.
  session(3, {
    title_ar: 'جلسة ليلية',
    title_en: 'Late session',
    starts_at: '2099-03-01T22:30:00.000Z',
    ends_at: '2099-03-01T23:30:00.000Z',
    track: 'Knee',
  }),
  session(4, { starts_at: '2099-03-02T08:00:00.000Z', ends_at: '2099-03-02T09:00:00.000Z', track: 'Spine' }),
]

const all: ProgrammeFilter = { day: undefined, track: '', query: '', agendaOnly: false, starred: new Set() }
const ids = (list: readonly ProgrammeSession[]) => list.map((s) => s.id)

describe('programme by day and track', () => {
  it('groups sessions by their day in Saudi time, in order', () => {
    expect(sessionDay(sessions[2]!)).toBe('2099-03-02') // the fixture has four sessions
    expect(programmeDays(sessions)).toEqual(['2099-03-01', '2099-03-02'])
    expect(ids(filterSessions(sessions, { ...all, day: '2099-03-01' }))).toEqual([1, 2])
    expect(ids(filterSessions(sessions, { ...all, day: '2099-03-02' }))).toEqual([3, 4])
  })

  it('lists tracks once, in the order they first appear, and filters by one', () => {
    expect(programmeTracks([...sessions, session(5)])).toEqual(['Knee', 'Shoulder', 'Spine'])
    expect(ids(filterSessions(sessions, { ...all, track: 'Knee' }))).toEqual([1, 3])
    expect(ids(filterSessions(sessions, { ...all, day: '2099-03-02', track: 'Knee' }))).toEqual([3])
  })

  it('opens on today while the congress is on, else on its first day', () => {
    const days = programmeDays(sessions)
    expect(initialDay(days, new Date('2099-03-01T23:00:00.000Z'))).toBe('2099-03-02')
    expect(initialDay(days, new Date('2026-01-01T00:00:00.000Z'))).toBe('2099-03-01')
    expect(initialDay([], new Date())).toBeUndefined()
  })
})

describe('programme search with Arabic folding', () => {
  it.each([
    ['اصابات', 2], // إ written as a bare alef
    ['ساره', 2], // taa marbuta written as haa
    ['سَارَة', 2], // with tashkeel
    ['الملك فهد', 2], // an affiliation
    ['SARA', 2], // English, any case
    ['knee', 1],
    ['Hall A', 1],
  ])('%s finds session %i', (query, id) => {
    expect(ids(sessions.filter((s) => sessionMatches(s, query)))).toContain(id)
  })

  it('needs every word, and an empty query matches all', () => {
    expect(ids(filterSessions(sessions, { ...all, query: 'جراحة الكتف' }))).toEqual([])
    expect(ids(filterSessions(sessions, { ...all, query: '  ' }))).toEqual([1, 2, 3, 4])
  })

  it('shows only the starred sessions in "My agenda"', () => {
    expect(ids(filterSessions(sessions, { ...all, agendaOnly: true, starred: new Set([4, 2]) }))).toEqual([
      2, 4,
    ])
  })
})

describe('my agenda', () => {
  const known = new Set([1, 2, 3, 4])
  const server = (session_ids: number[], updated_at: string | null) => ({
    event_id: 1,
    session_ids,
    updated_at,
  })

  it('takes the server set when nothing waits on the device', () => {
    expect(mergeAgenda(undefined, server([2, 1], '2099-01-01T00:00:00.000Z'), known)).toEqual({
      session_ids: [1, 2],
      push: false,
    })
    expect(
      mergeAgenda(
        { session_ids: [3], changed_at: '2099-02-01T00:00:00.000Z', synced: true },
        server([1], '2099-01-01T00:00:00.000Z'),
        known,
      ),
    ).toEqual({ session_ids: [1], push: false })
  })

  it('keeps a newer change made on the device and sends it', () => {
    expect(
      mergeAgenda(
        { session_ids: [3], changed_at: '2099-02-01T00:00:00.000Z', synced: false },
        server([1], '2099-01-01T00:00:00.000Z'),
        known,
      ),
    ).toEqual({ session_ids: [3], push: true })
    expect(
      mergeAgenda(
        { session_ids: [4, 2], changed_at: '2099-02-01T00:00:00.000Z', synced: false },
        server([], null),
        known,
      ),
    ).toEqual({ session_ids: [2, 4], push: true })
  })

  it('joins an older change on the device with a later one from elsewhere, losing no star', () => {
    expect(
      mergeAgenda(
        { session_ids: [3], changed_at: '2099-01-01T00:00:00.000Z', synced: false },
        server([1], '2099-02-01T00:00:00.000Z'),
        known,
      ),
    ).toEqual({ session_ids: [1, 3], push: true })
    expect(
      mergeAgenda(
        { session_ids: [1], changed_at: '2099-01-01T00:00:00.000Z', synced: false },
        server([1], '2099-02-01T00:00:00.000Z'),
        known,
      ),
    ).toEqual({ session_ids: [1], push: false })
  })

  it('drops sessions no longer in the programme', () => {
    expect(
      mergeAgenda(
        { session_ids: [3, 99], changed_at: '2099-02-01T00:00:00.000Z', synced: false },
        server([98], '2099-01-01T00:00:00.000Z'),
        known,
      ),
    ).toEqual({ session_ids: [3], push: true })
  })

  it('stars and unstars', () => {
    expect(toggleStar([1, 4], 2)).toEqual([1, 2, 4])
    expect(toggleStar([1, 2, 4], 2)).toEqual([1, 4])
  })
})

describe('registration in the portal', () => {
  const event = {
    starts_at: '2099-03-01T06:00:00.000Z',
    registration_deadline: '2099-02-20T00:00:00.000Z',
    max_participants: 2,
    current_participants: 1,
  }
  const before = new Date('2099-02-01T00:00:00.000Z')
  const none = { registration: null, waitlist_position: null }

  it('is open with seats left, full when they are taken, closed after the deadline (or the start)', () => {
    expect(registrationState(event, none, before)).toBe('open')
    expect(seatsLeft(event)).toBe(1)
    expect(registrationState({ ...event, current_participants: 2 }, none, before)).toBe('full')
    expect(seatsLeft({ ...event, current_participants: 3 })).toBe(0)
    expect(registrationState(event, undefined, new Date('2099-02-21T00:00:00.000Z'))).toBe('closed')
    expect(
      registrationState(
        { ...event, registration_deadline: null },
        none,
        new Date('2099-03-01T06:00:00.000Z'),
      ),
    ).toBe('closed')
    expect(seatsLeft({ ...event, max_participants: null })).toBeNull()
  })

  it("shows the member's ticket or waiting-list place whatever the dates", () => {
    const late = new Date('2099-03-02T00:00:00.000Z')
    expect(registrationState(event, { registration: {}, waitlist_position: null }, late)).toBe('registered')
    expect(registrationState(event, { registration: null, waitlist_position: 3 }, late)).toBe('waitlisted')
  })
})
