import { referenceValueIn } from '@contract/reference-codes'
import { EVENT_PLACE_ENTRIES } from '@contract/reference-entries'
import { EntryText } from './EntryText'

/**
 * An event's place as the admin typed it (one field for both languages), isolated in its own
 * direction; the place every online event carries, "Online" (the reference list's
 * `event_place`), is shown in the reader's language.
 */
export function PlaceName({ value }: { value: string }) {
  const place = referenceValueIn(EVENT_PLACE_ENTRIES, value)
  return place === 'online' ? <EntryText entries={EVENT_PLACE_ENTRIES} value={place} /> : <bdi dir="auto">{value}</bdi>
}
