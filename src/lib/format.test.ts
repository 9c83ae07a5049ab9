import { describe, expect, it } from 'vitest'
import { formatDate, formatEventDate, formatFileSize, formatHijriDate, formatNumber, formatSalary, pickLang } from './format'

describe('formatFileSize (spec §9)', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10.0 MB'],
    [2.25 * 1024 ** 3, '2.3 GB'],
    [5 * 1024 ** 4, '5120.0 GB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected)
  })
})

describe('dates (decisions §6)', () => {
  it('writes Arabic dates in the Gregorian calendar', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'ar', { year: 'numeric', timeZone: 'UTC' })).toBe('٢٠٢٦')
  })
  it('writes English dates in en-US', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 22, 2026')
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
  it('salaries are in SAR by default (spec §9)', () => {
    expect(formatSalary(15000, 25000, 'SAR', 'en')).toMatch(/^SAR\s15,000 – SAR\s25,000$/)
    expect(formatSalary(null, null, 'SAR', 'en')).toBeNull()
  })
  it('Arabic event dates carry the Hijri date beside them (decisions §6)', () => {
    expect(formatEventDate('2026-11-22T10:00:00Z', 'ar')).toMatch(/٢٠٢٦.*\(.*١٤٤٨/)
    expect(formatEventDate('2026-11-22T10:00:00Z', 'en')).toBe('Nov 22, 2026')
  })
})

describe('formatNumber without Intl for whole numbers', () => {
  it('writes the same as Intl in both languages', () => {
    const values = [0, 7, 12, 999, 1000, 1250, 10_000, 123_456, 1_234_567, 98_765_432_1, Number.MAX_SAFE_INTEGER]
    for (const value of values) {
      expect(formatNumber(value, 'en')).toBe(new Intl.NumberFormat('en-US').format(value))
      expect(formatNumber(value, 'ar')).toBe(new Intl.NumberFormat('ar-SA-u-ca-gregory-nu-arab').format(value))
    }
  })
})
