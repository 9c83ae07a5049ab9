import {
  type CpdActivityType,
  type CpdClassification,
  type CpdCycleYears,
  SCFHS_REQUIRED_HOURS,
} from '@contract/cpd'

const DAY_MS = 24 * 60 * 60 * 1000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** Saudi Arabia keeps UTC+3 all year (no daylight saving): the Saudi calendar date of an instant. */
export const saudiDate = (instant: Date | string) =>
  new Date(new Date(instant).getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** The same calendar day `years` earlier (29 February becomes 1 March). */
function yearsBefore(date: string, years: number): number {
  const [y, m, d] = date.split('-').map(Number)
  // The split of a checked YYYY-MM-DD has three numbers.
  return Date.UTC(y! - years, m! - 1, d!) / DAY_MS
}

/** The day after `end`'s date `years` back: a 5-year cycle ending 2028-12-31 starts 2024-01-01. */
export const defaultCycleStart = (end: string, years: CpdCycleYears): string =>
  dateOfDay(yearsBefore(end, years) + 1)

export interface CycleBounds {
  start: string
  end: string
}

/** The cycle before `current`: the same number of years back from its start, ending the day before it. */
export const previousCycle = (current: CycleBounds, years: CpdCycleYears): CycleBounds => ({
  start: dateOfDay(yearsBefore(current.start, years)),
  end: dateOfDay(dayNumber(current.start) - 1),
})

export const inCycle = (date: string, cycle: CycleBounds) => date >= cycle.start && date <= cycle.end

/** The hours a cycle requires, in quarters, and where the figure comes from. */
export function requirementOf(
  classification: CpdClassification,
  years: CpdCycleYears,
  ownQuarters: number | null,
): { requirement: 'scfhs' | 'exempt' | 'member'; quarters: number | null } {
  if (classification === 'resident') return { requirement: 'exempt', quarters: 0 }
  if (classification === 'other')
    return ownQuarters === null
      ? { requirement: 'member', quarters: null }
      : { requirement: 'member', quarters: ownQuarters }
  return { requirement: 'scfhs', quarters: SCFHS_REQUIRED_HOURS.hours[years] * 4 }
}

/** What an event's type counts as in the record. */
export function activityTypeOfEvent(eventType: string): CpdActivityType {
  switch (eventType) {
    case 'conference':
    case 'symposium':
      return 'conference'
    case 'workshop':
      return 'workshop'
    case 'course':
    case 'training':
      return 'course'
    case 'webinar':
      return 'online'
    default:
      return 'other'
  }
}

export interface Countable {
  accreditation_number: string
  date: string
  /** The member said it differs from an earlier entry with the same number and date. */
  distinct: boolean
}

/** Accreditation numbers compared as a reader would: case, spaces and dashes forgiven. */
const numberKey = (number: string) => number.toUpperCase().replace(/[\s\-–_/.]/g, '')

/**
 * Which entries are duplicates: an accredited activity counts once, so a later entry (in the
 * order given: the portal's certificates first, then external ones as they were added) with
 * the same accreditation number and date as an earlier one is flagged, unless the member
 * said it is a different activity. Entries without a number are never duplicates.
 */
export function duplicateFlags(entries: readonly Countable[]): boolean[] {
  const seen = new Set<string>()
  return entries.map((entry) => {
    const number = numberKey(entry.accreditation_number)
    if (!number) return false
    const key = `${number}|${entry.date}`
    if (seen.has(key)) return !entry.distinct
    seen.add(key)
    return false
  })
}
