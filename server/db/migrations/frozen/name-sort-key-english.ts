// Frozen: contract/name-sort-key.ts with its English order, as migration
// 20261202-0710-english-directory-order ran it. Never edited: a later change to the live order
// must not change what it did.
import { foldArabic } from './fold-arabic'

/**
 * The directory's name order, `ar` (Arabic script first) or `en` (Latin first), byte-comparable on both
 * databases; titles, later articles, accents and punctuation ignored, "عبد الله" joined.
 */
export function nameSortKey(fullName: string, order: 'ar' | 'en' = 'ar'): string {
  const words = withoutTitles(
    foldArabic(fullName)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      // Dots end a title or an initial ("د.محمد", "ا.د"), hyphens join an article ("al-qahtani").
      .split(/[\s.\u060c\u06d4\-\u2010-\u2015_/]+/)
      .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
      .filter(Boolean),
  )
  const kept: string[] = []
  for (const [index, word] of words.entries()) {
    // The first name keeps an article; a later standalone "al"/"el" is the article of the next word.
    if (index > 0 && LATIN_ARTICLES.has(word)) continue
    const previous = kept[kept.length - 1]
    if (previous !== undefined && ABD.has(previous)) {
      kept[kept.length - 1] = previous + word
      continue
    }
    kept.push(
      index > 0 && word.startsWith(ARABIC_ARTICLE) && [...word].length > ARABIC_ARTICLE.length + 1
        ? word.slice(ARABIC_ARTICLE.length)
        : word,
    )
  }
  const bases = order === 'en' ? LATIN_FIRST : ARABIC_FIRST
  return kept.map((word) => keyOfWord(word, bases)).join(' ')
}

const ARABIC_ARTICLE = 'ال'
const LATIN_ARTICLES = new Set(['al', 'el'])
/** "Servant of": joined to the name that follows, however it was spaced. */
const ABD = new Set(['عبد', 'abd', 'abdul', 'abdel', 'abdal'])
/** Honorifics, folded and without their dots, left out at the start of a name. */
const TITLES = new Set([
  'د',
  'دكتور',
  'الدكتور',
  'دكتوره',
  'الدكتوره',
  'ا',
  'اد',
  'استاذ',
  'الاستاذ',
  'استاذه',
  'بروفيسور',
  'البروفيسور',
  'بروف',
  'م',
  'dr',
  'doctor',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'miss',
  'eng',
  'sir',
])

/** Leading titles, with or without dots; a name made only of titles keeps them. */
function withoutTitles(words: string[]): string[] {
  let start = 0
  while (start < words.length - 1 && TITLES.has(words[start] ?? '')) start++
  return words.slice(start)
}

/** Arabic letters in alphabetical order, with the Persian and Urdu letters beside their nearest Arabic one. */
const ARABIC_ORDER = 'ءابپتٹثجچحخدڈذرڑزژسشصضطظعغفڤقكکگلمنںهھوي'
const FOLD_EXTRA: Record<string, string> = {
  ک: 'ك',
  ی: 'ي',
  ۀ: 'ه',
  ە: 'ه',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  đ: 'd',
  ı: 'i',
}
/** Where each script's letters are written in the key: the lower base sorts first. */
interface Bases {
  arabic: number
  latin: number
}
const ARABIC_FIRST: Bases = { arabic: 0x100, latin: 0x200 }
const LATIN_FIRST: Bases = { arabic: 0x200, latin: 0x100 }

function keyOfChar(ch: string, bases: Bases): string {
  const arabic = ARABIC_ORDER.indexOf(ch)
  if (arabic >= 0) return String.fromCharCode(bases.arabic + arabic)
  if (ch >= 'a' && ch <= 'z') return String.fromCharCode(bases.latin + ch.charCodeAt(0) - 0x61)
  // Digits (foldArabic made Arabic-Indic digits ASCII) sort before every letter.
  if (ch >= '0' && ch <= '9') return ch
  // Any other script after Latin, in code-point order (U+0300 and up stay above both ranges).
  const code = ch.codePointAt(0) ?? 0
  return code >= 0x300 ? ch : ''
}

function keyOfWord(word: string, bases: Bases): string {
  let key = ''
  for (const ch of word) {
    const folded = FOLD_EXTRA[ch] ?? ch
    for (const part of folded) key += keyOfChar(part, bases)
  }
  return key
}
