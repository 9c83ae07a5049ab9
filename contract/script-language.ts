/** The single reading of a pair is the Arabic value, else the English. */

export type TextLang = 'ar' | 'en'

const ARABIC_LETTER =
  /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu
const LATIN_LETTER = /\p{Script=Latin}/gu

/** Arabic unless Latin letters outnumber Arabic ones; no letters at all reads as Arabic. */
export function scriptLanguageOf(text: string): TextLang {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0
  const latin = text.match(LATIN_LETTER)?.length ?? 0
  return latin > arabic ? 'en' : 'ar'
}

export interface Bilingual<T> {
  ar: T
  en: T
}

export function splitTextByScript(text: string): Bilingual<string> {
  const value = text.trim()
  if (!value) return { ar: '', en: '' }
  return scriptLanguageOf(value) === 'en' ? { ar: '', en: value } : { ar: value, en: '' }
}

export function splitListByScript(items: readonly string[]): Bilingual<string[]> {
  const out: Bilingual<string[]> = { ar: [], en: [] }
  for (const item of items) {
    const value = item.trim()
    if (value) out[scriptLanguageOf(value)].push(value)
  }
  return out
}

export function singleReading(ar: string, en: string): string {
  return ar || en
}

export function singleListReading(ar: readonly string[], en: readonly string[]): string[] {
  return [...(ar.length ? ar : en)]
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i])

/** A single value equal to the pair's reading keeps the pair, so a client knowing only it erases nothing. */
export function bilingualWrite(
  write: { single?: string | undefined; ar?: string | undefined; en?: string | undefined },
  stored?: Bilingual<string>,
): Bilingual<string> {
  const pair = { ar: write.ar ?? '', en: write.en ?? '' }
  if (pair.ar || pair.en || write.single === undefined) return pair
  if (stored && write.single === singleReading(stored.ar, stored.en)) return stored
  return splitTextByScript(write.single)
}

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

export interface PersonName {
  full_name: string
  full_name_ar: string
  full_name_en: string
}

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

export function personNameColumns(pair: Bilingual<string>): PersonName {
  return { full_name: singleReading(pair.ar, pair.en), full_name_ar: pair.ar, full_name_en: pair.en }
}
