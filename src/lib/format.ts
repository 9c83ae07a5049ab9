import type { Locale } from '@contract/constants'
import { intlLocale } from './i18n'

/**
 * Building an Intl formatter costs far more than using one (tens of ms on a slow phone for
 * the Arabic locales), and lists and animated counters format the same way many times:
 * formatters are built once per locale and options (issue 2 §8 TBT target).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)))
  return formatter
}
function numberFormatter(locale: string, options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options ?? {})}`
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, options)))
  return formatter
}

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** Spec §9: B, KB, MB, GB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B'
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${FILE_SIZE_UNITS[unit]}`
}

export function formatDate(value: string | Date, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return dateFormatter(intlLocale(locale), options).format(date)
}

/** Event dates in Arabic also show the Umm al-Qura date (decisions §6). */
export function formatHijriDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return dateFormatter('ar-SA-u-ca-islamic-umalqura-nu-arab', { dateStyle: 'medium' }).format(date)
}

/**
 * Whole non-negative numbers without options (counts on the home page and in lists) are
 * written without Intl: the first Intl formatter of a language costs tens of ms on a slow
 * phone (ICU data), which the first screen does not need to pay. Same output as Intl
 * (format.test.ts compares them): Western digits with `,` in English, Arabic-Indic digits
 * with the Arabic thousands separator (U+066C) in Arabic.
 */
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩'
function formatWholeNumber(value: number, locale: Locale): string {
  const grouped = String(value).replace(/\B(?=(\d{3})+$)/g, ',')
  return locale === 'ar' ? grouped.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]!).replace(/,/g, '\u066C') : grouped
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  if (!options && Number.isSafeInteger(value) && value >= 0) return formatWholeNumber(value, locale)
  return numberFormatter(intlLocale(locale), options).format(value)
}

/** The text of the visitor's language, or the other one when it is empty. */
export function pickLang(locale: Locale, ar: string, en: string): string {
  return locale === 'ar' ? ar || en : en || ar
}

/** An event date: Gregorian, and in Arabic the Hijri date beside it (decisions §6). */
export function formatEventDate(value: string, locale: Locale): string {
  const gregorian = formatDate(value, locale, { dateStyle: 'medium', timeZone: 'Asia/Riyadh' })
  return locale === 'ar' ? `${gregorian} (${formatHijriDate(value)})` : gregorian
}

/** A time of day in Saudi time. */
export function formatTime(value: string, locale: Locale): string {
  return formatDate(value, locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Riyadh' })
}

/** A salary range in its currency (SAR by default, spec §9). */
export function formatSalary(min: number | null, max: number | null, currency: string, locale: Locale): string | null {
  const money = (value: number) => formatNumber(value, locale, { style: 'currency', currency: currency || 'SAR', maximumFractionDigits: 0 })
  if (min !== null && max !== null) return `${money(min)} – ${money(max)}`
  if (min !== null) return money(min)
  if (max !== null) return money(max)
  return null
}
