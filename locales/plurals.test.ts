import { readdirSync, readFileSync } from 'node:fs'
import { createCompiledCatalog } from '@lingui/cli/api'
import { setupI18n } from '@lingui/core'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { formatNumber } from '../src/lib/format/format'
import { intlLocale } from '../src/lib/format/intl-locale'

/**
 * Every message with a plural (or number) placeholder, read from the catalogs and written the
 * way the app writes it (lib/i18n activates each language with lib/format's Intl locale), for
 * 0, 1, 2, 3, 11 and 100: one number of each Arabic plural category (zero, one, two, few,
 * many, other). Arabic shows Arabic-Indic digits only, no message shows raw ICU, the Arabic
 * translation has its own form for each category and English its "one" and "other".
 */
const COUNTS = [0, 1, 2, 3, 11, 100] as const
const AR_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const

/** A message compiled the way the app's build compiles its catalogs: text and [name, type, branches] tokens. */
type CompiledMessage = (string | [name: string, type?: string, format?: unknown])[]

function compileMessage(message: string): CompiledMessage {
  const { source, errors } = createCompiledCatalog('ar', { message }, { namespace: 'json' })
  expect(errors).toEqual([])
  // The JSON namespace writes {"messages": {id: compiled message}}.
  return (JSON.parse(source) as { messages: Record<string, CompiledMessage> }).messages.message!
}

function catalog(locale: 'ar' | 'en'): Map<string, string> {
  // Every area's catalog (src/lib/i18n/catalog-areas.ts).
  const dir = new URL(`./${locale}/`, import.meta.url)
  const items = readdirSync(dir)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => PO.parse(readFileSync(new URL(file, dir), 'utf8')).items)
  return new Map(items.filter((item) => item.msgid).map((item) => [item.msgid, item.msgstr[0] ?? '']))
}

interface Placeholders {
  counted: string[]
  other: string[]
}

/** The placeholders of a compiled message: those a plural counts, and the plain ones. */
function placeholders(
  message: CompiledMessage,
  found: Placeholders = { counted: [], other: [] },
): Placeholders {
  for (const token of message) {
    if (typeof token === 'string') continue
    const [name, type, format] = token
    if (type === 'plural' || type === 'selectordinal' || type === 'number') found.counted.push(name)
    else found.other.push(name)
    if (
      format &&
      typeof format === 'object' &&
      (type === 'plural' || type === 'selectordinal' || type === 'select')
    ) {
      for (const [key, branch] of Object.entries(format))
        if (key !== 'offset' && Array.isArray(branch)) placeholders(branch as CompiledMessage, found)
    }
  }
  return found
}

/** The category keys of every plural in a compiled message. */
function pluralKeys(message: CompiledMessage): string[][] {
  return message.flatMap((token) =>
    typeof token !== 'string' && token[1] === 'plural' && token[2] && typeof token[2] === 'object'
      ? [Object.keys(token[2]).filter((key) => key !== 'offset')]
      : [],
  )
}

const ar = catalog('ar')
const en = catalog('en')
const counting = [...en.keys()].filter((id) => /\{\w+, (plural|selectordinal|number)\b/.test(id))

function render(locale: 'ar' | 'en', id: string, count: number): string {
  const i18n = setupI18n()
  // Checked by the catalog test: both catalogs hold every message.
  i18n.load(locale, { [id]: compileMessage((locale === 'ar' ? ar : en).get(id)!) })
  i18n.activate(locale, [intlLocale(locale)])
  const { counted, other } = placeholders(compileMessage(id))
  const values: Record<string, unknown> = {}
  for (const name of counted) values[name] = count
  // Plain placeholders beside a count are numbers written by lib/format (or names).
  for (const name of other) values[name] = formatNumber(7, locale)
  return i18n._(id, values)
}

const mask = (text: string) => text.replace(/[0-9٠-٩٬]+/g, 'N')

describe('plural messages', () => {
  it('counts in the interface are plural messages, not a number before a fixed noun', () => {
    expect(counting.length).toBeGreaterThan(0)
    expect(
      [...en.keys()].filter((id) => /^\{\w+\} (results|downloads|participants)$|\{\w+\} users\b/.test(id)),
    ).toEqual([])
  })

  describe.each(counting)('%s', (id) => {
    it('Arabic has a form for each of the six categories, and English one and other', () => {
      for (const keys of pluralKeys(compileMessage(ar.get(id) ?? '')))
        expect(keys.sort()).toEqual([...AR_CATEGORIES].sort())
      for (const keys of pluralKeys(compileMessage(en.get(id) ?? '')))
        expect(keys).toEqual(expect.arrayContaining(['one', 'other']))
    })

    it.each(COUNTS)('writes %d in the reader’s digits without raw ICU', (count) => {
      const arabic = render('ar', id, count)
      const english = render('en', id, count)
      expect(arabic).not.toMatch(/[0-9]/)
      for (const text of [arabic, english]) expect(text).not.toMatch(/[{}#]|\bplural\b/)
    })

    it('picks a distinct form per Arabic category and writes the number where the form has one', () => {
      const forms = COUNTS.map((count) => render('ar', id, count))
      // zero, one, two, few and many differ in Arabic (3 نتائج, 11 نتيجة); many and other (11, 100) may share a noun.
      expect(new Set(forms.slice(0, 5).map(mask)).size).toBe(5)
      for (const count of [3, 11, 100])
        expect(forms[COUNTS.indexOf(count as (typeof COUNTS)[number])]).toContain(formatNumber(count, 'ar'))
      expect(mask(render('en', id, 1))).not.toBe(mask(render('en', id, 2)))
    })
  })
})
