import { describe, expect, it } from 'vitest'
import { formatDate, formatFileSize, formatHijriDate } from './format'

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
