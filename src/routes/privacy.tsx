import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '@/features/about/components/LegalPages'
import { pageHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/privacy')({
  head: ({ match }) =>
    pageHead(match.context.i18n, match.context.siteUrl, {
      title: msg`Privacy policy`,
      description: msg`What personal data the Saudi Orthopedic Society's portal keeps, why, and your rights under the Personal Data Protection Law.`,
    }),
  component: PrivacyPage,
})
