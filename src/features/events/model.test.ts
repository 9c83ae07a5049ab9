import { describe, expect, it } from 'vitest'
import { savedPage } from '@/lib/offline/offline-list'
import { publicEvent } from '@/lib/test-doubles'
import { buildIcs, escapeIcsText, foldIcsLine, icsDate, savedEventsQuery } from './model'

const octets = (line: string) => new TextEncoder().encode(line).length

describe('iCalendar (RFC 5545)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['line1\nline2', 'line1\\nline2'],
    ['line1\r\nline2', 'line1\\nline2'],
  ])('escapes %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected)
  })

  it.each([
    ['2026-07-01T09:00:00.000Z', '20260701T090000Z'],
    ['2026-07-01T12:30:00+03:00', '20260701T093000Z'],
  ])('UTC time of %s', (input, expected) => {
    expect(icsDate(input)).toBe(expected)
  })

  it.each([10, 74, 75, 76, 200])('folds a %i-character ASCII line at 75 octets', (length) => {
    const folded = foldIcsLine('X'.repeat(length))
    const lines = folded.split('\r\n')
    lines.forEach((line) => expect(octets(line)).toBeLessThanOrEqual(75))
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true)
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe('X'.repeat(length))
  })

  it('folds Arabic text without splitting a character', () => {
    const text = `SUMMARY:${'المؤتمر السنوي لجراحة العظام '.repeat(6)}`
    const lines = foldIcsLine(text).split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    lines.forEach((line) => expect(octets(line)).toBeLessThanOrEqual(75))
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(text)
  })

  it('builds a VEVENT with UID, DTSTAMP, UTC start and end, CRLF line ends', () => {
    const ics = buildIcs(
      {
        uid: 'event-7@sos.example',
        title: 'Spine, Trauma; Update',
        description: 'Day 1\nDay 2',
        location: 'Riyadh',
        startsAt: '2026-07-01T09:00:00.000Z',
        endsAt: '2026-07-02T17:00:00.000Z',
      },
      new Date('2026-06-15T12:00:00.000Z'),
    )
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = ics.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('UID:event-7@sos.example')
    expect(lines).toContain('DTSTAMP:20260615T120000Z')
    expect(lines).toContain('DTSTART:20260701T090000Z')
    expect(lines).toContain('DTEND:20260702T170000Z')
    expect(lines).toContain('SUMMARY:Spine\\, Trauma\\; Update')
    expect(lines).toContain('DESCRIPTION:Day 1\\nDay 2')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
  })

  it('an event without an end lasts one hour', () => {
    const ics = buildIcs(
      {
        uid: 'u',
        title: 't',
        description: '',
        location: '',
        startsAt: '2026-07-01T09:00:00.000Z',
        endsAt: null,
      },
      new Date(),
    )
    expect(ics).toContain('DTEND:20260701T100000Z')
  })
})

describe('saved events offline (the server list rules)', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const event = publicEvent
  const cached = [
    event(1, '2026-12-10T06:00:00Z'),
    event(2, '2026-11-30T06:00:00Z', { category: 'workshop', location: 'Jeddah' }),
    event(3, '2026-10-01T06:00:00Z'),
    event(4, '2027-01-05T06:00:00Z', { registration_link: 'https://example.org/r' }),
  ].map((item) => ({ item, fetchedAt: 1 }))
  const ids = (search: Partial<Parameters<typeof savedEventsQuery>[0]>) =>
    savedPage(
      cached,
      savedEventsQuery(
        { page: 1, search: '', category: undefined, status: undefined, sort: undefined, ...search },
        now,
      ),
    ).items.map((e) => e.id)

  it.each([
    [{}, [2, 1, 4]],
    [{ sort: 'past' as const }, [3]],
    [{ sort: 'newest' as const }, [4, 1, 2, 3]],
    [{ sort: 'oldest' as const }, [3, 2, 1, 4]],
    [{ category: 'workshop' as const }, [2]],
    [{ status: 'registration-open' as const }, [4]],
    [{ status: 'completed' as const }, [3]],
    [{ search: 'jeddah' }, [2]],
    // Folded (ة → ه); the short word beside a long one is ignored, as on the server.
    [{ search: 'فعاليه 4' }, [2, 1, 4]],
  ])('%j → %j', (search, expected) => {
    expect(ids(search)).toEqual(expected)
  })
})
