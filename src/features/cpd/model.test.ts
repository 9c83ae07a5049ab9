import type { CpdActivity } from '@contract/cpd'
import { describe, expect, it } from 'vitest'
import { daysLeft, hoursByMonth, hoursByType } from './model'

const external = (
  date: string,
  hours: number,
  activity_type: CpdActivity['activity_type'],
  counted = true,
): CpdActivity => ({
  source: 'external',
  id: 1,
  title: 'x',
  provider: '',
  accreditation_number: '',
  activity_type,
  date,
  hours,
  file: null,
  distinct: false,
  counted,
  duplicate: !counted,
})

describe('CPD progress', () => {
  const activities = [
    external('2026-05-04', 4.25, 'course'),
    external('2026-05-20', 1.5, 'conference'),
    external('2026-03-11', 6.5, 'conference'),
    external('2026-03-11', 6.5, 'conference', false),
  ]

  it('sums counted hours by type in the list order of types, and by month oldest first, leaving duplicates out', () => {
    expect(hoursByType(activities)).toEqual([
      { type: 'conference', hours: 8 },
      { type: 'course', hours: 4.25 },
    ])
    expect(hoursByMonth(activities)).toEqual([
      { month: '2026-03', hours: 6.5 },
      { month: '2026-05', hours: 5.75 },
    ])
  })

  it('counts the days left with the last day included', () => {
    expect(daysLeft('2028-12-31', '2028-12-31')).toBe(1)
    expect(daysLeft('2028-12-01', '2028-12-31')).toBe(31)
    expect(daysLeft('2029-01-01', '2028-12-31')).toBe(0)
  })
})
