import type { ReactNode } from 'react'
import type { Gender, Locale } from '@contract/constants'
import { genderKey } from '@contract/gender'
import type { MyTicket } from '@contract/registrations'
import { select } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { button } from '../primitives/button.css'
import { PlaceName } from '../text/PlaceName'
import * as css from './ticket.css'
import { useToast } from '../primitives/Toast'
import { formatEventDate, formatTime, pickLang } from '@/lib/format/format'
import { qrPath } from '@/lib/format/qr'
import { textLangProps } from '@/lib/format/bilingual'

/** Black on white in any theme, so scanners read it. */
export function TicketQr({ code, label }: { code: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(code), [code])
  return (
    <svg
      className={css.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}

/**
 * The e-ticket as the door sees it: the event (title, date, place), the attendee's name, the
 * QR code drawn on this device (it works with no signal) and the code as copyable text for a
 * door that types it. Its Arabic agrees with the attendee's gender (neutral when unset).
 */
export function TicketCard({
  ticket,
  attendee,
  attendeeGender,
  locale,
  headingLevel = 3,
}: {
  ticket: MyTicket
  attendee: ReactNode
  attendeeGender: Gender | null
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const { t } = useLingui()
  const toast = useToast()
  const { event, registration } = ticket
  const title = pickLang(locale, event.title_ar, event.title_en)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const gender = genderKey(attendeeGender)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(registration.ticket_code)
      toast.show(t`Ticket code copied`, 'success')
    } catch {
      toast.show(t`Could not copy the ticket code`, 'error')
    }
  }
  return (
    <article className={css.ticket} aria-label={t`Ticket: ${title}`}>
      <Heading className={css.title} {...textLangProps(locale, event.title_ar, event.title_en)}>
        {title}
      </Heading>
      <dl className={css.facts}>
        <dt className={css.term}>
          <Trans>Date</Trans>
        </dt>
        <dd className={css.value}>{formatEventDate(event.starts_at, locale)}</dd>
        <dt className={css.term}>
          <Trans>Time</Trans>
        </dt>
        <dd className={css.value}>{formatTime(event.starts_at, locale)}</dd>
        {event.location ? (
          <>
            <dt className={css.term}>
              <Trans>Location</Trans>
            </dt>
            <dd className={css.value}>
              <PlaceName place={event} />
            </dd>
          </>
        ) : null}
        <dt className={css.term}>
          {t`${select(gender, { female: 'Attendee', male: 'Attendee', other: 'Attendee' })}`}
        </dt>
        <dd className={css.value}>{attendee}</dd>
      </dl>
      <TicketQr code={registration.ticket_code} label={t`Ticket QR code for ${title}`} />
      <p className={css.hint}>
        {t`${select(gender, {
          female: 'Show this code at the door. Turn your screen brightness up for the scanner.',
          male: 'Show this code at the door. Turn your screen brightness up for the scanner.',
          other: 'Show this code at the door. Turn your screen brightness up for the scanner.',
        })}`}
      </p>
      <div className={css.codeRow}>
        <code className={css.code} dir="ltr" aria-label={t`Ticket code`}>
          {registration.ticket_code}
        </code>
        <button type="button" className={button.secondary} onClick={() => void copy()}>
          <Trans>Copy code</Trans>
        </button>
      </div>
    </article>
  )
}
