/**
 * The browser's entry. A page the server rendered (every public address) is hydrated with
 * the server's answers, in the language it was rendered in; the shell document (member
 * screens, and any page while offline, from the service worker) is rendered here from the
 * persisted query cache. The service worker registers as soon as the page is interactive.
 */
import { DEFAULT_LOCALE } from '@contract/constants'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { areaOfPath } from './lib/i18n/catalog-areas'
import { activateLocale, i18n, isLocale, loadAreaMessages, storedLocale } from './lib/i18n/i18n'
import { tokens } from './lib/http/api-client'
import { registerServiceWorker, requestPersistentStorage } from './lib/pwa/pwa'
import { getSession, sessionReady } from './lib/session/session'
import './fonts.css'
import '@/ui/primitives/theme.css'

/** Resolves once the app has taken over the server's page (the root's first effect marks it). */
function appReady(): Promise<void> {
  return new Promise((resolve) => {
    const check = () =>
      document.documentElement.dataset.appReady === undefined ? void requestAnimationFrame(check) : resolve()
    check()
  })
}

/** Resolves once the app has taken over the page and the main thread is idle. */
function hydrated(): Promise<void> {
  return appReady().then(
    () =>
      new Promise((resolve) => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 })
        else setTimeout(resolve, 200)
      }),
  )
}

// The server marks a page it rendered with its dehydrated router state ($_TSR).
const rendered = '$_TSR' in window
const servedLocale = document.documentElement.lang
const locale = rendered ? (isLocale(servedLocale) ? servedLocale : DEFAULT_LOCALE) : storedLocale()
// The persisted query cache: the shell document restores it before its first screen (its
// provider loaded beside the catalog); a page the server rendered loads it once hydrated.
const [, { PersistingQueryProvider }] = await Promise.all([
  // The screen's own catalog too (a member or admin screen): it renders with its messages.
  activateLocale(locale, i18n, areaOfPath(window.location.pathname)),
  rendered ? { PersistingQueryProvider: QueryClientProvider } : import('./app/persisting-query-provider'),
])
const queryClient = createQueryClient()
const router = createAppRouter({
  queryClient,
  i18n,
  locale,
  siteUrl: window.location.origin,
  QueryProvider: PersistingQueryProvider,
})

if (rendered) {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  )
  // The server's JSON-LD describes the page it served and the browser builds none
  // (STRUCTURED_DATA_RULE in lib/page-head.ts): it leaves with the first navigation to another page.
  const leaving = router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (!fromLocation || fromLocation.pathname === toLocation.pathname) return
    document.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove())
    leaving()
  })
  // Hydration renders the server's answers only; the persisted cache joins them afterwards.
  hydrated()
    .then(() => import('./app/persistence'))
    .then(({ restoreBesidePage }) => restoreBesidePage(queryClient, Promise.resolve()))
    .catch(() => undefined)
  // The server answered as a visitor: a signed-in member's page asks again with the member's
  // token (members-only resources, private fields), once the stored session is confirmed and
  // the page has been taken over (asked earlier, a part still hydrating would render the
  // refetch instead of the server's answer).
  if (tokens.access())
    void hydrated().then(async () => {
      await sessionReady()
      if (getSession().user) await queryClient.invalidateQueries()
    })
} else
  createRoot(document).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )

// As soon as the page answers the reader (not when the main thread is next idle, which on a
// slow phone comes seconds later), so that it keeps working if the network goes; a failed
// registration (the connection dropped) is tried again on the next visit.
appReady()
  .then(registerServiceWorker)
  .catch(() => undefined)
// A form's refusal sentences are needed once the reader can submit one (until then a refusal shows its status's sentence).
appReady()
  .then(() => loadAreaMessages('refusals'))
  .catch(() => undefined)
void requestPersistentStorage()
