import { CPD_ACTIVITY_TYPES, type CpdActivity, type CpdActivityType } from '@contract/cpd'

/** What the progress of a cycle shows beside its totals: counted hours by type and by month, and the days left. */

export function hoursByType(activities: readonly CpdActivity[]): { type: CpdActivityType; hours: number }[] {
  const quarters = new Map<CpdActivityType, number>()
  for (const activity of activities)
    if (activity.counted)
      quarters.set(
        activity.activity_type,
        (quarters.get(activity.activity_type) ?? 0) + Math.round(activity.hours * 4),
      )
  return CPD_ACTIVITY_TYPES.filter((type) => quarters.has(type)).map((type) => ({
    type,
    hours: (quarters.get(type) ?? 0) / 4,
  }))
}

/** Counted hours per calendar month (YYYY-MM), oldest first; months without hours are left out. */
export function hoursByMonth(activities: readonly CpdActivity[]): { month: string; hours: number }[] {
  const quarters = new Map<string, number>()
  for (const activity of activities) {
    if (!activity.counted) continue
    const month = activity.date.slice(0, 7)
    quarters.set(month, (quarters.get(month) ?? 0) + Math.round(activity.hours * 4))
  }
  return [...quarters.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, q]) => ({ month, hours: q / 4 }))
}

/** Whole days from `today` (YYYY-MM-DD) to the cycle's last day, that day included; 0 once it has passed. */
export function daysLeft(today: string, end: string): number {
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000 + 1
  return Math.max(0, Math.round(days))
}
