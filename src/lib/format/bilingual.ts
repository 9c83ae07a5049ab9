import type { Locale } from '@contract/constants'
import { scriptLanguageOf, type TextLang } from '@contract/script-language'

/** A text of a field kept in both languages, as a screen shows it, with the language it is written in. */
export interface PickedText {
  text: string
  lang: TextLang
}

/** The reader's language, else the other one, else the spec's single field in its script's language. */
function pickPair<T>(
  locale: Locale,
  ar: T,
  en: T,
  single: T,
  filled: (value: T) => boolean,
  singleLang: (value: T) => TextLang,
): { value: T; lang: TextLang } {
  const other: Locale = locale === 'ar' ? 'en' : 'ar'
  const own = locale === 'ar' ? ar : en
  if (filled(own)) return { value: own, lang: locale }
  const theirs = locale === 'ar' ? en : ar
  if (filled(theirs)) return { value: theirs, lang: other }
  return { value: single, lang: singleLang(single) }
}

/**
 * The reader's language, else the other one. `single` is the spec's single field, read when
 * both are empty (a copy saved before the pair existed); its language is its script's.
 */
export function pickBilingual(locale: Locale, ar: string, en: string, single = ''): PickedText {
  const { value, lang } = pickPair(locale, ar, en, single, (text) => text !== '', scriptLanguageOf)
  return { text: value, lang }
}

/** A list (keywords, requirements) kept in both languages: the reader's, else the other one's, else the single one. */
export function pickBilingualList(
  locale: Locale,
  ar: readonly string[],
  en: readonly string[],
  single: readonly string[] = [],
): { items: readonly string[]; lang: TextLang } {
  const { value, lang } = pickPair(
    locale,
    ar,
    en,
    single,
    (items) => items.length > 0,
    (items) => scriptLanguageOf(items.join(' ')),
  )
  return { items: value, lang }
}

/**
 * The attributes of an element showing `pickLang(locale, ar, en)`: isolated in its own
 * direction, and, when the text fell back to the other language, marked with that language,
 * so screen readers and fonts read it as what it is.
 */
export function textLangProps(locale: Locale, ar: string, en: string): { dir: 'auto'; lang?: TextLang } {
  const own = locale === 'ar' ? ar : en
  const other: TextLang = locale === 'ar' ? 'en' : 'ar'
  return own === '' && (locale === 'ar' ? en : ar) !== '' ? { dir: 'auto', lang: other } : { dir: 'auto' }
}

/**
 * The attributes of an element showing a text a person wrote in one language (a hospital, an
 * address line): isolated, and marked with its script's language when that is not the reader's.
 */
export function writtenTextProps(locale: Locale, text: string): { dir: 'auto'; lang?: TextLang } {
  const lang = scriptLanguageOf(text)
  return text.trim() !== '' && lang !== locale ? { dir: 'auto', lang } : { dir: 'auto' }
}
