import { describe, expect, it } from 'vitest'
import { DAY_MS, umalquraFromDays } from './calendar'
import { UMALQURA_EPOCH_DAY } from './umalqura-table'

const icu = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
})
function icuUmalqura(days: number) {
  const fields = Object.fromEntries(
    icu.formatToParts(new Date(days * DAY_MS)).map((part) => [part.type, part.value]),
  )
  return { year: Number(fields.year), month: Number(fields.month), day: Number(fields.day) }
}

describe('umalquraFromDays (the Umm al-Qura table read back from ICU)', () => {
  it('gives the same date as Intl for every day of 1300–1600 AH, and nothing outside', () => {
    const mismatches: string[] = []
    let day = UMALQURA_EPOCH_DAY
    for (let actual = umalquraFromDays(day); actual; day += 1, actual = umalquraFromDays(day)) {
      const expected = icuUmalqura(day)
      if (actual.year !== expected.year || actual.month !== expected.month || actual.day !== expected.day) {
        mismatches.push(
          `${new Date(day * DAY_MS).toISOString().slice(0, 10)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
        )
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([])
    expect(icuUmalqura(UMALQURA_EPOCH_DAY)).toEqual({ year: 1300, month: 1, day: 1 })
    expect(icuUmalqura(day)).toEqual({ year: 1601, month: 1, day: 1 })
    expect(umalquraFromDays(UMALQURA_EPOCH_DAY - 1)).toBeUndefined()
    expect(umalquraFromDays(Number.NaN)).toBeUndefined()
  })

  it('knows a date of today', () => {
    expect(umalquraFromDays(Date.UTC(2026, 10, 23) / DAY_MS)).toEqual({ year: 1448, month: 6, day: 13 })
  })
})
