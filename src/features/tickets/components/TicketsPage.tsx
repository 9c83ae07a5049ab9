import type { Locale } from '@contract/constants'
import type { Certificate } from '@contract/certificates'
import { genderKey } from '@contract/gender'
import { select } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as css from './tickets.css'
import { formatDate, formatNumber, pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { useOnlineStatus } from '@/lib/offline/online'
import { useSession } from '@/lib/session/session'
import { ticketQueries } from '@/lib/member/tickets'
import { button } from '@/ui/primitives/button.css'
import { EmptyState } from '@/ui/lists/EmptyState'
import { TicketCard } from '@/ui/items/TicketCard'
import { PersonName } from '@/ui/text/PersonName'
import { textLangProps } from '@/lib/format/bilingual'

/**
 * /tickets: the member's live e-tickets (each with its QR code, kept on the device so it opens
 * the door with no signal) and their CME certificates, with the PDF and the public
 * verification page of each.
 */
export function TicketsPage() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const { user } = useSession()
  const tickets = useQuery(ticketQueries.mine())
  const certificates = useQuery(ticketQueries.certificates())
  const attendee = user ? <PersonName person={user} fallback={user.email} /> : ''
  // The page addresses its owner: Arabic imperatives agree with their gender, neutral when unset.
  const gender = genderKey(user?.gender)
  return (
    <section className={css.page} aria-labelledby="tickets-heading">
      <div>
        <h1 id="tickets-heading" className={css.title}>
          <Trans>My tickets</Trans>
        </h1>
        <p className={css.lead}>
          {t`${select(gender, {
            female: 'Your e-tickets stay on this device: show them at the door even without a connection.',
            male: 'Your e-tickets stay on this device: show them at the door even without a connection.',
            other: 'Your e-tickets stay on this device: show them at the door even without a connection.',
          })}`}
        </p>
      </div>
      <Loaded query={tickets}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              title={t`You have no tickets yet.`}
              description={t`${select(gender, {
                female: 'Register for an event in the portal to get your e-ticket here.',
                male: 'Register for an event in the portal to get your e-ticket here.',
                other: 'Register for an event in the portal to get your e-ticket here.',
              })}`}
              action={
                <Link to="/events" className={button.secondary}>
                  <Trans>Browse events</Trans>
                </Link>
              }
            />
          ) : (
            <ul className={css.list}>
              {items.map((ticket) => (
                <li key={ticket.registration.registration_id} className={css.item}>
                  <TicketCard
                    ticket={ticket}
                    attendee={attendee}
                    attendeeGender={user?.gender ?? null}
                    locale={locale}
                    headingLevel={2}
                  />
                  <Link to="/events/$id" params={{ id: ticket.event.id }}>
                    <Trans>Event details and programme</Trans>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <section className={css.section} aria-labelledby="certificates-heading">
        <h2 id="certificates-heading" className={css.heading}>
          <Trans>My certificates</Trans>
        </h2>
        <Loaded query={certificates}>
          {({ items }) =>
            items.length === 0 ? (
              <p className={css.lead}>
                <Trans>No CME certificates yet. They are issued after the events you attended.</Trans>
              </p>
            ) : (
              <ul className={css.list}>
                {items.map((certificate) => (
                  <CertificateItem key={certificate.code} certificate={certificate} locale={locale} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
    </section>
  )
}

function CertificateItem({ certificate, locale }: { certificate: Certificate; locale: Locale }) {
  const { t } = useLingui()
  const title = pickLang(locale, certificate.event.title_ar, certificate.event.title_en)
  const credits = formatNumber(certificate.credits, locale, { maximumFractionDigits: 2 })
  const issued = formatDate(certificate.issued_at, locale)
  return (
    <li className={css.certificate}>
      <h3
        className={css.certificateTitle}
        {...textLangProps(locale, certificate.event.title_ar, certificate.event.title_en)}
      >
        {title}
      </h3>
      <p className={css.meta}>
        {t`CME credits: ${credits}`} · {t`Issued ${issued}`}
      </p>
      <p className={css.meta}>
        <Trans>Certificate code:</Trans>{' '}
        <bdi className={css.code} dir="ltr">
          {certificate.code}
        </bdi>
      </p>
      {certificate.revoked_at ? (
        <span className={css.revoked}>
          <Trans>Revoked</Trans>
        </span>
      ) : (
        <div className={css.actions}>
          {/* The code is the certificate's capability, as on the printed copy: the PDF needs no sign-in. */}
          <a
            href={`/api/certificates/${encodeURIComponent(certificate.code)}/pdf`}
            download
            className={button.primary}
            aria-label={t`Download PDF: ${title}`}
          >
            <Trans>Download PDF</Trans>
          </a>
          <a
            href={`/certificates/${encodeURIComponent(certificate.code)}`}
            className={button.secondary}
            aria-label={t`Verify: ${title}`}
          >
            <Trans>Verify</Trans>
          </a>
          <Link to="/cpd" className={button.ghost} aria-label={t`In my CPD record: ${title}`}>
            <Trans>In my CPD record</Trans>
          </Link>
        </div>
      )}
    </li>
  )
}

/** A list's states before its data: loading, offline and never saved here, or failed with Retry. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const online = useOnlineStatus()
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.isPending) {
    return online ? (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    ) : (
      <p className={css.error} role="alert">
        <Trans>
          You are offline and this list is not saved on this device yet. Open it once when you are online.
        </Trans>
      </p>
    )
  }
  return (
    <EmptyState
      tone="error"
      title={query.error?.message ?? ''}
      action={
        <button type="button" className={button.primary} onClick={() => void query.refetch()}>
          <Trans>Retry</Trans>
        </button>
      }
    />
  )
}
