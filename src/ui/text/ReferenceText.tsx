import { REFERENCE_LISTS, type ReferenceKind } from '@contract/reference-data'
import { EntryText } from './EntryText'

/**
 * A value of a reference list, by the list's name, in the reader's language. Free text (what
 * a member typed that matches no entry) is shown as typed, isolated in its own direction.
 */
export function ReferenceText({ kind, value }: { kind: ReferenceKind; value: string }) {
  return <EntryText entries={REFERENCE_LISTS[kind]} value={value} />
}
