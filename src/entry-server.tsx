/**
 * The server's render entry (built by `vite build --ssr` into dist-server/, loaded by
 * server/render.ts; in development loaded through Vite's dev server): renders one request's
 * page with TanStack Router's SSR, streamed, the route loaders' answers dehydrated into the
 * page for the browser's query cache.
 */
import type { ApiFetch, PageRenderOptions, RenderEntry, RenderPage } from '@contract/page-render'
import { setupI18n, type I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query'
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import type { ReactNode } from 'react'
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server'
import { messages as arabicAbout } from '../locales/ar/about.po'
import { messages as arabicAdmin } from '../locales/ar/admin.po'
import { messages as arabicMember } from '../locales/ar/member.po'
import { messages as arabic } from '../locales/ar/messages.po'
import { messages as arabicRefusals } from '../locales/ar/refusals.po'
import { messages as englishAbout } from '../locales/en/about.po'
import { messages as englishAdmin } from '../locales/en/admin.po'
import { messages as englishMember } from '../locales/en/member.po'
import { messages as english } from '../locales/en/messages.po'
import { messages as englishRefusals } from '../locales/en/refusals.po'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import * as layout from './app/layout/layout.css'
import { sendApiRequestsThrough } from './lib/http/api-client'
import { directionOf, i18n as appI18n } from './lib/i18n/i18n'
import { intlLocale } from './lib/format/intl-locale'
import './lib/http/screen-error-messages'
import { button } from './ui/primitives/button.css'

const MESSAGES = {
  ar: { ...arabicAbout, ...arabicAdmin, ...arabicMember, ...arabicRefusals, ...arabic },
  en: { ...englishAbout, ...englishAdmin, ...englishMember, ...englishRefusals, ...english },
}
// Code outside components (labels, formatting) reads Lingui's shared instance: every area's
// catalog in both languages once, and each render activates its request's language (RequestLanguage).
appI18n.load(MESSAGES)

/** Where the render's API requests go: the server's own handler. */
export const sendApiTo: RenderEntry['sendApiTo'] = (handler: ApiFetch) => {
  sendApiRequestsThrough(handler)
}

/**
 * The router's manifest: the root carries the entry, the start-up chunks and the stylesheet;
 * each route its component's chunks, which the head preloads for the routes the page matched.
 */
function manifestOf({ assets }: PageRenderOptions) {
  const routes = Object.fromEntries(
    Object.entries(assets.routePreloads ?? {}).map(([id, files]) => [
      id,
      { preloads: files.map((file) => `/${file}`) },
    ]),
  )
  return {
    routes: {
      ...routes,
      __root__: {
        preloads: assets.preloads.map((file) => `/${file}`),
        css: assets.stylesheets.map((file) => `/${file}`),
        scripts: assets.scripts.map((file) => ({ attrs: { type: 'module', src: `/${file}` } })),
      },
    },
  }
}

/**
 * Sets the shared Lingui instance to this request's language as its render begins. Other
 * requests run their loaders, and may start their own render, while this one waits for its
 * API answers; once begun, a render runs to its end in one go (the public pages' tree does
 * not suspend on the server).
 */
function RequestLanguage({ locale, children }: { locale: PageRenderOptions['locale']; children: ReactNode }) {
  if (appI18n.locale !== locale) appI18n.activate(locale, [intlLocale(locale)])
  return children
}

/**
 * What the server's page carries of the query cache: the answers it rendered. A query still
 * waiting (its loader stopped waiting at the render's bound, src/lib/page/server-awaits.ts) is left
 * to the browser, which asks again: sent later, its answer could reach the browser before
 * hydration and disagree with the loading state the server rendered. A failed one too
 * (leaveFailuresToTheBrowser).
 */
function dehydratesRenderedAnswers(sealed: () => boolean) {
  return (query: Query) => !sealed() && query.state.status === 'success'
}

/**
 * A query that failed on the server is rendered as still loading and left to the browser,
 * like one still waiting: in the browser a screen mounting on a failed query asks again and
 * shows its loading state, so a page rendering the failure would not match its hydration.
 * Called once the state is dehydrated (without the failures), before the page renders.
 */
function leaveFailuresToTheBrowser(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }))
    query.reset()
}

export const renderPage: RenderPage = async (request, options) => {
  const { locale, nonce, reportError } = options
  const i18n = setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: MESSAGES[locale] } })
  const manifest = manifestOf(options)
  // Set once the page's state is dehydrated: no answer arriving after it goes to the browser.
  let sealed = false
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    dehydrate: { shouldDehydrateQuery: dehydratesRenderedAnswers(() => sealed) },
  })
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({
        queryClient,
        i18n,
        locale,
        siteUrl: options.siteUrl,
        QueryProvider: QueryClientProvider,
        nonce,
      }),
    getRouterManifest: () => manifest,
  })
  try {
    return await handler(async ({ router, responseHeaders }) => {
      sealed = true
      leaveFailuresToTheBrowser(queryClient)
      // A route whose loader failed renders its error screen in the page (status 500): told like any other failure.
      for (const match of router.stores.matches.get()) if (match.status === 'error') reportError(match.error)
      const failures: unknown[] = []
      const app = await renderToReadableStream(
        <RequestLanguage locale={locale}>
          <RouterServer router={router} />
        </RequestLanguage>,
        {
          signal: request.signal,
          nonce,
          // One stream of the whole page: React's own progressive chunks would split it at arbitrary points.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => {
            // A reader who left ends the render: nothing failed.
            if (request.signal.aborted) return
            failures.push(error)
            reportError(error)
          },
        },
      )
      // A part that threw while the page was first rendered: the page is not sent half-made, the error page is.
      if (failures.length > 0) {
        await app.cancel()
        return renderErrorPage(request, options)
      }
      const body = transformReadableStreamWithRouter(router, app, {
        rendererSafePoint: 'script-close',
        signal: request.signal,
      })
      return createSsrStreamResponse(
        router,
        new Response(body, { status: getSsrStatus(router), headers: responseHeaders }),
      )
    })
  } catch (error) {
    // The request ended (the reader left): nothing to answer or tell.
    if (request.signal.aborted) throw error
    reportError(error)
    return renderErrorPage(request, options)
  }
}

/** The error page: RouteError's own words (the catalogs hold them once); Try again asks for the same address. */
function ErrorDocument({ i18n, options, path }: { i18n: I18n; options: PageRenderOptions; path: string }) {
  const { locale, assets } = options
  const title = i18n._(msg`Something went wrong`)
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        {assets.stylesheets.map((file) => (
          <link key={file} rel="stylesheet" href={`/${file}`} />
        ))}
      </head>
      <body>
        <main>
          <section className={layout.page} role="alert" aria-labelledby="route-error-title">
            <h1 id="route-error-title">{title}</h1>
            <p>{i18n._(msg`The page could not be shown. Please try again.`)}</p>
            <a className={button.primary} href={path}>
              {i18n._(msg`Try again`)}
            </a>
          </section>
        </main>
      </body>
    </html>
  )
}

/** The 500 page in the reader's language: what failed is in the server's log (with the request's id), never in the page. */
export const renderErrorPage: RenderEntry['renderErrorPage'] = (request, options) => {
  const { pathname, search } = new URL(request.url)
  const i18n = setupI18n({
    locale: options.locale,
    locales: [intlLocale(options.locale)],
    messages: { [options.locale]: MESSAGES[options.locale] },
  })
  const html = `<!doctype html>${renderToStaticMarkup(<ErrorDocument i18n={i18n} options={options} path={`${pathname}${search}`} />)}`
  return new Response(html, { status: 500, headers: { 'Content-Type': 'text/html; charset=UTF-8' } })
}
