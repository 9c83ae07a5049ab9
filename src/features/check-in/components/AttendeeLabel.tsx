import { useLingui } from '@lingui/react/macro'
import type { AttendeeName } from '../model'
import { formatNumber } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import { PersonName } from '@/ui/text/PersonName'

/** An attendee at the door: the name in the reader's language (the other one marked), else the registration number. */
export function AttendeeLabel({
  name,
  registrationId,
}: {
  name: AttendeeName | null | undefined
  registrationId: number
}) {
  const { t, i18n } = useLingui()
  if (name) return <PersonName person={name} />
  return <>{t`Registration no. ${formatNumber(registrationId, localeOf(i18n), { useGrouping: false })}`}</>
}
