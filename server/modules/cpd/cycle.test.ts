import { describe, expect, it } from 'vitest'
import { defaultCycleStart, duplicateFlags, inCycle, previousCycle, requirementOf, saudiDate } from './cycle'

describe('CPD cycles', () => {
  it('starts a cycle the day after its end stepped back by its length, and steps back the same number of years', () => {
    expect(defaultCycleStart('2028-12-31', 5)).toBe('2024-01-01')
    expect(defaultCycleStart('2027-06-15', 1)).toBe('2026-06-16')
    expect(previousCycle({ start: '2024-01-01', end: '2028-12-31' }, 5)).toEqual({
      start: '2019-01-01',
      end: '2023-12-31',
    })
    expect(previousCycle({ start: '2024-03-01', end: '2027-02-28' }, 3)).toEqual({
      start: '2021-03-01',
      end: '2024-02-29',
    })
  })

  it('holds both its first and its last day', () => {
    const cycle = { start: '2024-01-01', end: '2028-12-31' }
    expect(
      ['2023-12-31', '2024-01-01', '2028-12-31', '2029-01-01'].map((date) => inCycle(date, cycle)),
    ).toEqual([false, true, true, false])
  })

  it('dates an instant by the Saudi calendar', () => {
    expect(saudiDate('2026-03-10T21:30:00.000Z')).toBe('2026-03-11')
    expect(saudiDate('2026-03-10T20:59:00.000Z')).toBe('2026-03-10')
  })

  it("requires the SCFHS hours of physicians, none of residents, and the member's own figure otherwise", () => {
    expect(
      [1, 3, 5].map(
        (years) => requirementOf('consultant', years === 1 ? 1 : years === 3 ? 3 : 5, null).quarters,
      ),
    ).toEqual([120, 360, 600])
    expect(requirementOf('specialist', 5, 40)).toEqual({ requirement: 'scfhs', quarters: 600 })
    expect(requirementOf('resident', 3, null)).toEqual({ requirement: 'exempt', quarters: 0 })
    expect(requirementOf('other', 3, 160)).toEqual({ requirement: 'member', quarters: 160 })
    expect(requirementOf('other', 3, null)).toEqual({ requirement: 'member', quarters: null })
  })

  it('flags a later entry with the same accreditation number and date, unless the member said it differs', () => {
    const entry = (accreditation_number: string, date: string, distinct = false) => ({
      accreditation_number,
      date,
      distinct,
    })
    expect(
      duplicateFlags([
        entry('SCFHS-1', '2026-01-10'),
        entry('scfhs 1', '2026-01-10'),
        entry('SCFHS-1', '2026-01-11'),
        entry('SCFHS-1', '2026-01-10', true),
        entry('', '2026-01-10'),
        entry('', '2026-01-10'),
      ]),
    ).toEqual([false, true, false, false, false, false])
  })
})
