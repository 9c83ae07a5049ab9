import type { Locale } from '@contract/constants'
import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { ComponentType, ReactNode } from 'react'
import { routeTree } from '../routeTree.gen'
import { NotFound } from './layout/NotFound'
import { PageLoading } from './layout/PageLoading'
import { RouteError } from './layout/RouteError'
import { LocaleProvider } from './locale-provider'

export interface RouterContext {
  queryClient: QueryClient
  i18n: I18n
  siteUrl: string
}

interface AppRouterOptions {
  queryClient: QueryClient
  i18n: I18n
  locale: Locale
  siteUrl: string
  QueryProvider: ComponentType<{ client: QueryClient; children: ReactNode }>
  nonce?: string
}

export function createAppRouter({
  queryClient,
  i18n,
  locale,
  siteUrl,
  QueryProvider,
  nonce,
}: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    context: { queryClient, i18n, siteUrl },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageLoading,
    defaultPendingMs: 150,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    ssr: nonce ? { nonce } : undefined,
    Wrap: ({ children }) => (
      <LocaleProvider initial={locale} i18n={i18n}>
        <QueryProvider client={queryClient}>{children}</QueryProvider>
      </LocaleProvider>
    ),
  })
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
