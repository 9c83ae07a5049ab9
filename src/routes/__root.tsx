import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useEffect } from 'react'
import { createRootRouteWithContext, HeadContent, Scripts } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'
import { NotFound } from '@/app/layout/NotFound'
import { OfflinePrefetch } from '@/app/offline-prefetch'
import { RootLayout } from '@/app/layout/RootLayout'
import { SessionProvider } from '@/app/session-provider'
import { useLocale } from '@/app/locale-provider'
import { RenderNowProvider } from '@/lib/format/clock'
import { REGULAR_FACE } from '@/lib/page/font-preload'
import { areaOfPath } from '@/lib/i18n/catalog-areas'
import { directionOf, loadAreaMessages, localeOf } from '@/lib/i18n/i18n'
import { MANIFEST_HREF } from '@/lib/pwa/manifest-link'
import { privateHead, siteHead } from '@/lib/page/page-head'
import { AccessDeniedError } from '@/lib/session/session-guards'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The server's time and address travel with the page, so hydration writes the same dates and
  // canonical addresses; a member or admin screen waits for its area's catalog.
  beforeLoad: ({ context, location }) => {
    const route = { siteUrl: context.siteUrl, now: Date.now() }
    const messages = loadAreaMessages(areaOfPath(location.pathname))
    return messages ? messages.then(() => route) : route
  },
  head: ({ match, matches }) => {
    const { i18n, siteUrl } = match.context
    const locale = localeOf(i18n)
    const site = siteHead(i18n, siteUrl, matches.at(-1)?.pathname ?? '/')
    const trouble = troubleTitle(matches)
    return {
      meta: [
        { charSet: 'UTF-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#0b4f6c' },
        ...site.meta,
        ...(trouble ? privateHead(match.context, trouble).meta : []),
      ],
      links: [
        ...site.links,
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: MANIFEST_HREF[locale] },
        {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          crossOrigin: 'anonymous',
          href: REGULAR_FACE[locale],
        },
      ],
    }
  },
  component: RootDocument,
  notFoundComponent: NotFound,
})

/** The routes below the one that failed give no head (the router stops there): the root's title is the tab's. */
function troubleTitle(
  matches: readonly { status: string; error: unknown; _notFound?: boolean }[],
): MessageDescriptor | undefined {
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return msg`Page not found`
  const failed = matches.find((match) => match.status === 'error')
  if (!failed) return undefined
  return failed.error instanceof AccessDeniedError ? msg`Access Denied` : msg`Something went wrong`
}

function RootDocument() {
  const { locale } = useLocale()
  const { now } = Route.useRouteContext()
  // Marks the document as running: what the server rendered now answers the reader's input.
  useEffect(() => {
    document.documentElement.dataset.appReady = ''
  }, [])
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <HeadContent />
      </head>
      <body>
        <RenderNowProvider now={now}>
          <SessionProvider>
            <RootLayout />
            <OfflinePrefetch />
          </SessionProvider>
        </RenderNowProvider>
        <Scripts />
      </body>
    </html>
  )
}
