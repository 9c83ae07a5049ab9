import { describe, expect, it } from 'vitest'
import { canRegister, computeEventStatus, type ComputedEventStatus, type EventTimes } from './event-status'

const now = '2026-06-15T12:00:00.000Z'
const event = (over: Partial<EventTimes>): EventTimes => ({
  starts_at: '2026-07-01T09:00:00.000Z',
  ends_at: '2026-07-02T17:00:00.000Z',
  registration_deadline: null,
  registration_link: 'https://example.org/register',
  ...over,
})

describe('computeEventStatus', () => {
  const cases: [string, Partial<EventTimes>, ComputedEventStatus][] = [
    [
      'end has passed → completed',
      { starts_at: '2026-06-01T09:00:00.000Z', ends_at: '2026-06-02T09:00:00.000Z' },
      'completed',
    ],
    [
      'start passed, end not → ongoing',
      { starts_at: '2026-06-15T09:00:00.000Z', ends_at: '2026-06-15T18:00:00.000Z' },
      'ongoing',
    ],
    ['starts exactly now → ongoing', { starts_at: now, ends_at: '2026-06-15T18:00:00.000Z' }, 'ongoing'],
    [
      'no end, start passed → completed',
      { starts_at: '2026-06-15T11:00:00.000Z', ends_at: null },
      'completed',
    ],
    [
      'deadline passed before start → registration-closed',
      { registration_deadline: '2026-06-10T00:00:00.000Z' },
      'registration-closed',
    ],
    ['deadline ahead → upcoming', { registration_deadline: '2026-06-20T00:00:00.000Z' }, 'upcoming'],
    ['no deadline → upcoming', {}, 'upcoming'],
    [
      'ongoing wins over a passed deadline',
      { starts_at: '2026-06-14T09:00:00.000Z', registration_deadline: '2026-06-01T00:00:00.000Z' },
      'ongoing',
    ],
  ]
  it.each(cases)('%s', (_name, over, expected) => {
    expect(computeEventStatus(event(over), now)).toBe(expected)
    expect(computeEventStatus(event(over), new Date(now))).toBe(expected)
  })
})

describe('canRegister', () => {
  const cases: [string, Partial<EventTimes>, boolean][] = [
    ['future start, no deadline, link → shown', {}, true],
    ['future deadline and start, link → shown', { registration_deadline: '2026-06-20T00:00:00.000Z' }, true],
    ['deadline passed → hidden', { registration_deadline: '2026-06-10T00:00:00.000Z' }, false],
    ['no link → hidden', { registration_link: null }, false],
    ['empty link → hidden', { registration_link: '' }, false],
    ['started → hidden', { starts_at: '2026-06-15T09:00:00.000Z' }, false],
    [
      'completed → hidden',
      { starts_at: '2026-06-01T09:00:00.000Z', ends_at: '2026-06-02T09:00:00.000Z' },
      false,
    ],
  ]
  it.each(cases)('%s', (_name, over, expected) => {
    expect(canRegister(event(over), now)).toBe(expected)
  })
})
