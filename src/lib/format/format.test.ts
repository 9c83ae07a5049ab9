import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  formatDate,
  formatEventDate,
  formatFileSize,
  formatHijriDate,
  formatNumber,
  formatPhone,
  formatSalary,
  formatTime,
  formatYear,
  pickLang,
  riyadhDay,
  riyadhYear,
} from './format'

describe('formatFileSize', () => {
  it.each([
    [0, '0 B', '٠ بايت'],
    [-5, '0 B', '٠ بايت'],
    [512, '512 B', '٥١٢ بايت'],
    [1024, '1.0 KB', '١٫٠ ك.ب'],
    [1536, '1.5 KB', '١٫٥ ك.ب'],
    [10 * 1024 * 1024, '10.0 MB', '١٠٫٠ م.ب'],
    [2.25 * 1024 ** 3, '2.3 GB', '٢٫٣ غ.ب'],
    [5 * 1024 ** 4, '5120.0 GB', '٥١٢٠٫٠ غ.ب'],
  ])('%d bytes → %s, %s', (bytes, en, ar) => {
    expect(formatFileSize(bytes, 'en')).toBe(en)
    expect(formatFileSize(bytes, 'ar')).toBe(ar)
  })
  it('uses the same decimal separator as Intl in Arabic', () => {
    expect(formatFileSize(1536, 'ar').split(' ')[0]).toBe(
      new Intl.NumberFormat('ar-SA-u-nu-arab', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        1.5,
      ),
    )
  })
})

describe('formatYear', () => {
  it("writes a year without grouping, in the reader's digits", () => {
    expect(formatYear(2026, 'en')).toBe('2026')
    expect(formatYear(2026, 'ar')).toBe('٢٠٢٦')
  })
})

describe('dates', () => {
  it('writes Arabic dates in the Gregorian calendar', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'ar', { year: 'numeric' })).toBe('٢٠٢٦')
  })
  it('writes English dates in en-US', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'en', { dateStyle: 'medium' })).toBe('Nov 22, 2026')
  })
  it('gives the Umm al-Qura date beside it', () => {
    expect(formatHijriDate('2026-11-22T10:00:00Z')).toMatch(/١٤٤٨/)
  })
})

describe('content helpers', () => {
  it.each([
    ['ar', 'عربي', 'English', 'عربي'],
    ['ar', '', 'English', 'English'],
    ['en', 'عربي', 'English', 'English'],
    ['en', 'عربي', '', 'عربي'],
  ] as const)('pickLang(%s, %j, %j) → %j', (locale, ar, en, expected) => {
    expect(pickLang(locale, ar, en)).toBe(expected)
  })
  it('salaries are in SAR by default', () => {
    expect(formatSalary(15000, 25000, 'SAR', 'en')).toMatch(/^SAR\s15,000 – SAR\s25,000$/)
    expect(formatSalary(null, null, 'SAR', 'en')).toBeNull()
  })
  it('Arabic event dates carry the Hijri date beside them', () => {
    expect(formatEventDate('2026-11-22T10:00:00Z', 'ar')).toMatch(/٢٠٢٦.*\(.*١٤٤٨/)
    expect(formatEventDate('2026-11-22T10:00:00Z', 'en')).toBe('Nov 22, 2026')
  })
})

describe('formatNumber without Intl for whole numbers', () => {
  it('writes the same as Intl in both languages', () => {
    const values = [
      0,
      7,
      12,
      999,
      1000,
      1250,
      10_000,
      123_456,
      1_234_567,
      98_765_432_1,
      Number.MAX_SAFE_INTEGER,
    ]
    for (const value of values) {
      expect(formatNumber(value, 'en')).toBe(new Intl.NumberFormat('en-US').format(value))
      expect(formatNumber(value, 'ar')).toBe(
        new Intl.NumberFormat('ar-SA-u-ca-gregory-nu-arab').format(value),
      )
    }
  })
})

describe('salaries in riyals without Intl', () => {
  const SAR = { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 } as const
  it('writes whole riyals as Intl does in both languages, and builds no Intl.NumberFormat for them', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat')
    const values = [0, 5, 999, 1000, 15_000, 123_456, 1_234_567]
    const written = values.map((value) => [
      formatSalary(value, null, 'SAR', 'en'),
      formatSalary(null, value, '', 'ar'),
    ])
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
    expect(written).toEqual(
      values.map((value) => [
        new Intl.NumberFormat('en-US', SAR).format(value),
        new Intl.NumberFormat('ar-SA-u-ca-gregory-nu-arab', SAR).format(value),
      ]),
    )
  })
  it('leaves other currencies and fractions to Intl', () => {
    expect(formatSalary(1500.5, null, 'SAR', 'en')).toBe(new Intl.NumberFormat('en-US', SAR).format(1500.5))
    expect(formatSalary(2000, null, 'USD', 'ar')).toBe(
      new Intl.NumberFormat('ar-SA-u-ca-gregory-nu-arab', { ...SAR, currency: 'USD' }).format(2000),
    )
  })
})

describe('dates and times without Intl (docs/decisions/005-first-visit-budget.md)', () => {
  const AR = 'ar-SA-u-ca-gregory-nu-arab'
  const HIJRI = 'ar-SA-u-ca-islamic-umalqura-nu-arab'
  const RIYADH = { dateStyle: 'medium', timeZone: 'Asia/Riyadh' } as const
  const TIME = { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Riyadh' } as const
  const intl = {
    arRiyadh: new Intl.DateTimeFormat(AR, RIYADH),
    enRiyadh: new Intl.DateTimeFormat('en-US', RIYADH),
    hijriRiyadh: new Intl.DateTimeFormat(HIJRI, RIYADH),
    arTime: new Intl.DateTimeFormat(AR, TIME),
    enTime: new Intl.DateTimeFormat('en-US', TIME),
  }
  const DAY = 86_400_000

  /** Every pair that differs, as "instant what: actual ≠ expected" (the first few). */
  function compareDates(instants: Iterable<Date>): string[] {
    const mismatches: string[] = []
    const check = (date: Date, what: string, actual: string, expected: string) => {
      if (actual !== expected && mismatches.length < 5)
        mismatches.push(
          `${date.toISOString()} ${what}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
        )
    }
    for (const date of instants) {
      check(date, 'ar', formatDate(date, 'ar'), intl.arRiyadh.format(date))
      check(date, 'en', formatDate(date, 'en'), intl.enRiyadh.format(date))
      check(date, 'Hijri', formatHijriDate(date), intl.hijriRiyadh.format(date))
    }
    return mismatches
  }

  // 21:30Z and 23:59Z are the next day in Riyadh; 00:00Z is the day before in the Americas.
  const TIMES_OF_DAY = [0, 12 * 60, 21 * 60 + 30, 23 * 60 + 59].map((minutes) => minutes * 60_000)

  it(`writes medium dates and Hijri dates as Intl does, every day of 1950–2076 (TZ=${process.env.TZ || 'unset'})`, () => {
    function* instants() {
      for (let day = Date.UTC(1950, 0, 1); day <= Date.UTC(2076, 11, 31); day += DAY) {
        for (const time of TIMES_OF_DAY) yield new Date(day + time)
      }
    }
    expect(compareDates(instants())).toEqual([])
    // 185,000 instants compared with Intl: about a second alone, far more on a busy machine.
  }, 60_000)

  it('and on dates sampled from the years 1000–9999 (the fast path hands older and odd ones to Intl)', () => {
    function* instants() {
      for (let day = Date.UTC(1000, 0, 1); day <= Date.UTC(9999, 11, 31); day += 389 * DAY) {
        for (const time of TIMES_OF_DAY) yield new Date(day + time)
      }
      yield new Date(Date.UTC(1947, 2, 13, 20, 0))
      yield new Date(Date.UTC(999, 11, 31, 23, 0))
      yield new Date(Date.UTC(10_000, 0, 1))
    }
    expect(compareDates(instants())).toEqual([])
  })

  it('writes Saudi times of day as Intl does, in both languages', () => {
    const mismatches: string[] = []
    for (const start of [Date.UTC(2026, 10, 23), Date.UTC(1970, 0, 1), Date.UTC(2040, 5, 30)]) {
      for (let minute = 0; minute < 24 * 60; minute += 7) {
        const date = new Date(start + minute * 60_000)
        const iso = date.toISOString()
        if (formatTime(iso, 'ar') !== intl.arTime.format(date))
          mismatches.push(`${iso} ar: ${formatTime(iso, 'ar')} ≠ ${intl.arTime.format(date)}`)
        if (formatTime(iso, 'en') !== intl.enTime.format(date))
          mismatches.push(`${iso} en: ${formatTime(iso, 'en')} ≠ ${intl.enTime.format(date)}`)
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([])
  })

  it('examples', () => {
    expect(formatDate('2026-11-23T10:00:00Z', 'ar')).toBe('٢٣\u200F/١١\u200F/٢٠٢٦')
    expect(formatDate('2026-03-05T10:00:00Z', 'ar')).toBe('٠٥\u200F/٠٣\u200F/٢٠٢٦')
    expect(formatDate('2026-11-23T10:00:00Z', 'en')).toBe('Nov 23, 2026')
    expect(formatTime('2026-11-23T10:00:00Z', 'ar')).toBe('١:٠٠ م')
    expect(formatTime('2026-11-23T21:05:00Z', 'en')).toBe('12:05 AM')
    expect(formatHijriDate('2026-11-23T10:00:00Z')).toBe('١٣ جمادى الآخرة ١٤٤٨ هـ')
    expect(formatDate('not a date', 'en')).toBe('')
    expect(formatHijriDate('not a date')).toBe('')
  })

  it('an event date gives the Gregorian and the Hijri date of the same day in Saudi time', () => {
    // 22:30Z on the 22nd is already the 23rd in Riyadh, whatever the browser's zone.
    const value = '2026-11-22T22:30:00Z'
    const date = new Date(value)
    expect(formatEventDate(value, 'ar')).toBe(
      `${intl.arRiyadh.format(date)} (${intl.hijriRiyadh.format(date)})`,
    )
    expect(formatEventDate(value, 'ar')).toBe('٢٣\u200F/١١\u200F/٢٠٢٦ (١٣ جمادى الآخرة ١٤٤٨ هـ)')
    expect(formatEventDate(value, 'en')).toBe('Nov 23, 2026')
  })

  it('other options go to Intl, still in Saudi time', () => {
    const date = new Date('2026-11-22T22:30:00Z')
    expect(formatDate(date, 'en', { dateStyle: 'long' })).toBe('November 23, 2026')
    expect(formatDate(date, 'en', { dateStyle: 'medium', timeStyle: 'short' })).toBe(
      new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Riyadh',
      }).format(date),
    )
    expect(formatDate(date, 'en', { dateStyle: 'medium', timeStyle: 'short' })).toBe('Nov 23, 2026, 1:30 AM')
    expect(formatDate(date, 'en', { weekday: 'short', day: 'numeric', month: 'short' })).toBe('Mon, Nov 23')
    // Before the Umm al-Qura table (1300 AH = 1882) ICU computes the arithmetic calendar.
    const old = new Date('1850-06-01T12:00:00Z')
    expect(formatHijriDate(old)).toBe(new Intl.DateTimeFormat(HIJRI, RIYADH).format(old))
  })

  it('writes the same in every zone the device may be set to', () => {
    // Node re-reads TZ when it is assigned: the device's zone changes nothing Saudi-time formatting writes.
    const ambient = process.env.TZ
    const value = '2026-11-22T22:30:00Z'
    const written = (zone: string) => {
      process.env.TZ = zone
      return [
        formatDate(value, 'en'),
        formatDate(value, 'ar', { dateStyle: 'long' }),
        formatTime(value, 'en'),
        formatEventDate(value, 'ar'),
        riyadhDay(value),
        String(riyadhYear(Date.parse('2026-12-31T21:30:00Z'))),
      ]
    }
    try {
      const inRiyadh = written('Asia/Riyadh')
      expect(inRiyadh).toEqual([
        'Nov 23, 2026',
        new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-arab', {
          dateStyle: 'long',
          timeZone: 'Asia/Riyadh',
        }).format(new Date(value)),
        '1:30 AM',
        '٢٣\u200F/١١\u200F/٢٠٢٦ (١٣ جمادى الآخرة ١٤٤٨ هـ)',
        '2026-11-23',
        '2027',
      ])
      for (const zone of ['America/New_York', 'UTC', 'Pacific/Kiritimati', 'Europe/London'])
        expect(written(zone), zone).toEqual(inRiyadh)
    } finally {
      if (ambient === undefined) delete process.env.TZ
      else process.env.TZ = ambient
    }
  })

  describe('builds no Intl.DateTimeFormat for the common formats', () => {
    afterEach(() => {
      vi.restoreAllMocks()
    })
    it('medium dates, Saudi times, event dates and Hijri dates', async () => {
      // A fresh module: the one above has built and kept Intl formatters while comparing.
      vi.resetModules()
      const { formatDate, formatEventDate, formatHijriDate, formatTime } = await import('./format')
      const Original = Intl.DateTimeFormat
      // A function, not an arrow: Vitest's spies run their implementation with `new` when called so.
      const constructor = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales, options) {
        return new Original(locales, options)
      })
      const value = '2031-02-14T18:45:00Z'
      for (const locale of ['ar', 'en'] as const) {
        formatDate(value, locale)
        formatDate(new Date(value), locale, { dateStyle: 'medium' })
        formatTime(value, locale)
        formatEventDate(value, locale)
      }
      formatHijriDate(value)
      expect(constructor).not.toHaveBeenCalled()
      formatDate(value, 'en', { dateStyle: 'full' })
      expect(constructor).toHaveBeenCalledTimes(1)
    })
  })
})

describe('formatPhone', () => {
  it('shows a Saudi number in its national form, in Arabic-Indic digits in Arabic', () => {
    expect(formatPhone('+966551234567', 'en')).toBe('055 123 4567')
    // A left-to-right mark after each group keeps the groups in reading order (see formatPhone).
    expect(formatPhone('+966551234567', 'ar')).toBe('٠٥٥\u200E ١٢٣\u200E ٤٥٦٧')
    expect(formatPhone('+966112345678', 'ar')).toBe('٠١١\u200E ٢٣٤\u200E ٥٦٧٨')
  })
  it("shows another country's number with its calling code apart", () => {
    expect(formatPhone('+447946095800', 'en')).toBe('+44 7946095800')
    expect(formatPhone('+447946095800', 'ar')).toBe('+٤٤\u200E ٧٩٤٦٠٩٥٨٠٠')
  })
})
