/** Starts the app: language, query client, router, service worker. Loaded by main.tsx. */
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LocaleProvider } from './locale-provider'
import { persistOptions } from './persistence'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { activateLocale, storedLocale } from '@/lib/i18n'
import { registerServiceWorker, requestPersistentStorage } from '@/lib/pwa'
import '@/ui/theme.css'

const locale = storedLocale()
await activateLocale(locale)

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LocaleProvider initial={locale}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </LocaleProvider>
  </StrictMode>,
)

registerServiceWorker()
void requestPersistentStorage()
