import { toReferenceValue } from '@contract/reference-data'
import { useReferenceLabels } from '@/lib/reference-labels'

/**
 * An event's place as the admin typed it (one field for both languages), isolated in its own
 * direction; the place every online event carries, "Online" (the reference list's
 * `event_place`), is shown in the reader's language.
 */
export function PlaceName({ value }: { value: string }) {
  const { label } = useReferenceLabels()
  const place = toReferenceValue('event_place', value)
  return place === 'online' ? <>{label('event_place', place)}</> : <bdi dir="auto">{value}</bdi>
}
