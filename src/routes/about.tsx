import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/about/components/AboutPage'
import { pageHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/about')({
  head: ({ match }) =>
    pageHead(match.context.i18n, match.context.siteUrl, {
      title: msg`About the society`,
      description: msg`About the Saudi Orthopedic Society`,
    }),
  component: AboutPage,
})
