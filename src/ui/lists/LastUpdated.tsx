import type { Locale } from '@contract/constants'
import { useLingui } from '@lingui/react/macro'
import * as css from './last-updated.css'
import { useNow } from '@/lib/format/clock'
import { formatRelativeTime } from '@/lib/offline/offline-time'

const STALE_NOTICE_MS = 10 * 60_000

interface Props {
  updatedAt: number
  locale: Locale
  label: (relative: string) => string
  offline: boolean
  savedNote?: string | null
}

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

export function LastUpdated({ updatedAt, locale, label, offline, savedNote }: Props) {
  // The render's time while the server's page hydrates, then the ticking clock.
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
