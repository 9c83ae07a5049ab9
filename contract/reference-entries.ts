import {
  FILE_TYPE_CODES,
  OTHER_CODE,
  OTHER_PREFIX,
  type ReferenceEntry,
  type ReferenceLang,
} from './reference-codes'

/** Labels read through the list itself, so a screen downloads only its own lists' labels. */

export type Labels = Omit<ReferenceEntry, 'code'>

/** A list's entries in its codes' order; free of side effects, so a build drops unread lists. */
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

export const EVENT_PLACE_ENTRIES = [
  { code: 'online', en: 'Online', ar: 'عبر الإنترنت', aliases: ['Virtual', 'Webinar', 'أونلاين', 'عن بعد'] },
] as const satisfies readonly ReferenceEntry[]

export function entryIn(entries: readonly ReferenceEntry[], code: string): ReferenceEntry | undefined {
  return entries.find((entry) => entry.code === code)
}

export function parseValueIn(
  entries: readonly ReferenceEntry[],
  value: string,
): { code: string; text: string } {
  if (value.startsWith(OTHER_PREFIX)) return { code: OTHER_CODE, text: value.slice(OTHER_PREFIX.length) }
  if (entryIn(entries, value)) return { code: value, text: '' }
  // Neither a code nor marked as free text: the text itself.
  return { code: OTHER_CODE, text: value }
}

export function labelIn(entries: readonly ReferenceEntry[], value: string, lang: ReferenceLang): string {
  const entry = entryIn(entries, value)
  if (entry) return entry[lang]
  return parseValueIn(entries, value).text
}

export function isFreeTextIn(entries: readonly ReferenceEntry[], value: string): boolean {
  return value !== '' && entryIn(entries, value) === undefined
}
