import { RIYADH_OFFSET_MS, riyadhDay } from './format'

/** Admin forms read and write datetime-local on Saudi time (UTC+3, no daylight saving), the clock every page shows. */

const pad = (n: number) => String(n).padStart(2, '0')

export function toSaudiInput(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN
  if (Number.isNaN(ms)) return ''
  const saudi = new Date(ms + RIYADH_OFFSET_MS)
  return `${riyadhDay(ms)}T${pad(saudi.getUTCHours())}:${pad(saudi.getUTCMinutes())}`
}

/** A datetime-local value (seconds allowed) read on the Saudi clock, as an ISO instant; null for an empty field or a value that is not a date. */
export function fromSaudiInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value)
  if (!match) return null
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((digits) => Number(digits ?? 0))
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  // Date.UTC carries an impossible day or hour over (Feb 30 → Mar 2): such a value is no date.
  if (
    wall.getUTCMonth() !== month - 1 ||
    wall.getUTCDate() !== day ||
    wall.getUTCHours() !== hour ||
    wall.getUTCMinutes() !== minute
  )
    return null
  return new Date(wall.getTime() - RIYADH_OFFSET_MS).toISOString()
}
