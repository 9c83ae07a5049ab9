import { isFreeTextIn, labelIn, type ReferenceEntry } from '@contract/reference-data'
import { useLingui } from '@lingui/react'
import { localeOf } from '@/lib/i18n/i18n'

/**
 * A stored value of a fixed list in the reader's language. Free text (what a member typed
 * that matches no entry) is shown as typed, isolated in its own direction so a Latin city
 * inside an Arabic line (or the reverse) never moves the punctuation around it. Given the
 * list itself, so that a screen downloads only the lists it shows (ReferenceText takes a
 * list's name and with it every list's labels).
 */
export function EntryText({ entries, value }: { entries: readonly ReferenceEntry[]; value: string }) {
  const { i18n } = useLingui()
  const text = labelIn(entries, value, localeOf(i18n))
  return isFreeTextIn(entries, value) ? <bdi dir="auto">{text}</bdi> : <>{text}</>
}
