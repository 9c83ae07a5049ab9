import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { RegisterPhoneSchema } from './auth'
import { cleanPhone, phoneDisplay, telHref } from './phone'
import { WorkContactsSchema } from './profile-fields'

const read = (typed: unknown) => v.safeParse(RegisterPhoneSchema, typed)

describe('the phone as typed', () => {
  it.each([
    ['0551234567', '+966551234567'],
    ['551234567', '+966551234567'],
    ['+966551234567', '+966551234567'],
    ['00966551234567', '+966551234567'],
    ['966551234567', '+966551234567'],
    ['+966 (0) 55 123 4567', '+966551234567'],
    ['055 123 4567', '+966551234567'],
    ['055-123-4567', '+966551234567'],
    ['(055) 123.4567', '+966551234567'],
    ['٠٥٥١٢٣٤٥٦٧', '+966551234567'],
    ['+٩٦٦٥٥١٢٣٤٥٦٧', '+966551234567'],
    ['۰۵۵۱۲۳۴۵۶۷', '+966551234567'],
    ['\u200E+966 55 123 4567\u200F', '+966551234567'],
    ['٠٥٥–١٢٣–٤٥٦٧', '+966551234567'],
    ['011 234 5678', '+966112345678'],
    ['112345678', '+966112345678'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 7946 095800', '+447946095800'],
    ['+1 (202) 555-0123', '+12025550123'],
  ])('reads %s as %s', (typed, e164) => {
    expect(read(typed)).toMatchObject({ success: true, output: e164 })
  })

  it.each([' ', '', ' - '])('reads %j as no phone', (typed) => {
    expect(read(typed)).toMatchObject({ success: true, output: null })
  })

  it.each([
    ['letters', '+966 50 ABC 4567'],
    ['a Saudi number one digit short', '05512345'],
    ['a Saudi number one digit long', '05512345678'],
    ['a Saudi service number shape', '920012345'],
    ['more digits than E.164 allows', '+9665012345678901'],
    ['a plus inside the number', '05+51234567'],
    ['a country code starting with 0', '+0551234567'],
  ])('refuses %s with validation.phone', (_label, typed) => {
    const result = read(typed)
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toBe('validation.phone')
  })

  it('refuses what is not text, and an endless text before reading it', () => {
    expect(read(966551234567).issues?.[0]?.message).toBe('validation.invalid_type')
    expect(read('5'.repeat(41)).issues?.[0]?.message).toBe('validation.too_long')
  })

  it('reads the work phone of a profile the same way, blank as empty text', () => {
    expect(v.parse(WorkContactsSchema, { phone: '٠٥٥ ١٢٣ ٤٥٦٧' }).phone).toBe('+966551234567')
    expect(v.parse(WorkContactsSchema, { phone: null }).phone).toBe('')
    expect(v.parse(WorkContactsSchema, {}).phone).toBe('')
    expect(v.safeParse(WorkContactsSchema, { phone: '12' }).issues?.[0]?.message).toBe('validation.phone')
  })

  it('folds full-width digits too', () => {
    expect(cleanPhone('０５５ １２３')).toBe('055123')
  })
})

describe('the phone as shown', () => {
  it.each([
    ['+966551234567', '055 123 4567'],
    ['+966112345678', '011 234 5678'],
    ['+447946095800', '+44 7946095800'],
    ['+12025550123', '+1 2025550123'],
    ['+971501234567', '+971 501234567'],
    // Stored before phones were kept in E.164: read as typed when it is a number, else as stored.
    ['+966 55 123 4567', '055 123 4567'],
    ['ext. 12', 'ext. 12'],
  ])('shows %s as %s', (stored, shown) => {
    expect(phoneDisplay(stored)).toBe(shown)
  })

  it('links to the E.164 form', () => {
    expect(telHref('+966551234567')).toBe('tel:+966551234567')
    expect(telHref('055 123 4567')).toBe('tel:+966551234567')
  })
})
