import type { Locale } from '@contract/constants'
import type { PublicEvent } from '@contract/events'
import { genderKey } from '@contract/gender'
import { select } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useRegistrationAction } from '../api/congress-queries'
import { registrationState, seatsLeft } from '../programme-model'
import * as css from './registration.css'
import { useOnlineStatus } from '@/lib/offline/online'
import { useSession } from '@/lib/session/session'
import { ticketQueries } from '@/lib/member/tickets'
import { button } from '@/ui/primitives/button.css'
import { ConfirmDialog } from '@/ui/dialogs/ConfirmDialog'
import { TicketCard } from '@/ui/items/TicketCard'
import { useNow } from '@/lib/format/clock'
import { PersonName } from '@/ui/text/PersonName'

/**
 * Registration in the portal (events whose registration_mode is "internal"): a visitor is
 * told to sign in (and comes back here after); a member registers with one tap while seats
 * are left, joins the waiting list when the event is full, sees their place on it, or their
 * ticket, and may cancel after confirming. Refusals are shown in the reader's language.
 */
export function RegistrationPanel({ event, locale }: { event: PublicEvent; locale: Locale }) {
  const { t } = useLingui()
  const { user } = useSession()
  const online = useOnlineStatus()
  const headingId = useId()
  const mine = useQuery({ ...ticketQueries.registration(event.id), enabled: !!user })
  const action = useRegistrationAction(event.id)
  const [confirming, setConfirming] = useState(false)
  const now = useNow()
  const state = registrationState(event, mine.data, now)
  const seats = seatsLeft(event)
  const attendee = user ? <PersonName person={user} fallback={user.email} /> : ''
  // What the panel says to a signed-in member agrees with their gender in Arabic, neutral when unset.
  const gender = genderKey(user?.gender)

  const body = () => {
    if (!user) {
      if (state === 'closed') return <ClosedNote />
      return (
        <>
          <p className={css.text}>
            <Trans>
              Registration for this event is in the portal. Sign in with your member account to register and
              get your e-ticket.
            </Trans>
          </p>
          <Link to="/login" search={{ redirect: `/events/${event.id}` }} className={button.primary}>
            <Trans>Sign in to register</Trans>
          </Link>
        </>
      )
    }
    if (mine.isPending) {
      return online ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <p className={css.text}>
          {t`${select(gender, {
            female: 'You are offline, and your registration for this event is not saved on this device yet.',
            male: 'You are offline, and your registration for this event is not saved on this device yet.',
            other: 'You are offline, and your registration for this event is not saved on this device yet.',
          })}`}
        </p>
      )
    }
    if (mine.isError && !mine.data) {
      return (
        <>
          <p className={css.error} role="alert">
            {mine.error.message}
          </p>
          <button type="button" className={button.secondary} onClick={() => void mine.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </>
      )
    }
    switch (state) {
      case 'registered': {
        const registration = mine.data?.registration
        if (!registration) return null
        return (
          <>
            <p className={css.success}>
              <Trans>You are registered. Your e-ticket:</Trans>
            </p>
            <TicketCard
              ticket={{ event, registration }}
              attendee={attendee}
              attendeeGender={user.gender ?? null}
              locale={locale}
            />
            <button
              type="button"
              className={button.secondary}
              disabled={action.isPending}
              onClick={() => setConfirming(true)}
            >
              <Trans>Cancel registration</Trans>
            </button>
          </>
        )
      }
      case 'waitlisted': {
        const position = mine.data?.waitlist_position ?? 0
        return (
          <>
            <p className={css.text} role="status">
              <Trans>
                You are on the waiting list, number {position}. You will get a seat and an e-mail if one frees
                up.
              </Trans>
            </p>
            <button
              type="button"
              className={button.secondary}
              disabled={action.isPending}
              onClick={() => setConfirming(true)}
            >
              <Trans>Leave the waiting list</Trans>
            </button>
          </>
        )
      }
      case 'closed':
        return <ClosedNote />
      case 'full':
        return (
          <>
            <p className={css.text}>
              <Trans>This event is full. You can join the waiting list.</Trans>
            </p>
            <button
              type="button"
              className={button.primary}
              disabled={action.isPending || !online}
              onClick={() => action.mutate('waitlist')}
            >
              <Trans>Join the waiting list</Trans>
            </button>
          </>
        )
      case 'open':
        return (
          <>
            {seats !== null ? (
              <p className={css.text}>
                <Plural value={seats} one="# seat left" other="# seats left" />
              </p>
            ) : null}
            <button
              type="button"
              className={button.primary}
              disabled={action.isPending || !online}
              onClick={() => action.mutate('register')}
            >
              <Trans>Register</Trans>
            </button>
          </>
        )
    }
  }

  return (
    <section className={css.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        <Trans>Registration</Trans>
      </h2>
      {body()}
      {user && !online && (state === 'open' || state === 'full') ? (
        <p className={css.text}>
          {t`${select(gender, {
            female: 'Registering needs an internet connection. Try again when you are online.',
            male: 'Registering needs an internet connection. Try again when you are online.',
            other: 'Registering needs an internet connection. Try again when you are online.',
          })}`}
        </p>
      ) : null}
      {action.isError ? (
        <p className={css.error} role="alert">
          {action.error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={state === 'waitlisted' ? t`Leave the waiting list?` : t`Cancel your registration?`}
        message={
          state === 'waitlisted'
            ? t`${select(gender, {
                female: 'You will lose your place on the waiting list.',
                male: 'You will lose your place on the waiting list.',
                other: 'You will lose your place on the waiting list.',
              })}`
            : t`Your ticket will stop working and your seat will go to the next member waiting.`
        }
        confirmLabel={state === 'waitlisted' ? t`Leave the waiting list` : t`Cancel registration`}
        cancelLabel={t`Keep it`}
        danger
        busy={action.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => action.mutate('cancel', { onSettled: () => setConfirming(false) })}
      />
    </section>
  )
}

function ClosedNote() {
  return (
    <p className={css.text}>
      <Trans>Registration for this event is closed.</Trans>
    </p>
  )
}
