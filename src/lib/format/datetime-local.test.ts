import { afterEach, describe, expect, it } from 'vitest'
import { fromSaudiInput, toSaudiInput } from './datetime-local'

// Node re-reads TZ when process.env.TZ is assigned, so one run can check named zones
// whatever zone the suite itself runs in.
const ambientZone = process.env.TZ
afterEach(() => {
  if (ambientZone === undefined) delete process.env.TZ
  else process.env.TZ = ambientZone
})

describe('datetime-local values on the Saudi clock', () => {
  it('reads empty and missing values as empty', () => {
    expect(toSaudiInput(null)).toBe('')
    expect(toSaudiInput(undefined)).toBe('')
    expect(toSaudiInput('')).toBe('')
    expect(fromSaudiInput('')).toBeNull()
  })

  it('reads a value that is not a date as empty instead of throwing', () => {
    expect(toSaudiInput('not a date')).toBe('')
    expect(fromSaudiInput('2026-13-40T99:99')).toBeNull()
    expect(fromSaudiInput('2026-02-30T10:00')).toBeNull()
    expect(fromSaudiInput('tomorrow')).toBeNull()
  })

  it('an admin who types 09:00 means 09:00 in Riyadh, whatever zone the device is set to', () => {
    for (const zone of ['Asia/Riyadh', 'America/New_York', 'Europe/London', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = zone
      expect(fromSaudiInput('2026-11-23T09:00'), zone).toBe('2026-11-23T06:00:00.000Z')
      // Summer and winter alike: Saudi time has no daylight saving.
      expect(fromSaudiInput('2026-07-15T09:00'), zone).toBe('2026-07-15T06:00:00.000Z')
      expect(toSaudiInput('2026-11-23T06:00:00.000Z'), zone).toBe('2026-11-23T09:00')
    }
  })

  it('shows an instant late in the UTC day on the next Saudi day, and reads Saudi midnight as the UTC day before', () => {
    expect(toSaudiInput('2026-11-23T21:30:00.000Z')).toBe('2026-11-24T00:30')
    expect(fromSaudiInput('2027-01-01T00:00')).toBe('2026-12-31T21:00:00.000Z')
    expect(fromSaudiInput('2026-12-31T23:59')).toBe('2026-12-31T20:59:00.000Z')
  })

  it('keeps a typed value through ISO and back, to the minute; a stored instant loses its seconds', () => {
    for (const value of ['2026-11-23T10:30', '2026-01-01T00:00', '2026-12-31T23:59', '2027-06-15T12:05']) {
      const iso = fromSaudiInput(value)
      expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/)
      expect(toSaudiInput(iso)).toBe(value)
    }
    expect(fromSaudiInput('2026-11-23T10:30:15')).toBe('2026-11-23T07:30:15.000Z')
    expect(fromSaudiInput(toSaudiInput('2026-11-23T08:15:42.123Z'))).toBe('2026-11-23T08:15:00.000Z')
  })
})
