import { EVENT_PLACE_ENTRIES, referenceValueIn } from '@contract/reference-data'
import { BilingualText } from './BilingualText'
import { EntryText } from './EntryText'

export interface EventPlace {
  location: string
  location_ar?: string
  location_en?: string
}

export function PlaceName({ place }: { place: EventPlace }) {
  if (referenceValueIn(EVENT_PLACE_ENTRIES, place.location) === 'online')
    return <EntryText entries={EVENT_PLACE_ENTRIES} value="online" />
  return <BilingualText ar={place.location_ar ?? ''} en={place.location_en ?? ''} single={place.location} />
}
