import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isoTimestamp, optionalHttpUrl, trimmedText } from './admin-write-fields'
import { VALIDATION_CODES as C } from './errors'

const issueOf = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.[0]?.message

describe('admin write fields', () => {
  it.each([
    [undefined, ''],
    ['  abc  ', 'abc'],
    ['abc', 'abc'],
  ])('trimmedText reads %j as %j', (input, expected) => {
    expect(v.parse(trimmedText(3), input)).toBe(expected)
  })

  it('trimmedText refuses what is too long after trimming, or not a string', () => {
    expect(issueOf(trimmedText(3), ' abcd ')).toBe(C.tooLong)
    expect(issueOf(trimmedText(3), 5)).toBe(C.invalidType)
  })

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['  https://example.org/a  ', 'https://example.org/a'],
    ['HTTP://example.org', 'HTTP://example.org'],
  ])('optionalHttpUrl reads %j as %j', (input, expected) => {
    expect(v.parse(optionalHttpUrl, input)).toBe(expected)
  })

  it.each(['javascript:alert(1)', 'ftp://example.org', 'https://exa mple.org', '/uploads/a.pdf'])(
    'optionalHttpUrl refuses %j',
    (input) => {
      expect(issueOf(optionalHttpUrl, input)).toBe(C.url)
    },
  )

  it('isoTimestamp stores UTC ISO 8601, reads empty as null, refuses what is not a date', () => {
    expect(v.parse(isoTimestamp, '2026-11-23T10:00:00+03:00')).toBe('2026-11-23T07:00:00.000Z')
    expect(v.parse(isoTimestamp, '  ')).toBeNull()
    expect(issueOf(isoTimestamp, 'not a date')).toBe(C.invalid)
  })
})
