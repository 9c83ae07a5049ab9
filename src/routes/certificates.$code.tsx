import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CertificatePage } from '@/features/certificates/components/CertificatePage'
import { pageHead } from '@/lib/page/page-head'
import { serverAwaits } from '@/lib/page/server-awaits'

export const Route = createFileRoute('/certificates/$code')({
  loader: ({ context, params }) =>
    serverAwaits(
      import('@/features/certificates/api/certificate-queries').then(({ certificateQueries }) =>
        context.queryClient.prefetchQuery(certificateQueries.verify(params.code)),
      ),
    ),
  // A certificate names a person: the page is never indexed.
  head: ({ match }) =>
    pageHead(match.context.i18n, match.context.siteUrl, { title: msg`Verify a certificate`, noindex: true }),
  component: CertificateRoute,
})

function CertificateRoute() {
  const { code } = Route.useParams()
  return <CertificatePage code={code} />
}
