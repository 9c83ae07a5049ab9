import { msg } from '@lingui/core/macro'
import { useEffect } from 'react'
import { createRootRouteWithContext, HeadContent, Scripts } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'
import { NotFound } from '@/app/layout/NotFound'
import { OfflinePrefetch } from '@/app/offline-prefetch'
import { RootLayout } from '@/app/layout/RootLayout'
import { SessionProvider } from '@/app/session-provider'
import { useLocale } from '@/app/locale-provider'
import { REGULAR_FACE } from '@/lib/font-preload'
import { directionOf, localeOf } from '@/lib/i18n'
import { MANIFEST_HREF } from '@/lib/manifest-link'

const SOCIETY = msg`Saudi Orthopedic Society`
const DESCRIPTION = msg`The member portal of the Saudi Orthopedic Society: news, events, resources, jobs and the member directory.`

export const Route = createRootRouteWithContext<RouterContext>()({
  // What every page's head holds; a page's own route adds its title and description after these.
  head: ({ match }) => {
    const { i18n } = match.context
    const locale = localeOf(i18n)
    return {
      meta: [
        { charSet: 'UTF-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#0b4f6c' },
        { title: i18n._(SOCIETY) },
        { name: 'description', content: i18n._(DESCRIPTION) },
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: MANIFEST_HREF[locale] },
        // Most of a page's text is in the regular face of its language's script.
        { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href: REGULAR_FACE[locale] },
      ],
    }
  },
  component: RootDocument,
  notFoundComponent: NotFound,
})

/** The whole document: the server renders it, the browser hydrates it (or renders it from the shell document offline). */
function RootDocument() {
  const { locale } = useLocale()
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
        <SessionProvider>
          <RootLayout />
          <OfflinePrefetch />
        </SessionProvider>
        <Scripts />
      </body>
    </html>
  )
}
