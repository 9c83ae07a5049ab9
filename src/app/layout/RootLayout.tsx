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

// Only signed-in members have queued edits to send: anonymous visitors never load it.
const OutboxSync = lazy(() => import('../outbox-sync').then((m) => ({ default: m.OutboxSync })))
// The service worker's notices come after the page is interactive (lib/pwa.ts keeps what is
// announced before they listen): loaded once the page has hydrated, not before.
const PwaPrompts = lazy(() => import('./PwaPrompts').then((m) => ({ default: m.PwaPrompts })))

/**
 * The thin progress bar of a navigation. Its own component: the router's status flips on
 * every navigation (and at start), and only this bar needs to re-render for it, not the
 * whole layout (so that no main-thread task runs long on a slow phone; docs/decisions/005-first-visit-budget.md).
 */
function RouteProgress() {
  const { t } = useLingui()
  const loading = useRouterState({ select: (s) => s.status === 'pending' })
  return loading ? <div className={css.progress} role="progressbar" aria-label={t`Loading page`} /> : null
}

/** "© 2026 Saudi Orthopedic Society": the year in Saudi time, of the render's clock (its own component, so the clock's ticks re-render only it). */
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
