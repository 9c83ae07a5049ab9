import { localeOf } from '@/lib/i18n/i18n'
import { USER_ADMIN_ROLES } from '@contract/constants'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatNumber } from '@/lib/format/format'
import { useSession } from '@/lib/session/session'
import { button } from '@/ui/primitives/button.css'
import { StatCards } from '@/ui/admin/StatCards'
import { overviewQuery } from '../api/overview-queries'
import * as css from './admin-layout.css'

/** Overview: live counts from the server instead of placeholder numbers. */
export function OverviewPage() {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const overview = useQuery(overviewQuery())
  const n = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, localeOf(i18n)))
  const d = overview.data
  return (
    <section aria-labelledby="overview-heading">
      <h1 id="overview-heading">{t`Overview`}</h1>
      {overview.isError ? (
        <div className={css.alert} role="alert">
          <p>{overview.error.message || t`Failed to load`}</p>
          <button type="button" className={button.secondary} onClick={() => void overview.refetch()}>
            {t`Retry`}
          </button>
        </div>
      ) : null}
      <StatCards
        variant="overview"
        label={t`Statistics`}
        items={[
          {
            label: t`Posts`,
            value: n(d?.posts.total),
            detail: t`${n(d?.posts.published)} published, ${n(d?.posts.drafts)} drafts`,
          },
          { label: t`Events`, value: n(d?.events.total), detail: t`${n(d?.events.upcoming)} upcoming` },
          { label: t`Resources`, value: n(d?.resources.total) },
          { label: t`Jobs`, value: n(d?.jobs.total), detail: t`${n(d?.jobs.active)} active` },
          {
            label: t`Users`,
            value: n(d?.users.total),
            detail: t`${n(d?.users.active)} active, ${n(d?.users.pending)} awaiting approval`,
          },
        ]}
      />
      <h2>{t`Quick actions`}</h2>
      <ul className={css.quick}>
        {(
          [
            ['/admin/posts/new', t`Add post`],
            ['/admin/events/new', t`Create event`],
            ['/admin/resources/new', t`Upload resource`],
            ['/admin/jobs/new', t`Post job`],
          ] as const
        ).map(([to, label]) => (
          <li key={to}>
            <Link to={to} className={button.primary}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      {user && USER_ADMIN_ROLES.includes(user.role) ? (
        <>
          <ul className={css.quick}>
            <li>
              <Link to="/admin/users/pending" className={button.primary}>
                {t`Review pending registrations`}
              </Link>
            </li>
            <li>
              <Link to="/admin/users" className={button.secondary}>
                {t`Manage users`}
              </Link>
            </li>
          </ul>
        </>
      ) : null}
    </section>
  )
}
