import { arabicIndicDigits } from '@contract/digits'
import { phoneDisplay } from '@contract/phone'
import type { Locale } from '@contract/constants'
import { DAY_MS, umalquraFromDays } from './calendar'
import { intlLocale } from './intl-locale'

// Building an Intl formatter costs far more than using one: one per locale and options.
const dateFormatters = new Map<string, Intl.DateTimeFormat>()
const numberFormatters = new Map<string, Intl.NumberFormat>()
function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = dateFormatters.get(key)
  if (!formatter) dateFormatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)))
  return formatter
}
function numberFormatter(locale: string, options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options ?? {})}`
  let formatter = numberFormatters.get(key)
  if (!formatter) numberFormatters.set(key, (formatter = new Intl.NumberFormat(locale, options)))
  return formatter
}

const toArabicDigits = arabicIndicDigits

const FILE_SIZE_UNITS: Record<Locale, readonly string[]> = {
  en: ['B', 'KB', 'MB', 'GB'],
  ar: ['بايت', 'ك.ب', 'م.ب', 'غ.ب'],
}

/**
 * A file size with one decimal above a kilobyte: "1.5 KB" in English; in Arabic the digits
 * are Arabic-Indic with the Arabic decimal separator (U+066B) and the units have Arabic
 * names, "١٫٥ ك.ب" (written without Intl, like the counts beside it in the lists).
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = FILE_SIZE_UNITS[locale]
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const number = unit === 0 ? String(Math.round(value)) : value.toFixed(1)
  // unit is clamped to the last index of units above.
  return `${locale === 'ar' ? toArabicDigits(number).replace('.', '\u066B') : number} ${units[unit]!}`
}

/** A year as a number without grouping ("2026", "٢٠٢٦"), as in "© 2026". */
export function formatYear(year: number, locale: Locale): string {
  return locale === 'ar' ? toArabicDigits(String(year)) : String(year)
}

/**
 * Every date and time is shown on the society's clock, Saudi time (Asia/Riyadh), on the server
 * and in every browser alike: an event at 09:00 in Riyadh reads 09:00 to a member abroad, the
 * server's render and the browser's hydration write the same text, and a day (a deadline, a
 * Hijri date) is the same day for every reader. The zone is this module's, not the caller's:
 * `DateOptions` has no `timeZone`.
 */
const RIYADH = 'Asia/Riyadh'
type DateOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone'>

/**
 * Dates without Intl. The first Intl.DateTimeFormat of a locale loads ICU locale data: 55–75 ms
 * of main thread on a slow phone (Lighthouse mobile, 4x CPU), and the Umm al-Qura calendar as
 * much again, all during the home page's first render (so that no main-thread task runs long on a slow phone; docs/decisions/005-first-visit-budget.md).
 * The formats the app shows most (medium dates, times of day, the Hijri date, all in Saudi time)
 * are therefore written here, character for character as Intl writes them:
 * format.test.ts compares both for every day from 1950 to 2076. Any other options, and dates
 * outside what was compared, go to Intl.
 */
const MEDIUM_DATE: DateOptions = { dateStyle: 'medium' }
const TIME_OF_DAY: DateOptions = { hour: 'numeric', minute: '2-digit' }
// Saudi time is UTC+3 without daylight saving since 14 March 1947 (tz database); before, local mean time.
export const RIYADH_OFFSET_MS = 3 * 3_600_000
const RIYADH_FIXED_SINCE_MS = Date.UTC(1947, 2, 14)
const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const
const HIJRI_MONTHS = [
  'محرم',
  'صفر',
  'ربيع الأول',
  'ربيع الآخر',
  'جمادى الأولى',
  'جمادى الآخرة',
  'رجب',
  'شعبان',
  'رمضان',
  'شوال',
  'ذو القعدة',
  'ذو الحجة',
] as const
const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura-nu-arab'

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

function sameOptions(options: DateOptions, shape: DateOptions): boolean {
  if (options === shape) return true
  // The own keys of an options object are option names (Object.keys types them as plain strings).
  const keys = Object.keys(options) as (keyof DateOptions)[]
  return keys.length === Object.keys(shape).length && keys.every((key) => options[key] === shape[key])
}

/** The date and time on a clock in Saudi time, where it has been UTC+3 (undefined before, and outside four-digit years). */
function wallClock(date: Date): WallClock | undefined {
  if (date.getTime() < RIYADH_FIXED_SINCE_MS) return undefined
  const saudi = new Date(date.getTime() + RIYADH_OFFSET_MS)
  const clock = {
    year: saudi.getUTCFullYear(),
    month: saudi.getUTCMonth() + 1,
    day: saudi.getUTCDate(),
    hour: saudi.getUTCHours(),
    minute: saudi.getUTCMinutes(),
  }
  // Four-digit years only (format.test.ts samples them): Intl writes years before 1 AD its own way.
  return clock.year >= 1000 && clock.year <= 9999 ? clock : undefined
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** ar: "٠٥‏/٠٣‏/٢٠٢٦" (with U+200F after day and month); en: "Mar 5, 2026". */
function mediumDate(clock: WallClock, locale: Locale): string {
  // A wall clock's month is 1…12, one per name.
  if (locale === 'en') return `${EN_MONTHS[clock.month - 1]!} ${clock.day}, ${clock.year}`
  return toArabicDigits(`${twoDigits(clock.day)}\u200F/${twoDigits(clock.month)}\u200F/${clock.year}`)
}

/** ar: "١:٠٥ م"; en: "1:05 PM". */
function timeOfDay(clock: WallClock, locale: Locale): string {
  const time = `${clock.hour % 12 || 12}:${twoDigits(clock.minute)}`
  if (locale === 'en') return `${time} ${clock.hour < 12 ? 'AM' : 'PM'}`
  return `${toArabicDigits(time)} ${clock.hour < 12 ? 'ص' : 'م'}`
}

function formatDateWithoutIntl(date: Date, locale: Locale, options: DateOptions): string | undefined {
  if (sameOptions(options, MEDIUM_DATE)) {
    const clock = wallClock(date)
    return clock && mediumDate(clock, locale)
  }
  if (sameOptions(options, TIME_OF_DAY)) {
    const clock = wallClock(date)
    return clock && timeOfDay(clock, locale)
  }
  return undefined
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value))

/** A date (by default "Mar 5, 2026" / "٠٥‏/٠٣‏/٢٠٢٦") in Saudi time; '' for a value that is not a date. */
export function formatDate(
  value: string | number | Date,
  locale: Locale,
  options: DateOptions = MEDIUM_DATE,
): string {
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) return ''
  return (
    formatDateWithoutIntl(date, locale, options) ??
    dateFormatter(intlLocale(locale), { ...options, timeZone: RIYADH }).format(date)
  )
}

/** The Umm al-Qura date of the instant's day in Saudi time, e.g. "١٣ جمادى الآخرة ١٤٤٨ هـ". */
export function formatHijriDate(value: string | Date): string {
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) return ''
  const clock = wallClock(date)
  const hijri = clock && umalquraFromDays(Date.UTC(clock.year, clock.month - 1, clock.day) / DAY_MS)
  // An Umm al-Qura month is 1…12, one per name.
  if (hijri)
    return `${toArabicDigits(String(hijri.day))} ${HIJRI_MONTHS[hijri.month - 1]!} ${toArabicDigits(String(hijri.year))} هـ`
  return dateFormatter(HIJRI_LOCALE, { ...MEDIUM_DATE, timeZone: RIYADH }).format(date)
}

/** The instant's calendar day in Saudi time, `YYYY-MM-DD` ('' for a value that is not a date): days compare as text. */
export function riyadhDay(value: string | number | Date): string {
  const ms = toDate(value).getTime()
  return Number.isNaN(ms) ? '' : new Date(ms + RIYADH_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant's year in Saudi time (the footer's "© 2026"). */
export function riyadhYear(value: number | Date): number {
  return new Date(toDate(value).getTime() + RIYADH_OFFSET_MS).getUTCFullYear()
}

/**
 * Whole non-negative numbers without options (counts on the home page and in lists) are
 * written without Intl: the first Intl formatter of a language costs tens of ms on a slow
 * phone (ICU data), which the first screen does not need to pay. Same output as Intl
 * (format.test.ts compares them): Western digits with `,` in English, Arabic-Indic digits
 * with the Arabic thousands separator (U+066C) in Arabic.
 */
function formatWholeNumber(value: number, locale: Locale): string {
  const grouped = String(value).replace(/\B(?=(\d{3})+$)/g, ',')
  return locale === 'ar' ? toArabicDigits(grouped).replace(/,/g, '\u066C') : grouped
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  if (!options && Number.isSafeInteger(value) && value >= 0) return formatWholeNumber(value, locale)
  return numberFormatter(intlLocale(locale), options).format(value)
}

const listFormatters = new Map<Locale, Intl.ListFormat>()

/** "a, b and c" ("أ وب وج" in Arabic): names joined the way the reader's language joins them. */
export function formatList(items: readonly string[], locale: Locale): string {
  let formatter = listFormatters.get(locale)
  if (!formatter)
    listFormatters.set(locale, (formatter = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' })))
  return formatter.format(items)
}

/** The text of the visitor's language, or the other one when it is empty. */
export function pickLang(locale: Locale, ar: string, en: string): string {
  return locale === 'ar' ? ar || en : en || ar
}

/** An event date: Gregorian, and in Arabic the Hijri date beside it. */
export function formatEventDate(value: string, locale: Locale): string {
  const gregorian = formatDate(value, locale)
  return locale === 'ar' ? `${gregorian} (${formatHijriDate(value)})` : gregorian
}

/** A time of day in Saudi time ("1:05 PM", "١:٠٥ م"). */
export function formatTime(value: string, locale: Locale): string {
  return formatDate(value, locale, TIME_OF_DAY)
}

/**
 * Whole riyals as Intl writes them with `{ style: 'currency', currency: 'SAR', maximumFractionDigits: 0 }`
 * ("SAR 15,000"; "‏١٥٬٠٠٠ ر.س.‏" with its right-to-left marks), written without Intl for the same
 * reason as the counts above: the jobs list shows a salary on every card, and the first currency
 * formatter of a language costs tens of ms on a slow phone. format.test.ts compares both.
 */
function formatRiyals(value: number, locale: Locale): string {
  const amount = formatWholeNumber(value, locale)
  return locale === 'ar' ? `\u200F${amount}\u00A0ر.س.\u200F` : `SAR\u00A0${amount}`
}

/** A salary range in its currency (SAR by default). */
export function formatSalary(
  min: number | null,
  max: number | null,
  currency: string,
  locale: Locale,
): string | null {
  const code = currency || 'SAR'
  const money = (value: number) =>
    code === 'SAR' && Number.isSafeInteger(value) && value >= 0
      ? formatRiyals(value, locale)
      : formatNumber(value, locale, { style: 'currency', currency: code, maximumFractionDigits: 0 })
  if (min !== null && max !== null) return `${money(min)} – ${money(max)}`
  if (min !== null) return money(min)
  if (max !== null) return money(max)
  return null
}

/**
 * A stored phone (E.164) as people read it: a Saudi mobile or landline in its national form
 * ("055 123 4567"), another country's number with its calling code apart ("+44 7946095800"),
 * in Arabic-Indic digits in Arabic ("٠٥٥ ١٢٣ ٤٥٦٧"). Written by contract/phone.ts, whose national
 * form is libphonenumber's (checked in server/lib/phone.test.ts), so the browser loads no parser.
 * Shown inside a left-to-right element; its `tel:` address is `telHref`, always E.164.
 * Arabic-Indic digits are Arabic numbers to the bidi algorithm, which lays out groups of them
 * separated by spaces right to left even in a left-to-right element ("٤٥٦٧ ١٢٣ ٠٥٥"): a
 * left-to-right mark after each group keeps them in reading order.
 */
export function formatPhone(stored: string, locale: Locale): string {
  const shown = phoneDisplay(stored)
  return locale === 'ar' ? toArabicDigits(shown).replace(/ /g, '\u200E ') : shown
}
