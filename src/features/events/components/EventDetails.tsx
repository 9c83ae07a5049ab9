import { canRegister, computeEventStatus } from '@contract/event-status'
import type { PublicEvent } from '@contract/events'
import { referenceLabel } from '@contract/reference-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { icsForEvent } from '../model'
import { EventStatusBadge } from './EventStatusBadge'
import { formatEventDate, formatNumber, formatTime, pickLang } from '@/lib/format'
import { currentLocale, isLocale } from '@/lib/i18n'
import { useNeedsNetwork } from '@/lib/offline-actions'
import { Markdown, markdownToText } from '@/lib/markdown'
import { Badge } from '@/ui/Badge'
import { button } from '@/ui/button.css'
import * as card from '@/ui/card.css'
import { Dialog } from '@/ui/Dialog'
import { LastUpdated } from '@/ui/LastUpdated'
import { prose } from '@/ui/prose.css'
import { SaveForOffline } from '@/ui/SaveForOffline'
import { useToast } from '@/ui/Toast'
import { PlaceName } from '@/ui/PlaceName'

/** The event details dialog: facts, description, Register (only while registration is open and a link exists), Add to calendar, Share. */
export function EventDetails({
  event,
  onClose,
  updatedAt,
  offline,
}: {
  event: PublicEvent | null
  onClose: () => void
  /** When the list holding the event was fetched: told offline. */
  updatedAt: number
  offline: boolean
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const toast = useToast()
  const needsNetwork = useNeedsNetwork()
  const now = new Date()
  const title = event ? pickLang(locale, event.title_ar, event.title_en) : ''
  const shareUrl = event ? `${window.location.origin}/events?search=${encodeURIComponent(event.title_en || event.title_ar)}` : ''

  const addToCalendar = (item: PublicEvent) => {
    const description = markdownToText(pickLang(locale, item.description_ar, item.description_en))
    const ics = icsForEvent(item, title, description, window.location.host, shareUrl)
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `event-${item.id}.ics`
    document.body.append(link)
    link.click()
    link.remove()
    window.setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: shareUrl })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(shareUrl)
      toast.show(t`Link copied to the clipboard`, 'success')
    } catch {
      toast.show(t`Could not copy the link`, 'error')
    }
  }

  return (
    <Dialog
      open={event !== null}
      onOpenChange={(value) => !value && onClose()}
      title={title}
      closeLabel={t`Close`}
      footer={
        event ? (
          <>
            <button type="button" className={button.ghost} onClick={() => void share()}>
              <Trans>Share</Trans>
            </button>
            <button type="button" className={button.secondary} onClick={() => addToCalendar(event)}>
              <Trans>Add to calendar</Trans>
            </button>
            <SaveForOffline target={{ kind: 'event', item: event }} title={title} />
            {canRegister(event, now) && event.registration_link ? (
              <a
                href={event.registration_link}
                target="_blank"
                rel="noopener noreferrer"
                className={button.primary}
                onClick={(click) => needsNetwork(t`Registering needs an internet connection. Try again when you are online.`, click)}
              >
                <Trans>Register</Trans>
              </a>
            ) : null}
          </>
        ) : null
      }
    >
      {event ? (
        <>
          <LastUpdated updatedAt={updatedAt} locale={locale} offline={offline} label={(when) => t`Updated ${when}`} />
          <div className={card.cardMeta}>
            <Badge tone="primary">{referenceLabel('event_category', event.category, currentLocale())}</Badge>
            <EventStatusBadge status={computeEventStatus(event, now)} />
          </div>
          <dl className={card.detailList}>
            <dt className={card.detailTerm}>
              <Trans>Date</Trans>
            </dt>
            <dd className={card.detailValue}>
              {formatEventDate(event.starts_at, locale)}
              {event.ends_at && event.ends_at.slice(0, 10) !== event.starts_at.slice(0, 10) ? ` – ${formatEventDate(event.ends_at, locale)}` : ''}
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
                  <PlaceName value={event.location} />
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
                    onClick={(click) => needsNetwork(t`Joining the stream needs an internet connection. Try again when you are online.`, click)}
                  >
                    <Trans>Join the stream</Trans>
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
          <div className={prose}>
            <Markdown source={pickLang(locale, event.description_ar, event.description_en)} />
          </div>
        </>
      ) : null}
    </Dialog>
  )
}
