import { EVENT_PLACE_ENTRIES, referenceValueIn } from '@contract/reference-data'
import { BilingualText } from './BilingualText'
import { EntryText } from './EntryText'

/** What an event (or a ticket's event) says of its place: the venue in each language and the single `location`. */
export interface EventPlace {
  location: string
  location_ar?: string
  location_en?: string
}

/**
 * An event's place: the venue in the reader's language, else in the other one marked with its
 * `lang` (BilingualText), isolated in its own direction; the place every online event carries,
 * "Online" (the reference list's `event_place`), is shown in the reader's language.
 */
export function PlaceName({ place }: { place: EventPlace }) {
  if (referenceValueIn(EVENT_PLACE_ENTRIES, place.location) === 'online')
    return <EntryText entries={EVENT_PLACE_ENTRIES} value="online" />
  return <BilingualText ar={place.location_ar ?? ''} en={place.location_en ?? ''} single={place.location} />
}
