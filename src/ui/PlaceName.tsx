import { useLingui } from '@lingui/react/macro'

/**
 * An event's place as the admin typed it (one field for both languages); the one
 * word every online event carries, "Online", is shown in the reader's language.
 */
export function PlaceName({ value }: { value: string }) {
  const { t } = useLingui()
  return <>{/^\s*online\s*$/i.test(value) ? t`Online` : value}</>
}
