import type { Locale } from '@contract/constants'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'

/**
 * "12 / 50 participants" or "12 participants": the noun agrees with the number beside it
 * (the capacity when there is one), in each of the six Arabic plural forms.
 */
export function Participants({
  current,
  max,
  locale,
}: {
  current: number
  max: number | null
  locale: Locale
}) {
  const { t } = useLingui()
  if (max === null) return <>{t`${plural(current, { one: '# participant', other: '# participants' })}`}</>
  const registered = formatNumber(current, locale)
  return <>{t`${registered} / ${plural(max, { one: '# participant', other: '# participants' })}`}</>
}
