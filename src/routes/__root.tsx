import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'
import { NotFound } from '@/app/layout/NotFound'
import { OfflinePrefetch } from '@/app/offline-prefetch'
import { RootLayout } from '@/app/layout/RootLayout'
import { SessionProvider } from '@/app/session-provider'
import { loadFullCatalog } from '@/lib/i18n'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The home page renders from the core catalog; every other screen needs all messages
  // (lib/i18n.ts). Loaded once, on the first visit to another page (or a hover on a link).
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : loadFullCatalog()),
  component: () => (
    <SessionProvider>
      <RootLayout />
      <OfflinePrefetch />
    </SessionProvider>
  ),
  notFoundComponent: NotFound,
})
