import { computeEventStatus } from '@contract/event-status'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { checkInQueries } from '../api/check-in-queries'
import * as css from './check-in.css'
import { formatEventDate, pickLang } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import { Badge } from '@/ui/primitives/Badge'
import * as card from '@/ui/primitives/card.css'
import { LoadState } from '@/ui/admin/LoadState'
import { useNow } from '@/lib/format/clock'
import { textLangProps } from '@/lib/format/bilingual'

/** /check-in: the ongoing and upcoming events that register in the portal, to open a door for. */
export function CheckInEventsPage() {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const events = useQuery(checkInQueries.events())
  const now = useNow()
  return (
    <div className={card.page}>
      <h1 className={card.pageTitle}>
        <Trans>Check-in</Trans>
      </h1>
      <p className={card.pageLead}>
        <Trans>
          Choose the event whose door you are at. Its attendee list is kept on this device, so check-in goes
          on without a connection.
        </Trans>
      </p>
      <LoadState
        error={events.isError && !events.data ? events.error.message : null}
        onRetry={() => void events.refetch()}
        retryLabel={t`Try again`}
        loading={events.isPending}
        loadingLabel={t`Loading events…`}
        empty={events.data?.length === 0 ? t`No ongoing or upcoming event registers in the portal.` : null}
      >
        {() => (
          <ul className={css.list}>
            {(events.data ?? []).map((event) => (
              <li key={event.id} className={css.listItem}>
                <div className={css.name}>
                  <Link
                    to="/check-in/$eventId"
                    params={{ eventId: event.id }}
                    className={css.eventLink}
                    {...textLangProps(locale, event.title_ar, event.title_en)}
                  >
                    {pickLang(locale, event.title_ar, event.title_en)}
                  </Link>
                  <p className={css.hint}>
                    <time dateTime={event.starts_at}>{formatEventDate(event.starts_at, locale)}</time>
                  </p>
                </div>
                {computeEventStatus(event, now) === 'ongoing' ? (
                  <Badge tone="success">{t`Ongoing`}</Badge>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </div>
  )
}
