/**
 * The browser's entry. A page the server rendered (every public address) is hydrated with
 * the server's answers, in the language it was rendered in; the shell document (member
 * screens, and any page while offline, from the service worker) is rendered here from the
 * persisted query cache. The service worker registers once the page is interactive.
 */
import { DEFAULT_LOCALE } from '@contract/constants'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, useMemo, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { QueryClient } from '@tanstack/react-query'
import { persistOptions, persistOptionsBesidePage } from './app/persistence'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { activateLocale, i18n, isLocale, storedLocale } from './lib/i18n'
import { tokens } from './lib/api-client'
import { registerServiceWorker, requestPersistentStorage } from './lib/pwa'
import { getSession, sessionReady } from './lib/session'
import './fonts.css'
import '@/ui/theme.css'

function PersistingQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  // The persisted cache restores beside the server's answers: of two answers to one query the
  // newer is kept, and not before the page has hydrated (persistOptionsBesidePage).
  const options = useMemo(() => (rendered ? persistOptionsBesidePage(client, hydrated()) : persistOptions), [client])
  return (
    <PersistQueryClientProvider client={client} persistOptions={options}>
      {children}
    </PersistQueryClientProvider>
  )
}

/** Resolves once the app has taken over the server's page (the root's first effect marks it) and the main thread is idle. */
function hydrated(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (document.documentElement.dataset.appReady === undefined) return void requestAnimationFrame(check)
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 })
      else setTimeout(resolve, 200)
    }
    check()
  })
}

// The server marks a page it rendered with its dehydrated router state ($_TSR).
const rendered = '$_TSR' in window
const servedLocale = document.documentElement.lang
const locale = rendered ? (isLocale(servedLocale) ? servedLocale : DEFAULT_LOCALE) : storedLocale()
await activateLocale(locale)
const queryClient = createQueryClient()
const router = createAppRouter({ queryClient, i18n, locale, siteUrl: window.location.origin, QueryProvider: PersistingQueryProvider })

if (rendered) {
  hydrateRoot(document, <StrictMode><RouterClient router={router} /></StrictMode>)
  // The server answered as a visitor: a signed-in member's page asks again with the member's
  // token (members-only resources, private fields), once the stored session is confirmed and
  // the page has been taken over (asked earlier, a part still hydrating would render the
  // refetch instead of the server's answer).
  if (tokens.access()) void hydrated().then(async () => {
    await sessionReady()
    if (getSession().user) await queryClient.invalidateQueries()
  })
} else createRoot(document).render(<StrictMode><RouterProvider router={router} /></StrictMode>)

// A failed registration (the connection dropped) is tried again on the next visit.
registerServiceWorker().catch(() => undefined)
void requestPersistentStorage()
