import {
  UMALQURA_ALPHABET,
  UMALQURA_EPOCH_DAY,
  UMALQURA_FIRST_YEAR,
  UMALQURA_LAST_YEAR,
  UMALQURA_MONTHS,
} from './umalqura-table'

export const DAY_MS = 86_400_000

export interface CalendarDate {
  year: number
  month: number
  day: number
}

let masks: Uint16Array | undefined
let yearStarts: Int32Array | undefined

function decode(): [Uint16Array, Int32Array] {
  if (masks && yearStarts) return [masks, yearStarts]
  const years = UMALQURA_LAST_YEAR - UMALQURA_FIRST_YEAR + 1
  masks = new Uint16Array(years)
  yearStarts = new Int32Array(years + 1)
  yearStarts[0] = UMALQURA_EPOCH_DAY
  // The table holds two characters a year and yearStarts has years + 1 entries: the reads below are in range.
  for (let year = 0; year < years; year += 1) {
    // 2 * year + 1 < 2 * years, the table's length.
    const mask =
      (UMALQURA_ALPHABET.indexOf(UMALQURA_MONTHS[2 * year]!) << 6) |
      UMALQURA_ALPHABET.indexOf(UMALQURA_MONTHS[2 * year + 1]!)
    let length = 12 * 29
    for (let month = 0; month < 12; month += 1) length += (mask >> month) & 1
    masks[year] = mask
    yearStarts[year + 1] = yearStarts[year]! + length // set on the step before (entry 0 before the loop)
  }
  return [masks, yearStarts]
}

/** The Umm al-Qura date of a day since 1970-01-01, as ICU has it; undefined outside 1300–1600 AH. */
export function umalquraFromDays(days: number): CalendarDate | undefined {
  const [monthMasks, starts] = decode()
  // starts has one entry more than monthMasks and year stays in range once this check passed.
  if (!(days >= starts[0]! && days < starts[monthMasks.length]!)) return undefined
  let year = Math.min(monthMasks.length - 1, Math.floor((days - starts[0]!) / 354.367)) // starts has an entry 0
  while (starts[year]! > days) year -= 1 // stops at 0 at the latest, since starts[0] <= days
  while (starts[year + 1]! <= days) year += 1 // stops below monthMasks.length, since days < its start
  let rest = days - starts[year]! // year is in 0…monthMasks.length - 1, after the two loops
  const mask = monthMasks[year]! // the same year, and monthMasks has an entry for each
  for (let month = 0; month < 12; month += 1) {
    const length = 29 + ((mask >> month) & 1)
    if (rest < length) return { year: UMALQURA_FIRST_YEAR + year, month: month + 1, day: rest + 1 }
    rest -= length
  }
  return undefined
}
