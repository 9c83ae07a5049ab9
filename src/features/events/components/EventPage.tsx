import type { Locale } from '@contract/constants'
import type { PublicEvent } from '@contract/events'
import type { ProgrammeSession } from '@contract/programme'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { EventDetailsView } from './EventDetailsView'
import * as css from './event-page.css'
import { Programme } from './Programme'
import { RegistrationPanel } from './RegistrationPanel'
import { eventPlaceText } from '../model'
import { pickLang } from '@/lib/format/format'
import { Markdown } from '@/lib/format/markdown'
import { useSession } from '@/lib/session/session'
import { Dialog } from '@/ui/dialogs/Dialog'
import { prose } from '@/ui/primitives/prose.css'
import { textLangProps } from '@/lib/format/bilingual'

interface BodyProps {
  event: PublicEvent
  locale: Locale
  sessions: readonly ProgrammeSession[]
  /** The programme could not be loaded (and none is saved): the reason, in the reader's language. */
  programmeFailed: string | undefined
  /** How fresh the shown copy is (a page of its own says it above the body). */
  updated?: ReactNode
  /** Share, Add to calendar, Save for offline, the external Register link. */
  actions: ReactNode
}

interface Props extends BodyProps {
  title: string
  onClose: () => void
}

/**
 * A congress opened from the events list, taking the whole window over it (Close or Escape
 * goes back to it). At its own address opened directly, the same body is the item's page.
 */
export function EventPage({ title, onClose, ...body }: Props) {
  const { t } = useLingui()
  return (
    <Dialog
      open
      page
      onOpenChange={(open) => !open && onClose()}
      title={<span {...textLangProps(body.locale, body.event.title_ar, body.event.title_en)}>{title}</span>}
      closeLabel={t`Close`}
    >
      <CongressBody {...body} />
    </Dialog>
  )
}

/**
 * What a congress shows: the facts, registration and the ticket, the actions, the programme,
 * then the description. On a phone everything stands in one column, the registration first
 * after the facts.
 */
export function CongressBody({ event, locale, sessions, programmeFailed, updated, actions }: BodyProps) {
  const { user } = useSession()
  const description = pickLang(locale, event.description_ar, event.description_en)
  return (
    <div className={css.page}>
      {updated}
      <EventDetailsView event={event} description={false} />
      {event.registration_mode === 'internal' ? <RegistrationPanel event={event} locale={locale} /> : null}
      <div className={css.actions}>{actions}</div>
      {sessions.length > 0 ? (
        <Programme
          eventId={event.id}
          sessions={sessions}
          locale={locale}
          signedIn={!!user}
          place={eventPlaceText(event, locale)}
        />
      ) : null}
      {programmeFailed ? (
        <p className={css.error} role="alert">
          {programmeFailed}
        </p>
      ) : null}
      {description ? (
        <section className={css.about}>
          <h2 className={css.heading}>
            <Trans>About this event</Trans>
          </h2>
          <div className={prose} {...textLangProps(locale, event.description_ar, event.description_en)}>
            <Markdown source={description} />
          </div>
        </section>
      ) : null}
    </div>
  )
}
