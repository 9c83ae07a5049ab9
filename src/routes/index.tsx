import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/components/HomePage'
import { localeOf } from '@/lib/i18n/i18n'
import { pageHead, societyOf } from '@/lib/page/page-head'
import { organizationJsonLd } from '@/lib/page/structured-data'

export const Route = createFileRoute('/')({
  // JSON-LD from the server only (STRUCTURED_DATA_RULE in lib/page/page-head.ts).
  head: ({ match }) => {
    const { i18n, siteUrl } = match.context
    const society = societyOf(i18n)
    return pageHead(i18n, siteUrl, {
      title: msg`Home`,
      description: society.description,
      jsonLd: import.meta.env.SSR
        ? [organizationJsonLd({ baseUrl: siteUrl, locale: localeOf(i18n) }, society)]
        : [],
    })
  },
  component: HomePage,
})
