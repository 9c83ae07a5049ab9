import { isFreeTextIn, labelIn, type ReferenceEntry } from '@contract/reference-data'
import { useLingui } from '@lingui/react'
import { localeOf } from '@/lib/i18n/i18n'

/** Given the list itself, so a screen downloads only the lists it shows; free text is shown as typed, isolated. */
export function EntryText({ entries, value }: { entries: readonly ReferenceEntry[]; value: string }) {
  const { i18n } = useLingui()
  const text = labelIn(entries, value, localeOf(i18n))
  return isFreeTextIn(entries, value) ? <bdi dir="auto">{text}</bdi> : <>{text}</>
}
