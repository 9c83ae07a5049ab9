import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { CSV_BOM } from '@/lib/format/csv'
import {
  type AdminSession,
  attendeeRows,
  attendeesCsv,
  attendeeStats,
  droppedStart,
  eventDays,
  fieldErrorsOf,
  gridLayout,
  movedSession,
  parseCredits,
  saudiDay,
  saudiMinutes,
  searchAttendees,
  sessionWrite,
  SLOT_MINUTES,
  warningsBySession,
} from './model'
import { fromSaudiInput, toSaudiInput } from '@/lib/format/datetime-local'

let nextId = 1
/** A session on 1 Oct 2099, times given on the Saudi clock as HH:mm. */
function session(from: string, to: string, room: string, extra: Partial<AdminSession> = {}): AdminSession {
  return {
    id: nextId++,
    event_id: 1,
    title_ar: '',
    title_en: `${room} ${from}`,
    description_ar: '',
    description_en: '',
    starts_at: fromSaudiInput(`2099-10-01T${from}`) ?? '',
    ends_at: fromSaudiInput(`2099-10-01T${to}`) ?? '',
    room,
    track: '',
    type: 'lecture',
    cme_credits: 1,
    credits_set: false,
    speakers: [],
    ...extra,
  }
}

describe('the Saudi clock', () => {
  it('reads and writes datetime-local values at UTC+3 whatever the device zone', () => {
    expect(fromSaudiInput('2099-10-01T09:30')).toBe('2099-10-01T06:30:00.000Z')
    expect(toSaudiInput('2099-10-01T22:15:00.000Z')).toBe('2099-10-02T01:15')
    expect(saudiDay('2099-10-01T22:15:00.000Z')).toBe('2099-10-02')
    expect(saudiMinutes('2099-10-01T06:30:00.000Z')).toBe(9 * 60 + 30)
    expect(fromSaudiInput('')).toBeNull()
    expect(toSaudiInput(null)).toBe('')
  })
  it('offers the event days and the days sessions already use', () => {
    expect(
      eventDays({ starts_at: '2099-10-01T05:00:00Z', ends_at: '2099-10-03T12:00:00Z' }, [
        session('09:00', '10:00', 'A'),
      ]),
    ).toEqual(['2099-10-01', '2099-10-02', '2099-10-03'])
    expect(eventDays(undefined, [])).toEqual([])
  })
})

describe('the day × room grid', () => {
  it('has quarter-hour rows from the hour before the first start to the hour after the last end', () => {
    const layout = gridLayout([session('09:15', '10:00', 'A'), session('10:30', '11:10', 'B')], ['B'])
    expect(layout.rooms).toEqual(['B', 'A'])
    expect(layout.start).toBe(9 * 60)
    expect(layout.slots).toHaveLength(12)
    const [a, b] = [...layout.blocks].sort((x, y) => x.row - y.row)
    expect(a).toMatchObject({ column: 1, row: 1, span: 3, lane: 0, lanes: 1 })
    // 10:30–11:10 covers three slots (the last one partly).
    expect(b).toMatchObject({ column: 0, row: 6, span: 3 })
  })
  it('puts sessions clashing in one room side by side, a chain of overlaps as one cluster', () => {
    const layout = gridLayout(
      [
        session('09:00', '10:00', 'A'),
        session('09:30', '10:30', 'A'),
        session('10:00', '11:00', 'A'),
        session('11:00', '12:00', 'A'),
      ],
      [],
    )
    const lanes = layout.blocks.map((b) => [b.lane, b.lanes])
    expect(lanes).toEqual([
      [0, 2],
      [1, 2],
      [0, 2],
      [0, 1],
    ])
  })
  it('lands a dropped block on the nearest slot inside the grid', () => {
    const layout = gridLayout([session('09:00', '10:00', 'A')], [])
    expect(droppedStart(layout, 0, 20)).toBe(9 * 60)
    expect(droppedStart(layout, 49, 20)).toBe(9 * 60 + 2 * SLOT_MINUTES)
    expect(droppedStart(layout, -100, 20)).toBe(9 * 60)
    expect(droppedStart(layout, 10_000, 20)).toBe(9 * 60 + 3 * SLOT_MINUTES)
  })
})

describe('writing sessions', () => {
  it('moves a session keeping its length; default credits stay the default, set ones are kept', () => {
    const moved = movedSession(session('09:00', '10:30', 'A'), {
      day: '2099-10-02',
      start: 14 * 60,
      room: 'B',
    })
    expect(moved).toMatchObject({
      starts_at: '2099-10-02T11:00:00.000Z',
      ends_at: '2099-10-02T12:30:00.000Z',
      room: 'B',
      cme_credits: null,
    })
    expect(
      sessionWrite(session('09:00', '10:00', 'A', { credits_set: true, cme_credits: 2.5 })).cme_credits,
    ).toBe(2.5)
  })
  it('reads credits in quarter steps only', () => {
    expect(parseCredits('1.25')).toBe(1.25)
    expect(parseCredits('1,5')).toBe(1.5)
    expect(parseCredits('١٫٥')).toBe(1.5)
    expect(parseCredits('۲.۲۵')).toBe(2.25)
    expect(parseCredits('1.3')).toBeNull()
    expect(parseCredits('')).toBeNull()
    expect(parseCredits('25')).toBeNull()
  })
  it('maps refusals and issues to field paths, the first per field', () => {
    expect(
      fieldErrorsOf([
        { loc: ['body', 'ends_at'], code: 'a' },
        { loc: ['body', 'ends_at'], code: 'b' },
        { loc: ['body', 'speakers', 0, 'name_en'], code: 'c' },
      ]),
    ).toEqual({ ends_at: 'a', 'speakers.0.name_en': 'c' })
  })
  it('knows the clashes of each session', () => {
    const map = warningsBySession([{ kind: 'room', session_ids: [1, 2], subject: 'A' }])
    expect(map.get(2)?.[0]?.subject).toBe('A')
    expect(map.has(3)).toBe(false)
  })
})

describe('attendees', () => {
  const list = {
    event_id: 1,
    items: [
      {
        registration_id: 1,
        user_id: 1,
        full_name: 'د. سارة العتيبي',
        full_name_ar: 'د. سارة العتيبي',
        full_name_en: 'Dr. Sara Alotaibi',
        email: 's@x.sa',
        status: 'registered' as const,
        registered_at: '2099-01-01T00:00:00Z',
        checked_in_at: '2099-10-01T06:00:00Z',
      },
      {
        registration_id: 2,
        user_id: 2,
        full_name: '=HYPERLINK("x")',
        full_name_ar: '',
        full_name_en: '',
        email: 'h@x.sa',
        status: 'cancelled' as const,
        registered_at: '2099-01-02T00:00:00Z',
        checked_in_at: null,
      },
    ],
    waitlist: [
      {
        user_id: 3,
        full_name: 'Omar',
        full_name_ar: '',
        full_name_en: 'Omar',
        email: 'o@x.sa',
        position: 1,
        created_at: '2099-01-03T00:00:00Z',
      },
    ],
  }
  it('lists live, waiting and cancelled, searches and counts', () => {
    const rows = attendeeRows(list)
    expect(rows.map((r) => r.status)).toEqual(['registered', 'waitlisted', 'cancelled'])
    expect(searchAttendees(rows, 'سارة').map((r) => r.email)).toEqual(['s@x.sa'])
    expect(searchAttendees(rows, 'sara').map((r) => r.email)).toEqual(['s@x.sa'])
    expect(rows[0]).toMatchObject({ full_name_ar: 'د. سارة العتيبي', full_name_en: 'Dr. Sara Alotaibi' })
    expect(rows[1]).toMatchObject({ full_name_ar: '', full_name_en: 'Omar' })
    expect(attendeeStats(rows)).toEqual({ registered: 1, checkedIn: 1, waitlisted: 1, cancelled: 1 })
  })
  it('writes a CSV Excel opens as UTF-8, with formulas made text, that parses back', () => {
    const csv = attendeesCsv(attendeeRows(list))
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    const parsed = Papa.parse<Record<string, string>>(csv.slice(CSV_BOM.length), {
      header: true,
      skipEmptyLines: true,
    })
    expect(parsed.errors).toEqual([])
    expect(parsed.data.map((r) => r.full_name)).toEqual(['د. سارة العتيبي', 'Omar', '\'=HYPERLINK("x")'])
    expect(parsed.data.map((r) => [r.full_name_ar, r.full_name_en])).toEqual([
      ['د. سارة العتيبي', 'Dr. Sara Alotaibi'],
      ['', 'Omar'],
      ['', ''],
    ])
  })
})
