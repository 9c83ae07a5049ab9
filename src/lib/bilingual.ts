import type { Locale } from '@contract/constants'
import { scriptLanguageOf, type TextLang } from '@contract/script-language'

/** A text of a field kept in both languages, as a screen shows it, with the language it is written in. */
export interface PickedText {
  text: string
  lang: TextLang
}

/**
 * The reader's language, else the other one. `single` is the spec's single field, read when
 * both are empty (a copy saved before the pair existed); its language is its script's.
 */
export function pickBilingual(locale: Locale, ar: string, en: string, single = ''): PickedText {
  const own = locale === 'ar' ? ar : en
  if (own) return { text: own, lang: locale }
  const other = locale === 'ar' ? en : ar
  if (other) return { text: other, lang: locale === 'ar' ? 'en' : 'ar' }
  return { text: single, lang: scriptLanguageOf(single) }
}

/** A list (keywords, requirements) kept in both languages: the reader's, else the other one's, else the single one. */
export function pickBilingualList(locale: Locale, ar: readonly string[], en: readonly string[], single: readonly string[] = []): { items: readonly string[]; lang: TextLang } {
  const own = locale === 'ar' ? ar : en
  if (own.length) return { items: own, lang: locale }
  const other = locale === 'ar' ? en : ar
  if (other.length) return { items: other, lang: locale === 'ar' ? 'en' : 'ar' }
  return { items: single, lang: scriptLanguageOf(single.join(' ')) }
}
