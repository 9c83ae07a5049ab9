/** Renders the app over the splash: language, query client, router. Loaded by start.tsx. */
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { LocaleProvider } from './locale-provider'
import { persistOptions } from './persistence'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { activateLocale, loadFullCatalog, storedLocale } from '@/lib/i18n'
import { yieldToMain } from '@/lib/yield'
import '@/ui/theme.css'

export async function mount(): Promise<void> {
  const locale = storedLocale()
  // Any page but home needs the whole catalog before its first render (lib/i18n.ts).
  if (window.location.pathname !== '/') void loadFullCatalog()
  await activateLocale(locale)
  await yieldToMain()

  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  // The code of the first page arrives before the app replaces the splash, so no loading
  // state flashes in between (it would also push the footer into view: layout shift).
  const [matched] = router.getMatchedRoutes(router.state.location.pathname)
  await Promise.all(matched.map((route) => router.loadRouteChunk(route)))
  await yieldToMain()

  // A transition: React renders in short slices instead of one long task. The persisted
  // query cache starts restoring in PersistQueryClientProvider, before any query may fetch.
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <LocaleProvider initial={locale}>
          <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
            <RouterProvider router={router} />
          </PersistQueryClientProvider>
        </LocaleProvider>
      </StrictMode>,
    ),
  )
}
