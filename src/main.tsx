import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LocaleProvider } from './app/locale-provider'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { activateLocale, storedLocale } from './lib/i18n'
import { registerServiceWorker } from './lib/pwa'
import './ui/theme.css'

const locale = storedLocale()
await activateLocale(locale)

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LocaleProvider initial={locale}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>
  </StrictMode>,
)

registerServiceWorker()
