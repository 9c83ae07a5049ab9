import { foldArabic } from './fold-arabic'

/**
 * One key both databases compare byte by byte, so paging agrees everywhere; titles, later articles, accents
 * and punctuation are ignored. `ar` puts Arabic script first, `en` Latin; equal keys fall back to the id.
 */
export function nameSortKey(fullName: string, order: 'ar' | 'en' = 'ar'): string {
  const words = withoutTitles(
    foldArabic(fullName)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
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
const ABD = new Set(['عبد', 'abd', 'abdul', 'abdel', 'abdal'])
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

/** A name made only of titles keeps them, so it still has a key. */
function withoutTitles(words: string[]): string[] {
  let start = 0
  while (start < words.length - 1 && TITLES.has(words[start] ?? '')) start++
  return words.slice(start)
}

/** Persian and Urdu letters beside their nearest Arabic one. */
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
  if (ch >= '0' && ch <= '9') return ch
  // Any other script after Latin, in code-point order.
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
