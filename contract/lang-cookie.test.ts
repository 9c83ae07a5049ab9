import { describe, expect, it } from 'vitest'
import { langCookie } from './constants'

describe('langCookie', () => {
  it('is for the whole site, for a year, sent on links from elsewhere, Secure only on https', () => {
    expect(langCookie('en', false)).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(langCookie('ar', true)).toBe('lang=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })
})
