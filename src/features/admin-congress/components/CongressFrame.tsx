import { ADMIN_AREA_ROLES } from '@contract/constants'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { pickLang } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import { useSession } from '@/lib/session/session'
import * as page from '@/ui/admin/admin-page.css'
import { congressQueries } from '../api/congress-queries'
import * as css from './congress.css'
import { textLangProps } from '@/lib/format/bilingual'

type CongressPage = 'programme' | 'attendees' | 'certificates'

/** Whether the signed-in user works in the back office proper (the door staff see attendees only). */
export function useBackOffice(): { backOffice: boolean; setsCredits: boolean } {
  const { user } = useSession()
  return {
    backOffice: user ? ADMIN_AREA_ROLES.includes(user.role) : false,
    setsCredits: user?.role === 'cme' || user?.role === 'superadmin',
  }
}

/** The event as the back office lists it (title and days); undefined for the door staff or while loading. */
export function useAdminEvent(eventId: number) {
  const { backOffice } = useBackOffice()
  const events = useQuery({ ...congressQueries.events(), enabled: backOffice })
  return events.data?.items.find((event) => event.id === eventId)
}

/**
 * The frame of an event's congress pages: the page's heading, the event's title under it, and
 * the links between Programme, Attendees and Certificates (the last two pages the door staff
 * cannot open are not offered to them).
 */
export function CongressFrame({
  eventId,
  current,
  title,
  actions,
  children,
}: {
  eventId: number
  current: CongressPage
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const { backOffice } = useBackOffice()
  const event = useAdminEvent(eventId)
  const links = [
    { page: 'programme', to: '/admin/events/$id/programme', label: t`Programme`, show: backOffice },
    { page: 'attendees', to: '/admin/events/$id/attendees', label: t`Attendees`, show: true },
    { page: 'certificates', to: '/admin/events/$id/certificates', label: t`Certificates`, show: backOffice },
  ] as const
  const params = { id: eventId }
  return (
    <section aria-labelledby="congress-heading">
      <div className={page.heading}>
        <div>
          <h1 id="congress-heading">{title}</h1>
          {event ? (
            <p className={css.subtitle} {...textLangProps(locale, event.title_ar, event.title_en)}>
              {pickLang(locale, event.title_ar, event.title_en)}
            </p>
          ) : null}
        </div>
        {actions}
      </div>
      <nav aria-label={t`Event pages`}>
        <ul className={css.tabs}>
          {links
            .filter((link) => link.show)
            .map((link) => (
              <li key={link.page}>
                <Link
                  to={link.to}
                  params={params}
                  className={css.tab}
                  aria-current={current === link.page ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          {backOffice ? (
            <li>
              <Link to="/admin/events" className={css.tab} activeOptions={{ exact: true }}>
                {t`All events`}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      {children}
    </section>
  )
}
