import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { adminIntParam } from './admin-query'
import { VALIDATION_CODES as C } from './errors'

const page = adminIntParam(1, 100)

describe('adminIntParam', () => {
  it.each([
    [undefined, 1],
    ['7', 7],
    [7, 7],
    ['100', 100],
    ['1e2', 100],
  ])('reads %j as %j', (input, expected) => expect(v.parse(page, input)).toBe(expected))

  it.each([
    ['0', C.tooSmall],
    ['', C.tooSmall],
    ['101', C.tooLarge],
    ['1.5', C.integer],
    ['abc', C.integer],
    [true, C.invalidType],
  ])('refuses %j with %s', (input, code) => expect(v.safeParse(page, input).issues?.[0]?.message).toBe(code))
})
