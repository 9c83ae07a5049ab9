/** Renders the app over the splash: language, query client, router. Loaded by start.tsx. */
import type { QueryClient } from '@tanstack/react-query'
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

const LOAD_WAIT_MS = 3000

/** Answers the query client, whose fetches say when the first screen has what it loads. */
export async function mount(): Promise<QueryClient> {
  const locale = storedLocale()
  // Any page but home needs the whole catalog before its first render (lib/i18n.ts).
  if (window.location.pathname !== '/') void loadFullCatalog()
  await activateLocale(locale)
  await yieldToMain()

  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  await yieldToMain()
  // The first page is resolved (its code, guards, loaders) before the app replaces the
  // splash: no loading state flashes in (it would push the footer into view, a layout
  // shift), and the router has nothing left to load in the first commit, which would
  // re-render the whole tree synchronously (TBT, decisions/005). A slow guard (the session
  // check on a slow network) keeps the splash at most LOAD_WAIT_MS; the load then finishes
  // on screen as it did before.
  await Promise.race([router.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, LOAD_WAIT_MS))])
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
  return queryClient
}
