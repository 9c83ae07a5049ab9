import { afterEach, describe, expect, it } from 'vitest'
import { fromLocalInput, toLocalInput } from './datetime-local'

// Node re-reads TZ when process.env.TZ is assigned, so one run can check named zones
// whatever zone the suite itself runs in.
const ambientZone = process.env.TZ
function inZone(zone: string) {
  process.env.TZ = zone
}
afterEach(() => {
  if (ambientZone === undefined) delete process.env.TZ
  else process.env.TZ = ambientZone
})

describe('datetime-local values (device zone)', () => {
  it('reads empty and missing values as empty', () => {
    expect(toLocalInput(null)).toBe('')
    expect(toLocalInput(undefined)).toBe('')
    expect(toLocalInput('')).toBe('')
    expect(fromLocalInput('')).toBeNull()
  })

  it('reads a value that is not a date as empty instead of throwing', () => {
    expect(toLocalInput('not a date')).toBe('')
    expect(fromLocalInput('2026-13-40T99:99')).toBeNull()
  })

  it('keeps a typed value through ISO and back, to the minute', () => {
    for (const value of ['2026-11-23T10:30', '2026-01-01T00:00', '2026-12-31T23:59', '2027-06-15T12:05']) {
      const iso = fromLocalInput(value)
      expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/)
      expect(toLocalInput(iso)).toBe(value)
    }
  })

  it('keeps a stored instant through the input and back, dropping seconds', () => {
    expect(fromLocalInput(toLocalInput('2026-11-23T08:15:00.000Z'))).toBe('2026-11-23T08:15:00.000Z')
    expect(fromLocalInput(toLocalInput('2026-11-23T08:15:42.123Z'))).toBe('2026-11-23T08:15:00.000Z')
  })
})

describe('datetime-local values in a zone without DST (Asia/Riyadh, UTC+3 all year)', () => {
  it('shows an instant late in the UTC day on the next local day', () => {
    inZone('Asia/Riyadh')
    expect(toLocalInput('2026-11-23T21:30:00.000Z')).toBe('2026-11-24T00:30')
    expect(toLocalInput('2026-06-23T21:30:00.000Z')).toBe('2026-06-24T00:30')
  })

  it('reads a value just before local midnight as the same UTC day, 3 hours earlier', () => {
    inZone('Asia/Riyadh')
    expect(fromLocalInput('2026-12-31T23:59')).toBe('2026-12-31T20:59:00.000Z')
    expect(fromLocalInput('2027-01-01T00:00')).toBe('2026-12-31T21:00:00.000Z')
  })
})

describe('datetime-local values in a zone with DST (America/New_York)', () => {
  it('uses the offset of the date itself, winter and summer', () => {
    inZone('America/New_York')
    expect(fromLocalInput('2026-01-15T23:30')).toBe('2026-01-16T04:30:00.000Z')
    expect(fromLocalInput('2026-07-15T23:30')).toBe('2026-07-16T03:30:00.000Z')
    expect(toLocalInput('2026-01-16T04:30:00.000Z')).toBe('2026-01-15T23:30')
    expect(toLocalInput('2026-07-16T03:30:00.000Z')).toBe('2026-07-15T23:30')
  })

  it('shows an instant just after UTC midnight on the previous local day', () => {
    inZone('America/New_York')
    expect(toLocalInput('2026-11-24T00:10:00.000Z')).toBe('2026-11-23T19:10')
  })
})
