import { ADMIN_AREA_ROLES, USER_ADMIN_ROLES } from '@contract/constants'
import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { useSession } from '@/lib/session/session'
import * as css from './admin-layout.css'

type AdminPath =
  | '/admin'
  | '/admin/announcements'
  | '/admin/cpd'
  | '/admin/posts'
  | '/admin/resources'
  | '/admin/events'
  | '/admin/jobs'
  | '/admin/users'
  | '/admin/users/pending'
  | '/admin/audit'

/** Admin layout: sidebar, breadcrumb trail, link back to the dashboard. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { user } = useSession()
  const pathname = useRouterState({ select: (s) => s.location.pathname }).replace(/\/+$/, '') || '/'
  const userAdmin = user ? USER_ADMIN_ROLES.includes(user.role) : false
  // The door staff reach one admin page (an event's attendees) and are offered none of the others.
  const adminArea = user ? ADMIN_AREA_ROLES.includes(user.role) : false
  const items: { to: AdminPath; label: string; show: boolean }[] = [
    { to: '/admin', label: t`Overview`, show: adminArea },
    { to: '/admin/posts', label: t`Posts`, show: adminArea },
    { to: '/admin/events', label: t`Events`, show: adminArea },
    { to: '/admin/resources', label: t`Resources`, show: adminArea },
    { to: '/admin/jobs', label: t`Jobs`, show: adminArea },
    { to: '/admin/announcements', label: t`Announcements`, show: adminArea },
    { to: '/admin/cpd', label: t`CPD records`, show: adminArea },
    { to: '/admin/users', label: t`Users`, show: userAdmin },
    { to: '/admin/users/pending', label: t`Pending Users`, show: userAdmin },
    { to: '/admin/audit', label: t`Audit log`, show: userAdmin },
  ]
  const labels: Record<string, string> = Object.fromEntries(
    items.filter((item) => item.show).map((item) => [item.to, item.label]),
  )
  // The trail: every admin prefix of the current path that is a known screen.
  const parts = pathname.split('/').filter(Boolean)
  const trail = parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`).filter((path) => labels[path])
  const menu = useRef<HTMLElement>(null)
  // On a phone the menu is a row wider than the screen: the current screen's link is brought into it.
  useEffect(() => {
    const current = menu.current?.querySelector('[aria-current="page"]')
    if (current && menu.current && menu.current.scrollWidth > menu.current.clientWidth)
      current.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [pathname])
  return (
    <div className={css.shell}>
      <nav ref={menu} className={css.sidebar} aria-label={t`Admin menu`}>
        <h2 className={css.sidebarTitle}>{t`Admin panel`}</h2>
        <ul className={css.navList}>
          {items
            .filter((item) => item.show)
            .map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={css.navLink}
                  activeOptions={{ exact: true }}
                  activeProps={{ 'aria-current': 'page' }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
        </ul>
        <Link to="/dashboard" className={css.back}>
          {t`Back to dashboard`}
        </Link>
      </nav>
      <div>
        <nav aria-label={t`Breadcrumb`}>
          <ol className={css.crumbs}>
            {trail.map((path, i) => (
              <li key={path}>
                {i > 0 ? (
                  <span className={css.crumbSep} aria-hidden="true">
                    /
                  </span>
                ) : null}
                {i === trail.length - 1 ? (
                  <span aria-current="page">{path === '/admin' ? t`Admin` : labels[path]}</span>
                ) : (
                  <Link to={path as AdminPath /* the keys of `labels`, each an admin route */}>
                    {path === '/admin' ? t`Admin` : labels[path]}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <div>{children}</div>
      </div>
    </div>
  )
}
