import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CertificatesPage } from '@/features/certificates/components/CertificatesPage'
import { pageHead } from '@/lib/page/page-head'

/** /certificates: anyone types a certificate's code to verify it (no sign-in). */
export const Route = createFileRoute('/certificates/')({
  head: ({ match }) =>
    pageHead(match.context.i18n, match.context.siteUrl, { title: msg`Verify a certificate` }),
  component: CertificatesPage,
})
