import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { foldDigits } from './digits'
import { EventWriteSchema, EVENT_TYPES } from './events'
import { parseTypedNumber, typedNumber } from './numbers'

describe('numbers as typed', () => {
  it('folds Arabic-Indic and Eastern Arabic digits', () => {
    expect(foldDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789')
  })

  it.each([
    ['12', 12],
    ['١٢', 12],
    ['۱۲', 12],
    [' 15,000 ', 15000],
    ['١٥٬٠٠٠', 15000],
    ['', null],
    ['  ', null],
  ])('reads the whole number %j as %j', (text, value) => {
    expect(parseTypedNumber(text)).toBe(value)
  })

  it.each([
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['١٫٥', 1.5],
    ['۰٫۲۵', 0.25],
    ['.75', 0.75],
  ])('reads the fraction %j as %j', (text, value) => {
    expect(parseTypedNumber(text, { fraction: true })).toBe(value)
  })

  it.each(['12 years', '١٢ سنة', '1.5', '1e3', '0x10', '--1'])('reads %j as no whole number', (text) => {
    expect(parseTypedNumber(text)).toBeNaN()
  })

  it("lets a field take a number or its text, and refuses junk with the field's code", () => {
    const capacity = typedNumber(
      v.nullable(
        v.pipe(
          v.number('validation.integer'),
          v.integer('validation.integer'),
          v.minValue(1, 'validation.too_small'),
        ),
      ),
    )
    expect(v.parse(capacity, 40)).toBe(40)
    expect(v.parse(capacity, '٤٠')).toBe(40)
    expect(v.parse(capacity, '')).toBeNull()
    expect(v.parse(capacity, null)).toBeNull()
    expect(v.safeParse(capacity, 'forty').issues?.[0]?.message).toBe('validation.integer')
    expect(v.safeParse(capacity, '٠').issues?.[0]?.message).toBe('validation.too_small')
    expect(v.safeParse(capacity, true).issues?.[0]?.message).toBe('validation.invalid_type')
  })

  it('reads an event capacity typed in Arabic-Indic digits', () => {
    const result = v.safeParse(EventWriteSchema, {
      type: EVENT_TYPES[0],
      title_en: 'Spine day',
      starts_at: '2099-01-01T09:00:00.000Z',
      capacity: '١٢٠',
    })
    expect(result.success && result.output.capacity).toBe(120)
  })
})
