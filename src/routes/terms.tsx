import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/about/components/LegalPages'
import { pageHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/terms')({
  head: ({ match }) =>
    pageHead(match.context.i18n, match.context.siteUrl, {
      title: msg`Terms of use`,
      description: msg`The rules of using the Saudi Orthopedic Society's portal and its membership.`,
    }),
  component: TermsPage,
})
