/**
 * Stored instants are ISO strings in UTC; `<input type="datetime-local">` holds a
 * wall-clock time with no zone. Both directions use the device's zone, so an
 * admin sees and types times as they read them on their own clock.
 */

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO instant as a datetime-local value (`YYYY-MM-DDTHH:mm`, local time); '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * A datetime-local value as an ISO instant; null for an empty field. A date-time
 * without an offset is read as local time (ECMA-262 Date.parse), which is what the
 * input means. A value that is not a date reads as empty rather than throwing.
 */
export function fromLocalInput(value: string): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
