import { RIYADH_OFFSET_MS, riyadhDay } from './format'

/**
 * Stored instants are ISO strings in UTC; `<input type="datetime-local">` holds a wall-clock
 * time with no zone. Admin forms read and write it on the society's clock, Saudi time (UTC+3
 * all year, no daylight saving), the clock every page shows: an organiser abroad types 09:00
 * and the event reads 09:00 everywhere. The labels say "(Saudi time)".
 */

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO instant as a datetime-local value on the Saudi clock (`YYYY-MM-DDTHH:mm`); '' for none or a value that is not a date. */
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
