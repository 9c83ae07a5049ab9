import { foldDigits } from './digits'

/**
 * Applied to stored search columns and every query, so alef forms, taa marbuta, alef maqsura, tashkeel,
 * tatweel and Arabic-Indic digits never keep a word from its rows.
 */
const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g
const TATWEEL = /\u0640/g
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g // آ أ إ ٱ ٲ ٳ → ا
const TAA_MARBUTA = /\u0629/g // ة → ه
const ALEF_MAQSURA = /\u0649/g // ى → ي
const HAMZA_ON_WAW = /\u0624/g // ؤ → و
const HAMZA_ON_YEH = /\u0626/g // ئ → ي

export function foldArabic(input: string): string {
  return foldDigits(input.normalize('NFKC'))
    .replace(TASHKEEL, '')
    .replace(TATWEEL, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(TAA_MARBUTA, '\u0647')
    .replace(ALEF_MAQSURA, '\u064A')
    .replace(HAMZA_ON_WAW, '\u0648')
    .replace(HAMZA_ON_YEH, '\u064A')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
