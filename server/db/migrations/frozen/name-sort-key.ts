// Frozen: contract/name-sort-key.ts as migration 20261126-1000-directory-order ran it (commit ad109dd). Never
// edited: a later change to the live order must not change what it did.
import { foldArabic } from './fold-arabic'

/** Arabic names in Arabic order, then Latin, digits first; titles, articles, accents ignored. */
export function nameSortKey(fullName: string): string {
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
  return kept.map(keyOfWord).join(' ')
}

const ARABIC_ARTICLE = 'ال'
const LATIN_ARTICLES = new Set(['al', 'el'])
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

/** A name made only of titles keeps them, so it still has a key. */
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
const ARABIC_BASE = 0x100
const LATIN_BASE = 0x200

function keyOfChar(ch: string): string {
  const arabic = ARABIC_ORDER.indexOf(ch)
  if (arabic >= 0) return String.fromCharCode(ARABIC_BASE + arabic)
  if (ch >= 'a' && ch <= 'z') return String.fromCharCode(LATIN_BASE + ch.charCodeAt(0) - 0x61)
  // Digits (foldArabic made Arabic-Indic digits ASCII) sort before every letter.
  if (ch >= '0' && ch <= '9') return ch
  // Any other script after Latin, in code-point order.
  const code = ch.codePointAt(0) ?? 0
  return code >= 0x300 ? ch : ''
}

function keyOfWord(word: string): string {
  let key = ''
  for (const ch of word) {
    const folded = FOLD_EXTRA[ch] ?? ch
    for (const part of folded) key += keyOfChar(part)
  }
  return key
}
