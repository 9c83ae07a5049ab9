import { canRegister } from '@contract/event-status'
import type { PublicEvent } from '@contract/events'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { congressQueries } from '../api/congress-queries'
import { eventQueries } from '../api/event-queries'
import { icsForEvent } from '../model'
import { downloadIcs } from './calendar-download'
import { CongressBody, EventPage } from './EventPage'
import { EventDetailsView } from './EventDetailsView'
import { pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { useItemHead } from '@/lib/page/item-presentation'
import { useNeedsNetwork } from '@/lib/offline/offline-actions'
import { useOnlineStatus } from '@/lib/offline/online'
import { useItemDetail } from '@/lib/offline/offline-results'
import { markdownToText } from '@/lib/format/markdown-text'
import { button } from '@/ui/primitives/button.css'
import { DetailDialog } from '@/ui/items/DetailDialog'
import { ItemPage } from '@/ui/items/ItemPage'
import { LastUpdated } from '@/ui/lists/LastUpdated'
import { SaveForOffline } from '@/ui/lists/SaveForOffline'
import { itemLink, ShareButton } from '@/ui/primitives/ShareButton'
import { useNow } from '@/lib/format/clock'
import { textLangProps } from '@/lib/format/bilingual'

/**
 * The event at its own address (/events/{id}): the details, then Share and Add to calendar
 * (both carrying that address), Save for offline, and Register while registration is open and
 * a link exists. Opened from the events list it is a dialog over it; a congress — an event
 * with a programme, or one that registers in the portal — then takes the whole window over the
 * list instead (EventPage): its programme and ticket need the room a phone has. Opened
 * directly, the event (a congress with its programme) is a page of its own (ItemPage).
 */
export function EventDetails({
  id,
  overList,
  onClose,
}: {
  id: number
  overList: boolean
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const client = useQueryClient()
  const detail = useItemDetail(useQuery(eventQueries.detail(id, client)), ['events'], id)
  const programme = useQuery(congressQueries.programme(id))
  const online = useOnlineStatus()
  const needsNetwork = useNeedsNetwork()
  const now = useNow()
  const link = itemLink(`/events/${id}`)
  const sessions = programme.data?.sessions ?? []
  useItemHead(detail.state === 'ready')

  const addToCalendar = (item: PublicEvent, title: string) => {
    const description = markdownToText(pickLang(locale, item.description_ar, item.description_en))
    downloadIcs(
      icsForEvent(item, title, description, window.location.host, link, locale),
      `event-${item.id}.ics`,
    )
  }

  const actions = (event: PublicEvent, title: string) => (
    <>
      <ShareButton title={title} url={link} />
      <button type="button" className={button.secondary} onClick={() => addToCalendar(event, title)}>
        <Trans>Add to calendar</Trans>
      </button>
      <SaveForOffline target={{ kind: 'event', item: event }} title={title} />
      {event.registration_mode !== 'internal' && canRegister(event, now) && event.registration_link ? (
        <a
          href={event.registration_link}
          target="_blank"
          rel="noopener noreferrer"
          className={button.primary}
          onClick={(click) =>
            needsNetwork(t`Registering needs an internet connection. Try again when you are online.`, click)
          }
        >
          <Trans>Register</Trans>
        </a>
      ) : null}
    </>
  )

  const congress = (event: PublicEvent) => event.registration_mode === 'internal' || sessions.length > 0
  const programmeFailed = programme.isError && !programme.data ? programme.error.message : undefined
  // Whether the event is a congress waits for the programme's answer online, so the layout
  // does not jump from a plain event to a congress.
  const deciding = detail.state === 'ready' && programme.isPending && online
  const eventTitle = (event: PublicEvent) => pickLang(locale, event.title_ar, event.title_en)

  if (!overList) {
    const isCongress = detail.state === 'ready' && congress(detail.item)
    return (
      <ItemPage
        list="/events"
        wide={isCongress}
        detail={deciding ? { state: 'loading' } : detail}
        locale={locale}
        title={eventTitle}
        titleLang={(event) => textLangProps(locale, event.title_ar, event.title_en).lang}
        footer={(event, title) => (congress(event) ? null : actions(event, title))}
      >
        {(event, title) =>
          congress(event) ? (
            <CongressBody
              event={event}
              locale={locale}
              sessions={sessions}
              programmeFailed={programmeFailed}
              actions={actions(event, title)}
            />
          ) : (
            <EventDetailsView event={event} headingOffset={1} />
          )
        }
      </ItemPage>
    )
  }
  // Over the list, a congress takes the whole window.
  if (detail.state === 'ready' && congress(detail.item)) {
    const event = detail.item
    const title = eventTitle(event)
    return (
      <EventPage
        event={event}
        title={title}
        locale={locale}
        sessions={sessions}
        programmeFailed={programmeFailed}
        updated={
          <LastUpdated
            updatedAt={detail.updatedAt}
            locale={locale}
            offline={detail.offline}
            label={(when) => t`Updated ${when}`}
          />
        }
        actions={actions(event, title)}
        onClose={onClose}
      />
    )
  }
  return (
    <DetailDialog
      detail={deciding ? { state: 'loading' } : detail}
      onClose={onClose}
      locale={locale}
      title={eventTitle}
      titleLang={(event) => textLangProps(locale, event.title_ar, event.title_en).lang}
      footer={actions}
    >
      {(event) => <EventDetailsView event={event} />}
    </DetailDialog>
  )
}
