// Frozen: contract/script-language.ts as migration 20261202-0100-bilingual-content ran it (commit e25f3e6).
// Never edited: a later change to the live rule must not change what it did.

type TextLang = 'ar' | 'en'

const ARABIC_LETTER =
  /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu
const LATIN_LETTER = /\p{Script=Latin}/gu

/** Arabic when Arabic letters are at least as many as Latin ones; no letters reads as Arabic. */
function scriptLanguageOf(text: string): TextLang {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0
  const latin = text.match(LATIN_LETTER)?.length ?? 0
  return latin > arabic ? 'en' : 'ar'
}

interface Bilingual<T> {
  ar: T
  en: T
}

/** One text put under the language it is written in; the other language is left empty. */
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
