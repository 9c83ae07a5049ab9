import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CertificatesPage } from '@/features/certificates/components/CertificatesPage'
import { pageHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/certificates/')({
  head: ({ match }) =>
    pageHead(match.context.i18n, match.context.siteUrl, { title: msg`Verify a certificate` }),
  component: CertificatesPage,
})
