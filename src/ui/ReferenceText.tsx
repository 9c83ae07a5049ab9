import type { ReferenceKind } from '@contract/reference-data'
import { isFreeText } from '@contract/reference-data'
import { useReferenceLabels } from '@/lib/reference-labels'

/**
 * A value of a reference list in the reader's language. Free text (what a member typed
 * that matches no entry) is shown as typed, isolated in its own direction so a Latin city
 * inside an Arabic line (or the reverse) never moves the punctuation around it.
 */
export function ReferenceText({ kind, value }: { kind: ReferenceKind; value: string }) {
  const { label } = useReferenceLabels()
  const text = label(kind, value)
  return isFreeText(kind, value) ? <bdi dir="auto">{text}</bdi> : <>{text}</>
}
