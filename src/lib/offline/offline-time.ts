import type { Locale } from '@contract/constants'
import { intlLocale } from '../format/intl-locale'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
]

export function formatRelativeTime(at: number, now: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' })
  const elapsed = Math.max(0, now - at)
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit)
  }
  return format.format(0, 'second')
}
