import { describe, expect, it } from 'vitest'
import { pickLang } from './format'
import { textLangProps } from './bilingual'

describe('textLangProps', () => {
  it.each([
    ['ar', 'المؤتمر', 'Congress', { dir: 'auto' }],
    ['ar', '', 'Congress', { dir: 'auto', lang: 'en' }],
    ['en', 'المؤتمر', 'Congress', { dir: 'auto' }],
    ['en', 'المؤتمر', '', { dir: 'auto', lang: 'ar' }],
    ['ar', '', '', { dir: 'auto' }],
  ] as const)(
    'marks the text pickLang(%s, %j, %j) shows with its language when it fell back',
    (locale, ar, en, expected) => {
      expect(textLangProps(locale, ar, en)).toEqual(expected)
      // The mark names the language of the text actually shown.
      const shown = pickLang(locale, ar, en)
      if ('lang' in expected) expect(shown).toBe(expected.lang === 'ar' ? ar : en)
    },
  )
})
