import type { Locale } from '@contract/constants'
import { useLingui } from '@lingui/react/macro'
import * as css from './last-updated.css'
import { useNow } from '@/lib/format/clock'
import { formatRelativeTime } from '@/lib/offline/offline-time'

/** Fresh data online needs no note; older than this, the time is worth telling. */
const STALE_NOTICE_MS = 10 * 60_000

interface Props {
  /** When the shown data was fetched (ms since the epoch); 0 shows nothing. */
  updatedAt: number
  locale: Locale
  /** The sentence around the relative time, e.g. (when) => t`Updated ${when}`. */
  label: (relative: string) => string
  offline: boolean
  /** Set when the results were computed from saved items: said before the time. */
  savedNote?: string | null
}

/**
 * The freshness line of a list that may be answered from saved pages offline: "Updated …",
 * after the note that the results are the saved ones when they are.
 */
export function ListFreshness({
  list,
  locale,
}: {
  list: { updatedAt: number; offline: boolean; saved: boolean }
  locale: Locale
}) {
  const { t } = useLingui()
  return (
    <LastUpdated
      updatedAt={list.updatedAt}
      locale={locale}
      offline={list.offline}
      label={(when) => t`Updated ${when}`}
      savedNote={list.saved ? t`Showing saved results — you're offline` : null}
    />
  )
}

/**
 * "Updated 5 minutes ago": shown offline, for saved results, and when the data
 * shown is older than STALE_NOTICE_MS; silent for fresh data online.
 */
export function LastUpdated({ updatedAt, locale, label, offline, savedNote }: Props) {
  // The render's time while the server's page hydrates, then the ticking clock: the line ages.
  const current = Math.max(useNow().getTime(), updatedAt)
  const visible = updatedAt > 0 && (offline || Boolean(savedNote) || current - updatedAt > STALE_NOTICE_MS)
  if (!visible && !savedNote) return null
  return (
    <p className={css.line}>
      {savedNote ? <span className={css.savedNote}>{savedNote}</span> : null}
      {updatedAt > 0 ? (
        <time dateTime={new Date(updatedAt).toISOString()}>
          {label(formatRelativeTime(updatedAt, current, locale))}
        </time>
      ) : null}
    </p>
  )
}
