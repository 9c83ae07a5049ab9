/**
 * Which language a text is written in, read from its letters, and the rules of the content
 * fields stored in both languages (`location_ar` / `location_en`…): the single field of the
 * spec's readings is the Arabic value, else the English one, and a write that sends only the
 * single field stores it under the language its script is in.
 */

export type TextLang = 'ar' | 'en'

/** Letters of the Arabic script (Arabic, its supplements and presentation forms). */
const ARABIC_LETTER =
  /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu
const LATIN_LETTER = /\p{Script=Latin}/gu

/**
 * The language of a text by its script: Arabic when it has at least as many Arabic letters as
 * Latin ones and at least one, English when Latin letters outnumber them; a text with no
 * letters of either (digits, punctuation, '') is read as Arabic, the society's first language.
 */
export function scriptLanguageOf(text: string): TextLang {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0
  const latin = text.match(LATIN_LETTER)?.length ?? 0
  return latin > arabic ? 'en' : 'ar'
}

export interface Bilingual<T> {
  ar: T
  en: T
}

/** One text put under the language it is written in; the other language is left empty. */
export function splitTextByScript(text: string): Bilingual<string> {
  const value = text.trim()
  if (!value) return { ar: '', en: '' }
  return scriptLanguageOf(value) === 'en' ? { ar: '', en: value } : { ar: value, en: '' }
}

/** A list (keywords) split item by item into the language each is written in. */
export function splitListByScript(items: readonly string[]): Bilingual<string[]> {
  const out: Bilingual<string[]> = { ar: [], en: [] }
  for (const item of items) {
    const value = item.trim()
    if (value) out[scriptLanguageOf(value)].push(value)
  }
  return out
}

/** The spec's single field: the Arabic value, else the English one. */
export function singleReading(ar: string, en: string): string {
  return ar || en
}

/** The single list of the spec's readings (keywords, tags): the Arabic list, else the English one. */
export function singleListReading(ar: readonly string[], en: readonly string[]): string[] {
  return [...(ar.length ? ar : en)]
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i])

/**
 * What a write stores for a field kept in both languages. The `_ar`/`_en` values when the
 * request fills either (a missing one reads as empty), or when it sends no single field; else
 * the single field, put under the language of its script. A single value equal to what the stored pair reads as (a client that
 * knows only the single field sent back what it read) keeps the stored pair, so the other
 * language is not lost.
 */
export function bilingualWrite(
  write: { single?: string | undefined; ar?: string | undefined; en?: string | undefined },
  stored?: Bilingual<string>,
): Bilingual<string> {
  const pair = { ar: write.ar ?? '', en: write.en ?? '' }
  if (pair.ar || pair.en || write.single === undefined) return pair
  if (stored && write.single === singleReading(stored.ar, stored.en)) return stored
  return splitTextByScript(write.single)
}

/** bilingualWrite for lists (keywords): the single list split item by item. */
export function bilingualListWrite(
  write: {
    single?: readonly string[] | null | undefined
    ar?: readonly string[] | null | undefined
    en?: readonly string[] | null | undefined
  },
  stored?: Bilingual<string[]>,
): Bilingual<string[]> {
  const pair = { ar: [...(write.ar ?? [])], en: [...(write.en ?? [])] }
  if (pair.ar.length || pair.en.length || write.single == null) return pair
  if (stored && sameList(write.single, singleListReading(stored.ar, stored.en))) return stored
  return splitListByScript(write.single)
}

/** A person's name as every answer carries it: the spec's single `full_name` beside both languages. */
export interface PersonName {
  full_name: string
  full_name_ar: string
  full_name_en: string
}

/**
 * A stored person's name read for an answer. A row written before names were kept in both
 * languages (or by a writer that knows only the single name) has an empty pair: its single
 * name is read under the language of its script.
 */
export function personNameOf(row: {
  full_name: string | null
  full_name_ar?: string | null | undefined
  full_name_en?: string | null | undefined
}): PersonName {
  const pair =
    row.full_name_ar || row.full_name_en
      ? { ar: row.full_name_ar ?? '', en: row.full_name_en ?? '' }
      : splitTextByScript(row.full_name ?? '')
  return { full_name: singleReading(pair.ar, pair.en), full_name_ar: pair.ar, full_name_en: pair.en }
}

/** The columns a write of one name stores: the pair and the single name read from it. */
export function personNameColumns(pair: Bilingual<string>): PersonName {
  return { full_name: singleReading(pair.ar, pair.en), full_name_ar: pair.ar, full_name_en: pair.en }
}
