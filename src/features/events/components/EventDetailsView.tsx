import { computeEventStatus } from '@contract/event-status'
import type { PublicEvent } from '@contract/events'
import { referenceLabel } from '@contract/reference-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { EventStatusBadge } from './EventStatusBadge'
import * as css from './events.css'
import { useNow } from '@/lib/format/clock'
import { formatEventDate, formatNumber, formatTime, pickLang, riyadhDay } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { Markdown } from '@/lib/format/markdown'
import { useNeedsNetwork } from '@/lib/offline/offline-actions'
import { Badge } from '@/ui/primitives/Badge'
import * as card from '@/ui/primitives/card.css'
import { PlaceName } from '@/ui/text/PlaceName'
import { prose } from '@/ui/primitives/prose.css'
import { ARTICLE_IMAGE_SIZES, ResponsiveImage } from '@/ui/primitives/ResponsiveImage'
import { EVENT_PICTURE_SIZE } from '@contract/responsive-image'
import { textLangProps } from '@/lib/format/bilingual'

/**
 * What an event says: category and status, the facts (dates, time, place, deadline,
 * participants, the online session) and the description. A view of its own so the event's
 * page can grow (a programme) without the dialog around it.
 */
export function EventDetailsView({
  event,
  description = true,
  headingOffset = 2,
}: {
  event: PublicEvent
  description?: boolean
  headingOffset?: number
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const needsNetwork = useNeedsNetwork()
  const now = useNow()
  return (
    <article className={css.details}>
      {event.feature_path ? (
        <ResponsiveImage
          src={event.feature_path}
          alt=""
          className={css.picture}
          width={EVENT_PICTURE_SIZE.width}
          height={EVENT_PICTURE_SIZE.height}
          sizes={ARTICLE_IMAGE_SIZES}
          priority
        />
      ) : null}
      <div className={card.cardMeta}>
        <Badge tone="primary">{referenceLabel('event_category', event.category, locale)}</Badge>
        <EventStatusBadge status={computeEventStatus(event, now)} />
      </div>
      <dl className={card.detailList}>
        <dt className={card.detailTerm}>
          <Trans>Date</Trans>
        </dt>
        <dd className={card.detailValue}>
          {formatEventDate(event.starts_at, locale)}
          {event.ends_at && riyadhDay(event.ends_at) !== riyadhDay(event.starts_at)
            ? ` – ${formatEventDate(event.ends_at, locale)}`
            : ''}
        </dd>
        <dt className={card.detailTerm}>
          <Trans>Time</Trans>
        </dt>
        <dd className={card.detailValue}>{formatTime(event.starts_at, locale)}</dd>
        {event.location ? (
          <>
            <dt className={card.detailTerm}>
              <Trans>Location</Trans>
            </dt>
            <dd className={card.detailValue}>
              <PlaceName place={event} />
            </dd>
          </>
        ) : null}
        {event.registration_deadline ? (
          <>
            <dt className={card.detailTerm}>
              <Trans>Registration deadline</Trans>
            </dt>
            <dd className={card.detailValue}>{formatEventDate(event.registration_deadline, locale)}</dd>
          </>
        ) : null}
        <dt className={card.detailTerm}>
          <Trans>Participants</Trans>
        </dt>
        <dd className={card.detailValue}>
          {formatNumber(event.current_participants, locale)}
          {event.max_participants !== null ? ` / ${formatNumber(event.max_participants, locale)}` : ''}
        </dd>
        {event.stream_url ? (
          <>
            <dt className={card.detailTerm}>
              <Trans>Online session</Trans>
            </dt>
            <dd className={card.detailValue}>
              <a
                href={event.stream_url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(click) =>
                  needsNetwork(
                    t`Joining the stream needs an internet connection. Try again when you are online.`,
                    click,
                  )
                }
              >
                <Trans>Join the stream</Trans>
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {description ? (
        <div className={prose} {...textLangProps(locale, event.description_ar, event.description_en)}>
          <Markdown
            source={pickLang(locale, event.description_ar, event.description_en)}
            headingOffset={headingOffset}
          />
        </div>
      ) : null}
    </article>
  )
}
