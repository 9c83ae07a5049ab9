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
  /** The Lingui instance of this render: route `head`s translate with it. */
  i18n: I18n
  /** The portal's public address (PUBLIC_URL on the server): canonical and shared addresses are built on it. */
  siteUrl: string
}

interface AppRouterOptions {
  queryClient: QueryClient
  i18n: I18n
  locale: Locale
  siteUrl: string
  /** What provides the query client: the persisting provider in the browser, the plain one on the server. */
  QueryProvider: ComponentType<{ client: QueryClient; children: ReactNode }>
  /** The request's CSP nonce, on the server. */
  nonce?: string
}

/** The one router of both sides: the server renders a request with it, the browser hydrates or renders with the same. */
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
  // The server's answers travel with the page and fill the browser's cache before hydration.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
