import {
  FILE_TYPE_CODES,
  OTHER_CODE,
  OTHER_PREFIX,
  type ReferenceEntry,
  type ReferenceLang,
} from './reference-codes'

/**
 * A fixed list's labels and stored values read through the list itself rather than by its
 * name, and the two small lists the home page's cards label (file types, "Online"). The
 * lookup by name (`REFERENCE_LISTS`, `referenceLabel`… in reference-data.ts, which
 * re-exports this module) needs every list's labels; a screen that knows its lists reads them
 * here and downloads only those (docs/decisions/300-the-whole-first-visit-within-its-budget.md).
 */

/** An entry's labels (and other spellings), by its code. */
export type Labels = Omit<ReferenceEntry, 'code'>

/**
 * A list's entries: its codes (contract/reference-codes.ts) in their order, each with its labels.
 * Marked free of side effects, so a build drops the lists nobody reads (the browser's, where only the server builds JSON-LD from them).
 */
/* @__NO_SIDE_EFFECTS__ */
export function entriesOf<const C extends readonly string[]>(
  codes: C,
  labels: { readonly [K in C[number]]: Labels },
): { readonly [I in keyof C]: Labels & { readonly code: C[I] } } {
  // A mapped tuple type has no runtime constructor: `map` keeps the order and length, so its result is exactly this tuple.
  return codes.map((code: C[number]) => ({ code, ...labels[code] })) as unknown as {
    readonly [I in keyof C]: Labels & { readonly code: C[I] }
  }
}

/** File types of resources (`link` = an external address, e.g. a recorded lecture). */
export const FILE_TYPE_ENTRIES = entriesOf(FILE_TYPE_CODES, {
  pdf: { en: 'PDF', ar: 'ملف PDF' },
  docx: { en: 'DOCX', ar: 'مستند وورد', aliases: ['doc', 'Word'] },
  xlsx: { en: 'XLSX', ar: 'جدول إكسل', aliases: ['xls', 'Excel'] },
  csv: { en: 'CSV', ar: 'جدول CSV' },
  txt: { en: 'TXT', ar: 'ملف نصي', aliases: ['text'] },
  png: { en: 'PNG', ar: 'صورة PNG' },
  jpg: { en: 'JPG', ar: 'صورة JPG', aliases: ['jpeg'] },
  link: { en: 'Link', ar: 'رابط' },
})

/** The event place every online event carries instead of a venue. */
export const EVENT_PLACE_ENTRIES = [
  { code: 'online', en: 'Online', ar: 'عبر الإنترنت', aliases: ['Virtual', 'Webinar', 'أونلاين', 'عن بعد'] },
] as const satisfies readonly ReferenceEntry[]

/** The entry of a code in a list, or undefined. */
export function entryIn(entries: readonly ReferenceEntry[], code: string): ReferenceEntry | undefined {
  return entries.find((entry) => entry.code === code)
}

/** A stored value split into its code in a list and, for `other`, the text as typed. */
export function parseValueIn(
  entries: readonly ReferenceEntry[],
  value: string,
): { code: string; text: string } {
  if (value.startsWith(OTHER_PREFIX)) return { code: OTHER_CODE, text: value.slice(OTHER_PREFIX.length) }
  if (entryIn(entries, value)) return { code: value, text: '' }
  // Not a code and not marked free text (a row written before codes): the text itself.
  return { code: OTHER_CODE, text: value }
}

/** The label of a stored value of a list in the reader's language; free text as typed. */
export function labelIn(entries: readonly ReferenceEntry[], value: string, lang: ReferenceLang): string {
  const entry = entryIn(entries, value)
  if (entry) return entry[lang]
  return parseValueIn(entries, value).text
}

/** Whether a stored value is free text in a list (shown as typed, in its own direction and language). */
export function isFreeTextIn(entries: readonly ReferenceEntry[], value: string): boolean {
  return value !== '' && entryIn(entries, value) === undefined
}
