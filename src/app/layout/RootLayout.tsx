import { Trans, useLingui } from '@lingui/react/macro'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useLocale } from '../locale-provider'
import { PendingStatusBanner } from './AccountMenu'
import { Footer } from './Footer'
import { Header } from './Header'
import { OfflineBanner } from './OfflineBanner'
import * as css from './layout.css'
import { useNow } from '@/lib/format/clock'
import { useRenderingAsTheServer } from '@/lib/page/hydration'
import { formatYear, riyadhYear } from '@/lib/format/format'
import { useSession } from '@/lib/session/session'

const OutboxSync = lazy(() => import('../outbox-sync').then((m) => ({ default: m.OutboxSync })))
// After hydration: lib/pwa keeps what is announced before the notices listen.
const PwaPrompts = lazy(() => import('./PwaPrompts').then((m) => ({ default: m.PwaPrompts })))

/** Its own component: only the bar re-renders when the router's status flips. */
function RouteProgress() {
  const { t } = useLingui()
  const loading = useRouterState({ select: (s) => s.status === 'pending' })
  return loading ? <div className={css.progress} role="progressbar" aria-label={t`Loading page`} /> : null
}

function Copyright() {
  const { locale } = useLocale()
  const year = riyadhYear(useNow())
  return (
    <small>
      <Trans>© {formatYear(year, locale)} Saudi Orthopedic Society</Trans>
    </small>
  )
}

export function RootLayout() {
  const { user } = useSession()
  const asServer = useRenderingAsTheServer()
  return (
    <div className={css.shell}>
      <a className={css.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <RouteProgress />
      <Header />
      <PendingStatusBanner />
      <OfflineBanner />
      <main id="main" className={css.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer copyright={<Copyright />} />
      {asServer ? null : (
        <Suspense fallback={null}>
          <PwaPrompts />
        </Suspense>
      )}
      {user ? (
        <Suspense fallback={null}>
          <OutboxSync />
        </Suspense>
      ) : null}
    </div>
  )
}
