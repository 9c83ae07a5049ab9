import type { CurrentUser } from '@contract/auth'
import { AVATAR_SIZES_PX } from '@contract/constants'
import type { OwnProfile } from '@contract/members'
import { genderKey } from '@contract/gender'
import { select } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode, SyntheticEvent } from 'react'
import { STATUS_LABELS, TIER_LABELS } from '@/lib/i18n/account-labels'
import { formatDate, formatNumber, pickLang } from '@/lib/format/format'
import { useOwnProfile } from '@/lib/member/own-profile'
import { PROFILE_FIELD_LABELS } from '@/lib/i18n/profile-field-labels'
import { useSavedItems } from '@/lib/offline/saved-items'
import { ticketQueries } from '@/lib/member/tickets'
import { canUseAdminArea, mustCompleteProfile, useSession } from '@/lib/session/session'
import { button } from '@/ui/primitives/button.css'
import { TicketCard } from '@/ui/items/TicketCard'
import { dashboardQueries, type DashboardEvent } from '../api/upcoming-events'
import { completenessOf } from '../model'
import * as css from './dashboard.css'
import { PlaceName } from '@/ui/text/PlaceName'
import { PersonName } from '@/ui/text/PersonName'
import { textLangProps } from '@/lib/format/bilingual'

/** /dashboard: the member's home after sign-in — greeting, account, profile, next events, saved items, quick links. */
export function DashboardPage() {
  const { user } = useSession()
  // The own profile as this device knows it (cached, with edits still waiting applied): the
  // greeting follows a save at once, online or not.
  const { profile } = useOwnProfile(!!user && !mustCompleteProfile())
  if (!user) return null
  // The profile's names as this device has them (edits waiting applied), else the account's.
  const name = <PersonName person={profile ?? user} fallback={user.email} />
  return (
    <section className={css.page} aria-labelledby="dashboard-heading">
      <div className={css.hero}>
        <img
          className={css.avatar}
          src={profile?.avatar_url ?? '/default-avatar.svg'}
          width={AVATAR_SIZES_PX.preview}
          height={AVATAR_SIZES_PX.preview}
          alt=""
          onError={defaultAvatar}
        />
        <div>
          <h1 id="dashboard-heading" className={css.greeting} dir="auto">
            <Trans>Welcome, {name}</Trans>
          </h1>
          <p className={css.lead}>
            <Trans>Your member home at the Saudi Orthopedic Society.</Trans>
          </p>
        </div>
      </div>
      <div className={css.grid}>
        <AccountCard user={user} />
        <ProfileCard user={user} profile={profile} />
        <TicketsCard attendee={name} user={user} />
        <UpcomingEvents />
        <SavedItems userId={user.id} />
      </div>
      <QuickLinks user={user} />
    </section>
  )
}

const defaultAvatar = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.src = '/default-avatar.svg'
}

function AccountCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui()
  // "عضوة منذ" / "عضو منذ" in Arabic, neutral when the gender is not given.
  const gender = genderKey(user.gender)
  const since = formatDate(user.created_at, i18n.locale === 'en' ? 'en' : 'ar')
  return (
    <article className={css.card} aria-labelledby="account-card-heading">
      <h2 id="account-card-heading" className={css.cardTitle}>
        <Trans>Membership</Trans>
      </h2>
      <div className={css.badges}>
        <span className={user.status === 'active' ? css.badge : css.badgeWarning}>
          {i18n._(STATUS_LABELS[user.status])}
        </span>
        <span className={css.badgeNeutral}>{i18n._(TIER_LABELS[user.tier])}</span>
      </div>
      <p className={css.email} dir="auto">
        {user.email}
      </p>
      <p className={css.muted}>
        {t`${select(gender, { female: `Member since ${since}`, male: `Member since ${since}`, other: `Member since ${since}` })}`}
      </p>
    </article>
  )
}

function ProfileCard({ user, profile }: { user: CurrentUser; profile: OwnProfile | undefined }) {
  const { i18n } = useLingui()
  const locale = i18n.locale === 'en' ? 'en' : 'ar'
  const incomplete = mustCompleteProfile()
  const completeness = profile && !incomplete ? completenessOf(profile) : undefined
  const percent = completeness ? formatNumber(completeness.percent / 100, locale, { style: 'percent' }) : ''
  return (
    <article className={css.card} aria-labelledby="profile-card-heading">
      <h2 id="profile-card-heading" className={css.cardTitle}>
        <Trans>Your profile</Trans>
      </h2>
      {incomplete ? (
        <>
          <span className={css.badgeWarning}>
            <Trans>Incomplete</Trans>
          </span>
          <p className={css.muted}>
            <Trans>Finish your profile to appear in the member directory.</Trans>
          </p>
          <Link to="/complete-profile" className={button.primary}>
            <Trans>Complete your profile</Trans>
          </Link>
        </>
      ) : (
        <>
          {completeness ? (
            <>
              <p className={css.muted} id="profile-completeness">
                <Trans>Profile {percent} complete</Trans>
              </p>
              <progress
                className={css.meter}
                max={100}
                value={completeness.percent}
                aria-labelledby="profile-completeness"
              />
              {completeness.next ? (
                <Link to="/profile" hash={`profile-${completeness.next}`} className={button.secondary}>
                  <Trans>Add next: {i18n._(PROFILE_FIELD_LABELS[completeness.next])}</Trans>
                </Link>
              ) : null}
            </>
          ) : null}
          <p className={css.muted}>
            <Trans>Members can find you in the directory.</Trans>
          </p>
          <Link
            to="/members/$id"
            params={{ id: String(user.id) }}
            className={completeness?.next ? css.textLink : button.secondary}
          >
            <Trans>View your profile</Trans>
          </Link>
        </>
      )}
    </article>
  )
}

/**
 * "Your tickets": the soonest live e-ticket with its QR code (kept on the device, it shows
 * offline too), and the way to every ticket and certificate.
 */
function TicketsCard({ attendee, user }: { attendee: ReactNode; user: CurrentUser }) {
  const { t, i18n } = useLingui()
  const gender = genderKey(user.gender)
  const locale = i18n.locale === 'en' ? 'en' : 'ar'
  const tickets = useQuery(ticketQueries.mine())
  const items = tickets.data?.items ?? []
  const next = items[0]
  const count = formatNumber(items.length, locale)
  return (
    <article className={css.card} aria-labelledby="tickets-card-heading">
      <h2 id="tickets-card-heading" className={css.cardTitle}>
        <Trans>Your tickets</Trans>
      </h2>
      {next ? (
        <TicketCard ticket={next} attendee={attendee} attendeeGender={user.gender ?? null} locale={locale} />
      ) : tickets.isSuccess ? (
        <p className={css.muted}>
          {t`${select(gender, {
            female: 'No tickets yet. Register for an event in the portal to get your e-ticket.',
            male: 'No tickets yet. Register for an event in the portal to get your e-ticket.',
            other: 'No tickets yet. Register for an event in the portal to get your e-ticket.',
          })}`}
        </p>
      ) : null}
      <Link to="/tickets" className={button.secondary}>
        {items.length > 1 ? (
          <Trans>All my tickets ({count})</Trans>
        ) : (
          <Trans>My tickets and certificates</Trans>
        )}
      </Link>
      <Link to="/cpd" className={button.secondary}>
        <Trans>My CPD record</Trans>
      </Link>
    </article>
  )
}

/** What this member saved on this device for offline reading (/workspaces), newest first. */
function SavedItems({ userId }: { userId: number }) {
  const { i18n } = useLingui()
  const saved = useSavedItems(userId)
  if (!saved) return null
  const locale = i18n.locale === 'en' ? 'en' : 'ar'
  return (
    <article className={css.card} aria-labelledby="saved-card-heading">
      <h2 id="saved-card-heading" className={css.cardTitle}>
        <Trans>Saved for offline</Trans>
      </h2>
      {saved.length === 0 ? (
        <p className={css.muted}>
          <Trans>
            Nothing saved on this device yet. Save events, resources and jobs to read them offline.
          </Trans>
        </p>
      ) : (
        <ul className={css.events}>
          {saved.slice(0, SAVED_SHOWN).map((entry) => (
            <li key={entry.key} className={css.eventItem}>
              <strong {...textLangProps(locale, entry.item.title_ar, entry.item.title_en)}>
                {pickLang(locale, entry.item.title_ar, entry.item.title_en)}
              </strong>
            </li>
          ))}
        </ul>
      )}
      <Link to="/workspaces">
        <Trans>All saved items</Trans>
      </Link>
    </article>
  )
}
const SAVED_SHOWN = 3

function eventTitle(event: DashboardEvent, locale: string): string {
  return (locale === 'ar' ? event.title_ar || event.title_en : event.title_en || event.title_ar) ?? ''
}

/** Shown only when the events call answers (decisions: no placeholder data). */
function UpcomingEvents() {
  const { i18n } = useLingui()
  const events = useQuery(dashboardQueries.upcomingEvents())
  if (!events.isSuccess || events.data.items.length === 0) return null
  const locale = i18n.locale === 'en' ? 'en' : 'ar'
  return (
    <article className={css.card} aria-labelledby="events-card-heading">
      <h2 id="events-card-heading" className={css.cardTitle}>
        <Trans>Upcoming events</Trans>
      </h2>
      <ul className={css.events}>
        {events.data.items.map((event) => {
          const when = event.start_date ?? event.starts_at
          return (
            <li key={event.id} className={css.eventItem}>
              <strong dir="auto">{eventTitle(event, locale)}</strong>
              <span className={css.muted}>
                {when ? formatDate(when, locale) : ''}
                {when && event.location ? ' · ' : ''}
                {event.location ? <PlaceName place={{ ...event, location: event.location }} /> : null}
              </span>
            </li>
          )
        })}
      </ul>
      <Link to="/events">
        <Trans>All events</Trans>
      </Link>
    </article>
  )
}

function QuickLinks({ user }: { user: CurrentUser }) {
  return (
    <nav aria-labelledby="quick-links-heading">
      <h2 id="quick-links-heading" className={css.cardTitle}>
        <Trans>Quick links</Trans>
      </h2>
      <ul className={css.links}>
        <li>
          <Link to="/profile" className={css.quickLink}>
            <Trans>Edit profile</Trans>
          </Link>
        </li>
        <li>
          <Link to="/account" className={css.quickLink}>
            <Trans>Account settings</Trans>
          </Link>
        </li>
        <li>
          <Link to="/members" className={css.quickLink}>
            <Trans>Member directory</Trans>
          </Link>
        </li>
        <li>
          <Link to="/events" className={css.quickLink}>
            <Trans>Events</Trans>
          </Link>
        </li>
        <li>
          <Link to="/resources" className={css.quickLink}>
            <Trans>Resources</Trans>
          </Link>
        </li>
        <li>
          <Link to="/journal" className={css.quickLink}>
            <Trans>Journal</Trans>
          </Link>
        </li>
        {canUseAdminArea(user.role) ? (
          <li>
            <Link to="/admin" className={css.quickLink}>
              <Trans>Admin</Trans>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
