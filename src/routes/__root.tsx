import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'
import { NotFound } from '@/app/layout/NotFound'
import { OfflinePrefetch } from '@/app/offline-prefetch'
import { RootLayout } from '@/app/layout/RootLayout'
import { SessionProvider } from '@/app/session-provider'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <SessionProvider>
      <RootLayout />
      <OfflinePrefetch />
    </SessionProvider>
  ),
  notFoundComponent: NotFound,
})
