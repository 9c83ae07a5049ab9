import type { Locale } from '@contract/constants'
import { scriptLanguageOf, type TextLang } from '@contract/script-language'

export interface PickedText {
  text: string
  lang: TextLang
}

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

/** `single` is read when both are empty (a copy saved before the pair existed), in its script's language. */
export function pickBilingual(locale: Locale, ar: string, en: string, single = ''): PickedText {
  const { value, lang } = pickPair(locale, ar, en, single, (text) => text !== '', scriptLanguageOf)
  return { text: value, lang }
}

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

/** Isolated in its own direction, and marked with the other language when the text fell back to it. */
export function textLangProps(locale: Locale, ar: string, en: string): { dir: 'auto'; lang?: TextLang } {
  const own = locale === 'ar' ? ar : en
  const other: TextLang = locale === 'ar' ? 'en' : 'ar'
  return own === '' && (locale === 'ar' ? en : ar) !== '' ? { dir: 'auto', lang: other } : { dir: 'auto' }
}

/** A text a person wrote in one language: isolated, marked with its script's language when not the reader's. */
export function writtenTextProps(locale: Locale, text: string): { dir: 'auto'; lang?: TextLang } {
  const lang = scriptLanguageOf(text)
  return text.trim() !== '' && lang !== locale ? { dir: 'auto', lang } : { dir: 'auto' }
}
