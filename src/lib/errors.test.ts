import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { errorMessage } from './errors'

describe('errorMessage', () => {
  it('uses the message of an Error', () => {
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('boom')
  })

  it('uses the message of an ApiError', () => {
    expect(errorMessage(new ApiError('Not allowed', 403, null), 'fallback')).toBe('Not allowed')
  })

  it('falls back when the Error has no message', () => {
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback')
  })

  it.each([['a string'], [null], [undefined], [{ message: 'not an Error' }]])('falls back for %p', (value) => {
    expect(errorMessage(value, 'fallback')).toBe('fallback')
  })
})
