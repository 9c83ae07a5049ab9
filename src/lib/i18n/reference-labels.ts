import { DEFAULT_LOCALE, type Locale } from '@contract/constants'
import { isFreeText, referenceLabel, REFERENCE_LISTS, type ReferenceKind } from '@contract/reference-data'
import { useLingui } from '@lingui/react'
import { sortByText } from '../format/collate'
import { isLocale } from './i18n'

export interface ReferenceOption {
  value: string
  label: string
  free: boolean
}

export function referenceOption(kind: ReferenceKind, value: string, locale: Locale): ReferenceOption {
  return { value, label: referenceLabel(kind, value, locale), free: isFreeText(kind, value) }
}

export function referenceOptions(
  kind: ReferenceKind,
  values: Iterable<string>,
  locale: Locale,
): ReferenceOption[] {
  const unique = new Set<string>()
  for (const value of values) if (value.trim()) unique.add(value)
  return sortByText(
    [...unique].map((value) => referenceOption(kind, value, locale)),
    locale,
    (option) => option.label,
  )
}

export function allReferenceOptions(kind: ReferenceKind, locale: Locale): ReferenceOption[] {
  return REFERENCE_LISTS[kind].map((entry) => ({ value: entry.code, label: entry[locale], free: false }))
}

/** First-strong isolate marks, the plain-text `<bdi>`, for text people typed inside a sentence. */
export function isolate(text: string): string {
  return text ? `\u2068${text}\u2069` : text
}

/** A reference value for a sentence: its label, or the free text isolated. */
export function referenceInline(kind: ReferenceKind, value: string, locale: Locale): string {
  const option = referenceOption(kind, value, locale)
  return option.free ? isolate(option.label) : option.label
}

/** The reader's locale and a label function bound to it. */
export function useReferenceLabels(): {
  locale: Locale
  label: (kind: ReferenceKind, value: string) => string
} {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return { locale, label: (kind, value) => referenceLabel(kind, value, locale) }
}
