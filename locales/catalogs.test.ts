import { readdirSync, readFileSync } from 'node:fs'
import glossary from './glossary.json'
import { describe, expect, it } from 'vitest'

/** The text of every catalog of a language (one per area, src/lib/i18n/catalog-areas.ts). */
function catalogTexts(locale: 'ar' | 'en'): string[] {
  const dir = new URL(`./${locale}/`, import.meta.url)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.po'))
    .map((file) => readFileSync(new URL(file, dir), 'utf8'))
}

/** Every message has an Arabic and an English translation (DEVELOPERS.md "How we write code"). */
function entries(locale: 'ar' | 'en'): Map<string, string> {
  const text = catalogTexts(locale).join('\n\n')
  const map = new Map<string, string>()
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('')
  for (const chunk of text.split(/\n\s*\n/)) {
    const id = chunk.match(/^msgid ((?:".*"\n?)+)/m)
    const str = chunk.match(/^msgstr ((?:".*"\n?)+)/m)
    if (!id || !str) continue
    const msgid = unquote(id[1]!)
    if (msgid === '') continue
    map.set(msgid, unquote(str[1]!))
  }
  return map
}

describe('message catalogs', () => {
  const ar = entries('ar')
  const en = entries('en')

  it('hold messages', () => {
    expect(ar.size).toBeGreaterThan(10)
  })
  it('have the same messages in both languages', () => {
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort())
  })
  it('translate every message into Arabic', () => {
    expect([...ar].filter(([, s]) => s.trim() === '').map(([id]) => id)).toEqual([])
  })
  it('translate every message into English', () => {
    expect([...en].filter(([, s]) => s.trim() === '').map(([id]) => id)).toEqual([])
  })
  it('write Arabic in Arabic script, not a copy of the English', () => {
    const copies = [...ar].filter(
      ([id, s]) => s === id && /[a-z]{4,}/i.test(id.replace(/\{\w+\}|<\/?\d+>/g, '')),
    )
    // Names kept in Latin script on purpose (e-mail addresses, brand words) are listed here.
    const allowed = new Set<string>(['OK'])
    expect(copies.map(([id]) => id).filter((id) => !allowed.has(id))).toEqual([])
  })
})

/** A message as ICU reads it: literal text, placeholders, and `plural`/`select` arguments with their branches. */
type IcuNode = string | { name: string; type: string; branches: Map<string, IcuNode[]> }

function parseIcu(message: string): IcuNode[] {
  let at = 0
  const until = (stops: string) => {
    const start = at
    while (at < message.length && !stops.includes(message[at]!)) at++
    return message.slice(start, at).trim()
  }
  const nodes = (): IcuNode[] => {
    const out: IcuNode[] = []
    let text = ''
    while (at < message.length && message[at] !== '}') {
      if (message[at] !== '{') {
        text += message[at++]
        continue
      }
      if (text) out.push(text)
      text = ''
      at++
      const name = until(',}')
      const type = message[at] === ',' ? (at++, until(',}')) : ''
      const branches = new Map<string, IcuNode[]>()
      if (message[at] === ',' && /^(plural|selectordinal|select)$/.test(type)) {
        at++
        for (;;) {
          const key = until('{}')
          if (message[at] !== '{') break
          at++
          branches.set(key.replace(/^offset:\S+\s+/, ''), nodes())
          at++
        }
      } else until('}')
      at++
      out.push({ name, type, branches })
    }
    if (text) out.push(text)
    return out
  }
  return nodes()
}

/** The literal text of a message in every branch, without its placeholders and Lingui's <0> tags. */
function literalText(nodes: readonly IcuNode[]): string {
  return nodes
    .map((node) =>
      typeof node === 'string'
        ? node.replace(/<\/?\d+\/?>/g, ' ')
        : [...node.branches.values()].map(literalText).join(' '),
    )
    .join(' ')
}

function selects(nodes: readonly IcuNode[]): { name: string; keys: string[] }[] {
  return nodes.flatMap((node) =>
    typeof node === 'string'
      ? []
      : [
          ...(node.type === 'select' ? [{ name: node.name, keys: [...node.branches.keys()] }] : []),
          ...[...node.branches.values()].flatMap(selects),
        ],
  )
}

/**
 * Western digits standing as numbers. Codes written in Latin letters and digits (a certificate
 * code such as K7QM-2XH9, a file type such as MP4) are not numbers and keep their digits.
 */
function westernNumbers(text: string): string[] {
  return text.replace(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g, ' ').match(/[0-9]+/g) ?? []
}

/** Arabic without its short vowels and tatweel, so that "سجّل" and "سجل" read alike. */
const bare = (text: string) => text.replace(/[\u064B-\u065F\u0670\u0640]/g, '')

/**
 * A rejected word anywhere in an Arabic text: as a whole word, after the letters Arabic attaches
 * in front (و ف, ب ل ك, the article ال, لل). Plural and pronoun forms are listed in the glossary
 * as words of their own.
 */
function rejectedWord(term: string): RegExp {
  const word = bare(term).trim().split(/\s+/).join('\\s+')
  const front = word.startsWith('ال')
    ? `(?:[وف]?(?:[بك]?ال|لل))${word.slice(2)}`
    : `(?:[وف]?(?:[بك]?ال|لل|[بلك])?)${word}`
  return new RegExp(`(?<![\\p{L}\\p{M}])${front}(?![\\p{L}\\p{M}])`, 'u')
}

const glossaryRules = glossary.terms.flatMap((term) =>
  term.rejected.map((rejected) => ({ term: term.en, rejected, pattern: rejectedWord(rejected) })),
)
// A glossary word that holds another term's rejected word (إلغاء الاشتراك) is read as itself.
const glossaryWords = glossary.terms
  .flatMap((term) =>
    term.ar
      .split(/[/()،]/)
      .map((word) => word.trim())
      .filter(Boolean),
  )
  .map(rejectedWord)

/** Each rejected synonym in the texts (`[where, text]`), as "term: «word» in where". */
function rejectedSynonyms(texts: readonly (readonly [string, string])[]): string[] {
  return texts.flatMap(([where, original]) => {
    const text = glossaryWords.reduce(
      (rest, word) => rest.replace(new RegExp(word.source, 'gu'), ' '),
      bare(original),
    )
    return glossaryRules
      .filter((rule) => rule.pattern.test(text))
      .map((rule) => `${rule.term}: «${rule.rejected}» in ${where}`)
  })
}

/**
 * The lines holding Arabic in the server's code outside the catalogs (the PDFs, e-mails and
 * notifications it writes), without the code around the words. The demo seed and the frozen
 * migrations are content, not the product's wording, and are left out.
 */
function serverArabicLines(): [string, string][] {
  const root = new URL('../server/', import.meta.url)
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      file.endsWith('.ts') && !file.endsWith('.test.ts') && !/^db[\\/](seed|migrations)[\\/]/.test(file),
  )
  return files.flatMap((file) =>
    readFileSync(new URL(file, root), 'utf8')
      .split('\n')
      .flatMap((line, index): [string, string][] =>
        /[\u0600-\u06FF]/.test(line)
          ? [[`server/${file}:${index + 1}`, line.replace(/[^\u0600-\u06FF\s]+/g, ' ')]]
          : [],
      ),
  )
}

describe('Arabic catalog', () => {
  const ar = [...entries('ar')]

  it('writes no Western digit inside a message: numbers are arguments, formatted by src/lib/format/format.ts', () => {
    expect(ar.filter(([, s]) => westernNumbers(literalText(parseIcu(s))).length > 0)).toEqual([])
  })

  it("uses the glossary's word for each key term, never a rejected synonym (locales/glossary.json)", () => {
    expect(rejectedSynonyms(ar.map(([id, s]) => [JSON.stringify(id), literalText(parseIcu(s))]))).toEqual([])
  })

  it('holds the Arabic the server writes (PDFs, e-mails, notifications) to the glossary too', () => {
    expect(rejectedSynonyms(serverArabicLines())).toEqual([])
  })

  // A select on gender: one named for it, or one with a female or male branch.
  it('gives every gender select a female, a male and a neutral (other) form', () => {
    const incomplete = [...ar, ...entries('en')].flatMap(([id, s]) =>
      selects(parseIcu(s))
        .filter(
          (select) =>
            /gender/i.test(select.name) || select.keys.some((key) => key === 'female' || key === 'male'),
        )
        .filter((select) => !['female', 'male', 'other'].every((key) => select.keys.includes(key)))
        .map((select) => `${select.name} {${select.keys.join(', ')}} in ${JSON.stringify(id)}`),
    )
    expect(incomplete).toEqual([])
  })
})

describe('the catalog checks', () => {
  it('find a Western digit in a sentence but not in a code or a placeholder', () => {
    expect(westernNumbers(literalText(parseIcu('صالح لمدة 48 ساعة')))).toEqual(['48'])
    expect(
      westernNumbers(literalText(parseIcu('صالح لمدة {hours} ساعة، مثل K7QM-2XH9 أو <0>MP4</0>'))),
    ).toEqual([])
    expect(
      westernNumbers(
        literalText(parseIcu('{n, plural, =0 {لا نتائج} one {نتيجة} other {# نتائج في 3 صفحات}}')),
      ),
    ).toEqual(['3'])
    expect(
      westernNumbers(literalText(parseIcu('{n, plural, offset:1 =0 {لا أحد} other {أنت و5 آخرون}}'))),
    ).toEqual(['5'])
  })
  it('find a rejected word with the letters attached in front, and only as a whole word', () => {
    expect(rejectedWord('مرشحات').test(bare('لا توجد وظائف تطابق هذه المرشحات.'))).toBe(true)
    expect(rejectedWord('فلتر').test(bare('لا يوجد مستخدمون لهذا الفلتر.'))).toBe(true)
    expect(rejectedWord('مصادر').test(bare('ابحث في المصادر…'))).toBe(true)
    expect(rejectedWord('الحدث').test(bare('حدث خطأ'))).toBe(false)
    expect(rejectedWord('مرشح').test(bare('قائمة المرشحين'))).toBe(false)
  })
  it('find a gender select that lacks a form, and accept a complete one', () => {
    const gender = (message: string) => selects(parseIcu(message)).map((select) => select.keys)
    expect(gender('{gender, select, female {حضرت} male {حضر} other {حضر/حضرت}} {name}')).toEqual([
      ['female', 'male', 'other'],
    ])
    expect(gender('{count, plural, one {{gender, select, female {قالت} other {قال}}} other {#}}')).toEqual([
      ['female', 'other'],
    ])
  })
})
