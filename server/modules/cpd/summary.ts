import type { CpdClassification, CpdCycleYears, CpdSummary } from '@contract/cpd'
import type { AppDeps } from '../../app-env'
import { liveCertificatesOfMany } from '../certificates/service'
import { duplicateFlags, inCycle, requirementOf, saudiDate, type Countable } from './cycle'
import * as repository from './repository'

/** Admins' CPD aggregates, computed with the record's own rules, never exposing a row. */

const DAY_MS = 24 * 60 * 60 * 1000
const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const MONTHS = 12

/** The last `count` months up to the one of `today` (YYYY-MM), oldest first. */
function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number)
  // A Saudi date YYYY-MM-DD splits into numbers.
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year!, month! - 1 - (count - 1 - i), 1)).toISOString().slice(0, 7),
  )
}

export async function cpdSummary(deps: AppDeps): Promise<CpdSummary> {
  const today = saudiDate(deps.now())
  const licences = await repository.activeLicences(deps.db)
  const userIds = licences.map((l) => l.user_id)
  const [externals, certificates] = await Promise.all([
    repository.activitiesOfMany(deps.db, userIds),
    liveCertificatesOfMany(deps, null),
  ])
  const entries = new Map<number, (Countable & { quarters: number })[]>()
  const add = (userId: number, entry: Countable & { quarters: number }) => {
    const list = entries.get(userId)
    if (list) list.push(entry)
    else entries.set(userId, [entry])
  }
  // The record's order: the portal's certificates first, then external activities as added.
  for (const c of certificates)
    add(c.user_id, {
      accreditation_number: c.number ?? '',
      date: saudiDate(c.starts_at),
      distinct: false,
      quarters: c.credit_quarters,
    })
  for (const a of externals)
    add(a.user_id, {
      accreditation_number: a.accreditation_number,
      date: a.activity_date,
      distinct: a.declared_distinct === 1,
      quarters: a.quarters,
    })

  let onTrack = 0
  let behind = 0
  let notAssessed = 0
  for (const licence of licences) {
    // Written only through the licence schema's picklists.
    const classification = licence.classification as CpdClassification
    const years = licence.cycle_years as CpdCycleYears // as above: 1, 3 or 5 by the schema
    const { requirement, quarters: required } = requirementOf(
      classification,
      years,
      licence.required_quarters,
    )
    if (requirement === 'exempt' || required === null) {
      notAssessed += 1
      continue
    }
    const list = entries.get(licence.user_id) ?? []
    const flags = duplicateFlags(list)
    const cycle = { start: licence.cycle_start, end: licence.cycle_end }
    const earned = list.reduce(
      (sum, entry, i) => (!flags[i] && inCycle(entry.date, cycle) ? sum + entry.quarters : sum),
      0,
    )
    const length = day(cycle.end) - day(cycle.start) + 1
    const gone = Math.min(length, Math.max(0, day(today) - day(cycle.start) + 1))
    if (earned >= required || earned >= (required * gone) / length) onTrack += 1
    else behind += 1
  }

  const months = lastMonths(today, MONTHS)
  const byMonth = new Map(months.map((m) => [m, { quarters: 0, certificates: 0 }]))
  for (const c of certificates) {
    const row = byMonth.get(saudiDate(c.issued_at).slice(0, 7))
    if (!row) continue
    row.quarters += c.credit_quarters
    row.certificates += 1
  }
  return {
    members_with_licence: licences.length,
    on_track: onTrack,
    behind,
    not_assessed: notAssessed,
    hours_issued_by_month: months.map((month) => {
      const row = byMonth.get(month) ?? { quarters: 0, certificates: 0 }
      return { month, hours: row.quarters / 4, certificates: row.certificates }
    }),
  }
}
