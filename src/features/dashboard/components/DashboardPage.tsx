import type { CurrentUser } from '@contract/auth'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '@/lib/document-title'
import { formatDate } from '@/lib/format'
import { canUseAdminArea, mustCompleteProfile, useSession } from '@/lib/session'
import { button } from '@/ui/button.css'
import { dashboardQueries, type DashboardEvent } from '../api/upcoming-events'
import * as css from './dashboard.css'
import { PlaceName } from '@/ui/PlaceName'

/** /dashboard: the member's home after sign-in — greeting, account, profile, next events, quick links. */
export function DashboardPage() {
  const { t } = useLingui()
  const { user } = useSession()
  useDocumentTitle(t`Dashboard`)
  if (!user) return null
  const name = user.full_name?.trim() || user.email
  return (
    <section className={css.page} aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className={css.greeting}>
        <Trans>Welcome, {name}</Trans>
      </h1>
      <p className={css.lead}>
        <Trans>Your member home at the Saudi Orthopedic Society.</Trans>
      </p>
      <div className={css.grid}>
        <AccountCard user={user} />
        <ProfileCard user={user} />
        <UpcomingEvents />
      </div>
      <QuickLinks user={user} />
    </section>
  )
}

function AccountCard({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui()
  return (
    <article className={css.card} aria-labelledby="account-card-heading">
      <h2 id="account-card-heading" className={css.cardTitle}>
        <Trans>Account</Trans>
      </h2>
      <span className={css.badge}>
        <Trans>Active</Trans>
      </span>
      <p className={css.muted}>{user.email}</p>
      <p className={css.muted}>
        <Trans>Member since {formatDate(user.created_at, i18n.locale === 'en' ? 'en' : 'ar')}</Trans>
      </p>
    </article>
  )
}

function ProfileCard({ user }: { user: CurrentUser }) {
  const incomplete = mustCompleteProfile()
  return (
    <article className={css.card} aria-labelledby="profile-card-heading">
      <h2 id="profile-card-heading" className={css.cardTitle}>
        <Trans>Your profile</Trans>
      </h2>
      <span className={incomplete ? css.badgeWarning : css.badge}>{incomplete ? <Trans>Incomplete</Trans> : <Trans>Complete</Trans>}</span>
      <div className={css.meter} aria-hidden="true">
        <div className={incomplete ? css.meterHalf : css.meterFull} />
      </div>
      {incomplete ? (
        <>
          <p className={css.muted}>
            <Trans>Finish your profile to appear in the member directory.</Trans>
          </p>
          <Link to="/complete-profile" className={button.primary}>
            <Trans>Complete your profile</Trans>
          </Link>
        </>
      ) : (
        <>
          <p className={css.muted}>
            <Trans>Members can find you in the directory.</Trans>
          </p>
          <Link to="/members/$id" params={{ id: String(user.id) }} className={button.secondary}>
            <Trans>View your profile</Trans>
          </Link>
        </>
      )}
    </article>
  )
}

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
                {event.location ? <PlaceName value={event.location} /> : null}
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
