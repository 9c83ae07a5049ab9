import { describe, expect, it } from 'vitest'
import { REGULAR_FACE, storedLanguage } from './font-preload'

describe('storedLanguage', () => {
  const storage = (value: string | null) => () => ({ getItem: () => value })

  it('is English only when English was chosen', () => {
    expect(storedLanguage(storage('en'))).toBe('en')
    expect(storedLanguage(storage('ar'))).toBe('ar')
  })

  it('is Arabic, the default, without a choice, with an unknown one or without storage', () => {
    expect(storedLanguage(storage(null))).toBe('ar')
    expect(storedLanguage(storage('fr'))).toBe('ar')
    expect(
      storedLanguage(() => {
        throw new DOMException('blocked', 'SecurityError')
      }),
    ).toBe('ar')
  })
})

describe('REGULAR_FACE', () => {
  it('names the regular woff2 of each language’s script', () => {
    expect(REGULAR_FACE.ar).toMatch(/arabic-arabic-400-normal.*\.woff2$/)
    expect(REGULAR_FACE.en).toMatch(/arabic-latin-400-normal.*\.woff2$/)
  })
})
