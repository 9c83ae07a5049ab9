import { REFERENCE_LISTS, type ReferenceKind } from '@contract/reference-data'
import { EntryText } from './EntryText'

export function ReferenceText({ kind, value }: { kind: ReferenceKind; value: string }) {
  return <EntryText entries={REFERENCE_LISTS[kind]} value={value} />
}
