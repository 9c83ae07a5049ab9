import { cleanPhone, phoneCandidate, phoneDisplay, callingCodeOf } from '@contract/phone'
import libphonenumber from 'google-libphonenumber'
import { describe, expect, it } from 'vitest'
import { parsePhone } from './phone'

const util = libphonenumber.PhoneNumberUtil.getInstance()
const { PhoneNumberType: Type, PhoneNumberFormat: Format } = libphonenumber
/** What the server stores for a number as typed: the contract reads it, the parser decides. */
const stored = (typed: string) => {
  const candidate = phoneCandidate(cleanPhone(typed))
  return candidate === null ? null : parsePhone(candidate)
}

describe('the server phone parser', () => {
  it.each([
    ['0551234567', '+966551234567'],
    ['551234567', '+966551234567'],
    ['+966551234567', '+966551234567'],
    ['00966551234567', '+966551234567'],
    ['+966 (0)55 123-4567', '+966551234567'],
    ['+٩٦٦٥٥١٢٣٤٥٦٧', '+966551234567'],
    ['۰۵۵۱۲۳۴۵۶۷', '+966551234567'],
    ['011 234 5678', '+966112345678'],
    ['(012) 654-3210', '+966126543210'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['+1 202 555 0123', '+12025550123'],
  ])('stores %s as %s', (typed, e164) => {
    expect(stored(typed)).toBe(e164)
  })

  it.each([
    ['a Saudi mobile range not in service', '0521234567'],
    ['a toll-free number', '+9668001234567'],
    ['a shared-cost 9200 number', '+966920012345'],
    ['a Saudi number too short', '+96651234567'],
    ['a British number too short', '+44207946'],
    ['a country code nobody has', '+8001234567'],
  ])('refuses %s', (_label, typed) => {
    expect(stored(typed)).toBeNull()
  })

  it('never refuses in the form what it would accept, and shows Saudi numbers as it does', () => {
    const personal = new Set([Type.MOBILE, Type.FIXED_LINE, Type.FIXED_LINE_OR_MOBILE])
    const mismatches: string[] = []
    let checked = 0
    // Every four-digit start of a Saudi landline (1…) or mobile (5…) number.
    for (const first of [1, 5]) {
      for (let prefix = first * 1000; prefix < (first + 1) * 1000; prefix += 1) {
        const national = `${prefix}12345`
        const number = util.parse(`+966${national}`, 'SA')
        if (!util.isValidNumber(number) || !personal.has(util.getNumberType(number))) continue
        checked += 1
        if (phoneCandidate(`0${national}`) !== `+966${national}`)
          mismatches.push(`light check refuses 0${national}`)
        // The contract's national form is libphonenumber's, so the browser needs no parser to show it.
        const nationalForm = util.format(number, Format.NATIONAL)
        if (phoneDisplay(`+966${national}`) !== nationalForm)
          mismatches.push(`${national} shown as ${phoneDisplay(`+966${national}`)}, not ${nationalForm}`)
      }
    }
    expect(checked).toBeGreaterThan(100)
    expect(mismatches).toEqual([])
  })

  it('sets the calling code apart as libphonenumber reads it, in every region', () => {
    for (const region of util.getSupportedRegions()) {
      const example = util.getExampleNumber(region)
      const e164 = util.format(example, Format.E164)
      expect(callingCodeOf(e164), region).toBe(String(util.getCountryCodeForRegion(region)))
    }
  })
})
