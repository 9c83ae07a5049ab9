/**
 * The server's render entry (built by `vite build --ssr` into dist-server/, loaded by
 * server/render.ts): renders one request's page with TanStack Router's SSR, the route
 * loaders' answers dehydrated into the page for the browser's query cache.
 */
import type { ApiFetch, PageRenderOptions, RenderPage } from '@contract/page-render'
import { setupI18n } from '@lingui/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { messages as arabic } from '../locales/ar/messages.po'
import { messages as english } from '../locales/en/messages.po'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { sendApiRequestsThrough } from './lib/api-client'
import { i18n as appI18n } from './lib/i18n'
import { intlLocale } from './lib/intl-locale'
import './lib/screen-error-messages'

const MESSAGES = { ar: arabic, en: english }

/** Where the render's API requests go: the server's own handler. */
export function sendApiTo(handler: ApiFetch): void {
  sendApiRequestsThrough(handler)
}

function manifestOf({ assets }: PageRenderOptions) {
  return {
    routes: {
      __root__: {
        preloads: assets.preloads.map((file) => `/${file}`),
        css: assets.stylesheets.map((file) => `/${file}`),
        scripts: [{ attrs: { type: 'module', src: `/${assets.entry}` } }],
      },
    },
  }
}

export const renderPage: RenderPage = (request, options) => {
  const { locale, nonce } = options
  const i18n = setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: MESSAGES[locale] } })
  const manifest = manifestOf(options)
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ queryClient: createQueryClient(), i18n, locale, siteUrl: options.siteUrl, QueryProvider: QueryClientProvider, nonce }),
    getRouterManifest: () => manifest,
  })
  return handler(({ router, responseHeaders }) => {
    // Code outside components (labels, formatting) reads Lingui's shared instance: it is set to
    // this request's language right before the render, which renderToString does in one go.
    appI18n.load(locale, MESSAGES[locale])
    appI18n.activate(locale, [intlLocale(locale)])
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> })
  })
}
