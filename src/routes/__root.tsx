import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'
import { NotFound } from '@/app/layout/NotFound'
import { RootLayout } from '@/app/layout/RootLayout'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})
