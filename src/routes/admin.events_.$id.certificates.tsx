import { createFileRoute } from '@tanstack/react-router'
import { CertificatesPage } from '@/features/admin-congress/components/CertificatesPage'
import { contentIdParams } from '@/lib/page/route-params'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/events_/$id/certificates')({
  params: contentIdParams,
  loader: ({ context, params }) =>
    void import('@/features/admin-congress/api/congress-queries').then(({ congressQueries }) =>
      context.queryClient.prefetchQuery(congressQueries.certificates(params.id)),
    ),
  head: ({ match }) => privateHead(match.context, msg`Certificates`),
  component: CertificatesRoute,
})

function CertificatesRoute() {
  const { id } = Route.useParams()
  return <CertificatesPage key={id} eventId={id} />
}
